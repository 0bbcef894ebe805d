// A new damage's report (issue 22), shared by the check-in and the check-out: the area on the car outline
// or in a list (both say the same), the kind, a description and up to 6 photos from the camera. The caller
// sends it (`onSubmit`: the check-in uploads and posts at once, the check-out keeps it for its outbox);
// when that throws the API's refusal, each field's message shows on its field and in the error summary.
// After a report is taken the form empties and says so.
import { asApiError } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import {
  Button,
  ErrorSummary,
  FormField,
  FormSelectField,
  Notice,
  summaryItems,
  useSchemaForm,
  useWatch,
} from '@rental/ui';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { PhotoField } from '../photos/photo-field.tsx';
import { CarOutline } from './car-outline.tsx';
import { damageReportSchema, reportFieldOf } from './damage-report-rules.ts';
import {
  DAMAGE_AREAS,
  DAMAGE_KINDS,
  type DamageArea,
  type DamageKind,
  MAX_DAMAGE_PHOTOS,
} from './damage-types.ts';

/** What the form gives its caller. */
export interface DamageReport {
  area: DamageArea;
  kind: DamageKind;
  description: string;
  /** The photos, resized in the browser (JPEG), in the order taken. */
  photos: Blob[];
}

export interface DamageReportFormProps {
  /** Sends (or keeps) the report; a thrown ApiError's field messages show on the fields. */
  onSubmit: (report: DamageReport) => Promise<void> | void;
  /** The submit button's label ('Report the damage', 'Add to my return'). */
  submitLabel: string;
  /** The control ids' prefix, when a page has two forms (default 'damage-report'). */
  idPrefix?: string;
  /** The heading level of the form's title (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** Shown beside the submit button (Cancel). */
  actions?: React.ReactNode;
}

interface PhotoSlot {
  key: number;
  photo: Blob;
}

export function DamageReportForm({
  onSubmit,
  submitLabel,
  idPrefix = 'damage-report',
  headingLevel = 3,
  actions,
}: DamageReportFormProps) {
  const { t } = useTranslation('damages');
  const schema = useMemo(
    () =>
      damageReportSchema({
        area: t('report.areaRequired'),
        kind: t('report.kindRequired'),
        descriptionShort: t('report.descriptionShort'),
        descriptionLong: t('report.descriptionLong'),
      }),
    [t],
  );
  const form = useSchemaForm(schema, { defaultValues: { area: '', kind: '', description: '' } });
  const area = useWatch({ control: form.control, name: 'area' });
  const [photos, setPhotos] = useState<PhotoSlot[]>([]);
  const nextKey = useRef(1);
  const [photosError, setPhotosError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [attempts, setAttempts] = useState(0);
  const ids = {
    outline: `${idPrefix}-outline`,
    area: `${idPrefix}-area`,
    kind: `${idPrefix}-kind`,
    description: `${idPrefix}-description`,
    photo: (n: number) => `${idPrefix}-photo-${n}`,
    title: `${idPrefix}-title`,
  };
  const items = [
    ...summaryItems(form.formState.errors, [
      { path: 'area', id: ids.area, label: t('report.area') },
      { path: 'kind', id: ids.kind, label: t('report.kind') },
      { path: 'description', id: ids.description, label: t('report.description') },
    ]),
    ...(photosError ? [{ id: ids.photo(1), label: t('report.photos'), message: photosError }] : []),
  ];

  const chooseArea = (chosen: DamageArea) =>
    form.setValue('area', chosen, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });

  const submit = form.handleSubmit(
    async (values) => {
      setAttempts((n) => n + 1);
      setFailure(null);
      setPhotosError(null);
      try {
        await onSubmit({
          area: values.area as DamageArea,
          kind: values.kind as DamageKind,
          description: values.description.trim(),
          photos: photos.map((slot) => slot.photo),
        });
        form.reset({ area: '', kind: '', description: '' });
        setPhotos([]);
        setDone(t('report.done'));
      } catch (caught) {
        const error = asApiError(caught);
        let placed = false;
        for (const [path, message] of Object.entries(error.fields)) {
          const field = reportFieldOf(path);
          if (field === 'photos') setPhotosError(message);
          else if (field) form.setError(field, { message });
          placed ||= field !== null;
        }
        if (!placed)
          setFailure(
            error.kind === 'invalid-request' || error.kind === 'not-found'
              ? error.message
              : t('report.failed'),
          );
      }
    },
    () => {
      setAttempts((n) => n + 1);
      setDone(null);
    },
  );

  const Title = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  const slots = photos.length < MAX_DAMAGE_PHOTOS ? [...photos, null] : photos;
  return (
    <section aria-labelledby={ids.title} className="damage-report">
      <Title id={ids.title}>{t('report.title')}</Title>
      <form
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          setDone(null);
          void submit();
        }}
      >
        <ErrorSummary
          title={t('report.summary', { count: items.length })}
          focusKey={attempts}
          items={items}
        />
        {failure ? <Notice tone="error">{failure}</Notice> : null}
        <div className="damage-report__area">
          <CarOutline
            marked={[]}
            selected={DAMAGE_AREAS.find((a) => a === area) ?? null}
            onSelect={chooseArea}
            label={t('report.outline')}
            idPrefix={ids.outline}
          />
          <FormSelectField
            form={form}
            name="area"
            id={ids.area}
            label={t('report.area')}
            hint={t('report.areaHint')}
            placeholder={t('report.choose')}
            options={DAMAGE_AREAS.map((value) => ({ value, label: t(`areas.${value}`) }))}
            isRequired
          />
        </div>
        <FormSelectField
          form={form}
          name="kind"
          id={ids.kind}
          label={t('report.kind')}
          placeholder={t('report.choose')}
          options={DAMAGE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
          isRequired
        />
        <FormField
          form={form}
          name="description"
          id={ids.description}
          label={t('report.description')}
          hint={t('report.descriptionHint')}
          rows={3}
          dir="auto"
          maxLength={1000}
          isRequired
        />
        <fieldset className="damage-report__photos">
          <legend>{t('report.photos')}</legend>
          <p className="ui-hint">{t('report.photosHint', { max: MAX_DAMAGE_PHOTOS })}</p>
          {slots.map((slot, index) => (
            <div key={slot?.key ?? 'next'} className="damage-report__photo">
              <PhotoField
                id={ids.photo(index + 1)}
                label={t('report.photo', { n: index + 1 })}
                value={slot?.photo ?? null}
                preparingText={t('report.preparing')}
                error={index === 0 ? (photosError ?? undefined) : undefined}
                onChange={(photo) => {
                  setPhotosError(null);
                  if (!photo) return;
                  setPhotos((current) =>
                    slot
                      ? current.map((s) => (s.key === slot.key ? { key: s.key, photo } : s))
                      : [...current, { key: nextKey.current++, photo }],
                  );
                }}
              />
              {slot ? (
                <Button
                  variant="link"
                  onPress={() => setPhotos((current) => current.filter((s) => s.key !== slot.key))}
                >
                  {t('report.removePhoto', { n: index + 1 })}
                </Button>
              ) : null}
            </div>
          ))}
        </fieldset>
        {done ? <Notice>{done}</Notice> : null}
        <div className="ui-actions">
          {/* Not react-aria's isPending: its progress element stays behind without a name when the form
              closes after the report (axe role-img-alt on the next step). */}
          <Button type="submit" isDisabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t('report.sending') : submitLabel}
          </Button>
          {actions}
        </div>
      </form>
    </section>
  );
}
