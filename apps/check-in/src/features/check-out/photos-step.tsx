// Step 2 of the return: the four sides photographed one after the other (front, right, rear, left), each
// with a drawing of the car from above marking the side to stand at, what to get in the picture, and the
// progress ("2 of 4 photos taken"). The camera opens through PhotoField (a file input with `capture`); the
// photo is resized in the browser and kept on the phone at once.
import { useTranslation } from '@rental/i18n';
import { Button, ErrorSummary } from '@rental/ui';
import { useEffect, useRef, useState } from 'react';
import { PhotoField } from '../../shared/photos/photo-field.tsx';
import { type Side, sides, withSidePhoto } from './draft.ts';
import type { StepProps } from './return-steps.tsx';
import { SideDrawing } from './side-drawing.tsx';
import { StepHeading } from './step-heading.tsx';

export function PhotosStep({ draft, update, next, headingId, headingRef, title }: StepProps) {
  const { t } = useTranslation('check-out');
  const refusal = draft.refusal?.step === 'photos' ? draft.refusal : null;
  // The side shown first: the one the API refused, else the first one without a photo.
  const [index, setIndex] = useState(() => {
    const refused = sides.findIndex((side) => refusal?.field === `photo-${side}`);
    if (refused >= 0) return refused;
    const missing = sides.findIndex((side) => !draft.photos[side]);
    return missing >= 0 ? missing : 0;
  });
  const [tried, setTried] = useState(0);
  const side: Side = sides[index]!;
  const sideHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new side (index) takes the focus.
  useEffect(() => {
    if (moved.current) sideHeading.current?.focus();
  }, [index]);
  const done = sides.filter((s) => draft.photos[s]).length;
  const photo = draft.photos[side] ?? null;
  const error =
    tried > 0 && !photo
      ? t(`photos.required.${side}`)
      : refusal?.field === `photo-${side}`
        ? refusal.message
        : undefined;
  const fieldId = `photo-${side}`;

  const go = (to: number) => {
    moved.current = true;
    setTried(0);
    setIndex(to);
  };
  return (
    <form
      noValidate
      className="check-out__step"
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        if (!photo) {
          setTried((n) => n + 1);
          return;
        }
        if (index < sides.length - 1) go(index + 1);
        else {
          const missing = sides.findIndex((s) => !draft.photos[s]);
          if (missing >= 0) go(missing);
          else next();
        }
      }}
    >
      <StepHeading id={headingId} headingRef={headingRef}>
        {title}
      </StepHeading>
      <p>{t('photos.intro')}</p>
      <div>
        <p id="check-out-photos-progress">{t('photos.progress', { done })}</p>
        <ul className="check-out__sides" aria-labelledby="check-out-photos-progress">
          {sides.map((s) => (
            <li key={s} data-taken={Boolean(draft.photos[s])}>
              {t(`photos.side.${s}`)}: {draft.photos[s] ? t('photos.taken') : t('photos.missing')}
            </li>
          ))}
        </ul>
      </div>
      <ErrorSummary
        title={t('summary', { count: 1 })}
        items={error ? [{ id: fieldId, message: error }] : []}
        focusKey={tried}
      />
      <div className="check-out__side">
        <SideDrawing side={side} label={t(`photos.drawing.${side}`)} />
        <div className="check-out__step">
          <h4 ref={sideHeading} tabIndex={-1} className="check-out__step-title">
            {t('photos.sideTitle', { index: index + 1, side: t(`photos.side.${side}`) })}
          </h4>
          <PhotoField
            key={side}
            id={fieldId}
            label={t(`photos.label.${side}`)}
            hint={t(`photos.hint.${side}`)}
            value={photo}
            onChange={(blob) => update((d) => withSidePhoto(d, side, blob))}
            error={error}
            preparingText={t('photos.preparing')}
            isRequired
          />
        </div>
      </div>
      <div className="ui-actions">
        {index > 0 ? (
          <Button variant="secondary" onPress={() => go(index - 1)}>
            {t('photos.previous')}
          </Button>
        ) : null}
        <Button type="submit">{index < sides.length - 1 ? t('photos.next') : t('continue')}</Button>
      </div>
    </form>
  );
}
