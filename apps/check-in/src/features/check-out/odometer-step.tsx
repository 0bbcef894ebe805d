// Step 1 of the return: the odometer reading in the vehicle's unit and the fuel level in eighths of a
// tank (the charge in tens of percent for an electric car), each checked before the next step (a reading
// below the pickup's is refused here already) and by the API when sent (its message on the field).
import { useTranslation } from '@rental/i18n';
import { Button, ErrorSummary, type SummaryItem, TextField } from '@rental/ui';
import { useState } from 'react';
import { levelChoices, odometerProblems } from './draft.ts';
import { useLevelWords } from './level.ts';
import type { StepProps } from './return-steps.tsx';
import { StepHeading } from './step-heading.tsx';

export function OdometerStep({ draft, update, next, headingId, headingRef, title }: StepProps) {
  const { t } = useTranslation('check-out');
  const words = useLevelWords();
  const [tried, setTried] = useState(0);
  const { vehicle, levelAtPickup } = draft.checkOut;
  const electric = vehicle.fuel === 'electric';
  const unit = vehicle.unit;
  const problems = odometerProblems(draft, vehicle);
  const refusal = draft.refusal?.step === 'odometer' ? draft.refusal : null;
  const pickupReading = words.reading(vehicle.odometer, unit);
  const messages = {
    odometerRequired: t('odometer.required'),
    odometerWhole: t('odometer.whole', { unit }),
    odometerBelow: t('odometer.below', { reading: pickupReading }),
    levelRequired: electric ? t('odometer.chargeRequired') : t('odometer.fuelRequired'),
  };
  const odometerError =
    (tried > 0 && problems.odometer ? messages[problems.odometer] : undefined) ??
    (refusal?.field === 'odometer' ? refusal.message : undefined);
  const levelError =
    (tried > 0 && problems.level ? messages[problems.level] : undefined) ??
    (refusal?.field === 'level' ? refusal.message : undefined);
  const levelLegend = electric ? t('odometer.charge') : t('odometer.fuel');
  const items: SummaryItem[] = [];
  if (odometerError)
    items.push({ id: 'odometer', label: t('odometer.label', { unit }), message: odometerError });
  if (levelError) items.push({ id: 'level-0', label: levelLegend, message: levelError });
  const levelName = words.level;
  const choices = levelChoices(vehicle.fuel);
  const atPickup = choices.reduce((best, c) =>
    Math.abs(c.percent - levelAtPickup) < Math.abs(best.percent - levelAtPickup) ? c : best,
  );

  return (
    <form
      noValidate
      className="check-out__step"
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        setTried((n) => n + 1);
        if (Object.keys(problems).length === 0 && !refusal) next();
      }}
    >
      <StepHeading id={headingId} headingRef={headingRef}>
        {title}
      </StepHeading>
      <ErrorSummary title={t('summary', { count: items.length })} items={items} focusKey={tried} />
      <TextField
        id="odometer"
        label={t('odometer.label', { unit })}
        hint={t('odometer.hint', { reading: pickupReading })}
        value={draft.odometer}
        onChange={(value) =>
          update((d) => ({
            ...d,
            odometer: value,
            refusal: d.refusal?.field === 'odometer' ? null : d.refusal,
          }))
        }
        inputMode="numeric"
        autoComplete="off"
        error={odometerError}
        isRequired
      />
      <fieldset
        className="check-out__levels"
        aria-describedby={['level-hint', levelError ? 'level-error' : ''].filter(Boolean).join(' ')}
      >
        <legend>{levelLegend}</legend>
        <p id="level-hint" className="ui-hint">
          {t(electric ? 'odometer.chargeHint' : 'odometer.levelHint', { level: levelName(atPickup) })}
        </p>
        {levelError ? (
          <p id="level-error" className="ui-field-error">
            {levelError}
          </p>
        ) : null}
        {choices.map((choice, i) => (
          <label key={choice.percent}>
            <input
              type="radio"
              id={`level-${i}`}
              name="level"
              value={choice.percent}
              checked={draft.levelPercent === choice.percent}
              onChange={() =>
                update((d) => ({
                  ...d,
                  levelPercent: choice.percent,
                  refusal: d.refusal?.field === 'level' ? null : d.refusal,
                }))
              }
            />
            {levelName(choice)}
          </label>
        ))}
      </fieldset>
      <div className="ui-actions">
        <Button type="submit">{t('continue')}</Button>
      </div>
    </form>
  );
}
