// Step 5 of the return: every answer with a link to change it, and "Return the car", which queues the
// return in the outbox. What happened is said in a live region: sending, saved on this phone (no
// connection: sent when back online), or why the API refused it (then the view shows the step it is about).
import { useTranslation } from '@rental/i18n';
import { Button, Loading, Notice } from '@rental/ui';
import { useEffect, useRef } from 'react';
import { levelChoices, odometerValue, type Step, sides } from './draft.ts';
import { useLevelWords } from './level.ts';
import type { StepProps } from './return-steps.tsx';
import { StepHeading } from './step-heading.tsx';
import type { DraftState } from './use-draft.ts';

interface Props extends StepProps {
  state: DraftState;
  href: (step: Step) => string;
}

export function SummaryStep({ draft, headingId, headingRef, title, state, href }: Props) {
  const { t } = useTranslation('check-out');
  const words = useLevelWords();
  const { vehicle, returnBranch } = draft.checkOut;
  const electric = vehicle.fuel === 'electric';
  const level = levelChoices(vehicle.fuel).find((c) => c.percent === draft.levelPercent);
  const levelText = level === undefined ? '' : words.level(level);
  const done = sides.filter((s) => draft.photos[s]).length;
  const refusal = draft.refusal?.step === 'summary' ? draft.refusal : null;
  const status = useRef<HTMLDivElement>(null);
  // After a send that ended here (saved on the phone, refused), the focus goes to what it says.
  useEffect(() => {
    if (state.sendCount > 0 && (state.sendState === 'offline' || state.sendState === 'refused'))
      status.current?.focus();
  }, [state.sendCount, state.sendState]);
  const facts: Array<{ step: Step; label: string; value: React.ReactNode }> = [
    {
      step: 'odometer',
      label: t('summary.odometer'),
      value: `${words.reading(odometerValue(draft.odometer), vehicle.unit)} · ${electric ? t('odometer.charge') : t('odometer.fuel')}: ${levelText}`,
    },
    { step: 'photos', label: t('summary.photos'), value: t('summary.photosValue', { done }) },
    {
      step: 'damages',
      label: t('summary.damages'),
      value:
        draft.damages.length === 0
          ? t('damages.none')
          : draft.damages
              .map((d) => `${t(`damages:areas.${d.area}`)} · ${t(`damages:kinds.${d.kind}`)}`)
              .join(', '),
    },
    {
      step: 'location',
      label: t('summary.location'),
      value: `${returnBranch.name}, ${returnBranch.address}`,
    },
  ];
  const sending = state.sendState === 'sending';
  const waiting = draft.queuedAt !== null && !sending;
  return (
    <div className="check-out__step">
      <StepHeading id={headingId} headingRef={headingRef}>
        {title}
      </StepHeading>
      <p>{t('summary.intro')}</p>
      <dl className="check-out__facts">
        {facts.map((fact) => (
          <div key={fact.step}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
            <dd>
              <a href={href(fact.step)} aria-label={t('summary.changeWhat', { what: fact.label })}>
                {t('summary.change')}
              </a>
            </dd>
          </div>
        ))}
      </dl>
      <div ref={status} tabIndex={-1} role="status" aria-live="polite">
        {sending ? (
          <Loading label={t('summary.sending')} />
        ) : waiting ? (
          <Notice>{t('summary.savedOffline')}</Notice>
        ) : null}
      </div>
      {refusal ? (
        <div role="alert">
          <Notice tone="error">
            <p>{t('summary.refused')}</p>
            <p>{refusal.message}</p>
          </Notice>
        </div>
      ) : null}
      <div className="ui-actions">
        <Button onPress={state.send} isDisabled={sending}>
          {t('summary.send')}
        </Button>
      </div>
    </div>
  );
}
