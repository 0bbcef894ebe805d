// Step 3 of the return: a damage that was not there at pickup, reported with the shared form (area on the
// car outline, kind, description, photos); each report is kept on the phone with its photos and its own
// clientId, and sent by the outbox before the check-out. A report not sent yet can be removed.
import { useTranslation } from '@rental/i18n';
import { Button, Notice } from '@rental/ui';
import { useState } from 'react';
import { DamageReportForm } from '../../shared/damages/index.ts';
import type { StepProps } from './return-steps.tsx';
import { StepHeading } from './step-heading.tsx';

export function DamagesStep({ draft, update, next, headingId, headingRef, title }: StepProps) {
  const { t } = useTranslation('check-out');
  const [reporting, setReporting] = useState(false);
  const [added, setAdded] = useState(false);
  const refusal = draft.refusal?.step === 'damages' ? draft.refusal : null;
  return (
    <div className="check-out__step">
      <StepHeading id={headingId} headingRef={headingRef}>
        {title}
      </StepHeading>
      <p>{t('damages.intro')}</p>
      {refusal && refusal.field === null ? <Notice tone="error">{refusal.message}</Notice> : null}
      <section aria-labelledby="check-out-damages-list" className="check-out__step">
        <h4 id="check-out-damages-list" className="check-out__step-title">
          {t('damages.listTitle')}
        </h4>
        {draft.damages.length === 0 ? (
          <p>{t('damages.none')}</p>
        ) : (
          <ul className="check-out__damages">
            {draft.damages.map((damage) => {
              const sent = Boolean(draft.damageIds[damage.clientId]);
              const error = refusal?.field === `damage-${damage.clientId}` ? refusal.message : null;
              return (
                <li
                  key={damage.clientId}
                  id={`damage-${damage.clientId}`}
                  tabIndex={-1}
                  data-damage={damage.area}
                >
                  <p>
                    <strong>
                      {t(`damages:areas.${damage.area}`)} · {t(`damages:kinds.${damage.kind}`)}
                    </strong>
                  </p>
                  <p dir="auto">{damage.description}</p>
                  <p>{t('damages.photos', { count: damage.photos.length })}</p>
                  {error ? <p className="ui-field-error">{error}</p> : null}
                  {sent ? (
                    <p>{t('damages.sent')}</p>
                  ) : (
                    <div className="ui-actions">
                      <Button
                        variant="secondary"
                        onPress={() =>
                          update((d) => ({
                            ...d,
                            damages: d.damages.filter((x) => x.clientId !== damage.clientId),
                            refusal: d.refusal?.field === `damage-${damage.clientId}` ? null : d.refusal,
                          }))
                        }
                      >
                        {t('damages.remove')}
                      </Button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <div role="status">{added ? t('damages.added') : ''}</div>
      </section>
      {reporting ? (
        <DamageReportForm
          submitLabel={t('damages.add')}
          idPrefix="check-out-damage"
          headingLevel={4}
          actions={
            <Button variant="secondary" onPress={() => setReporting(false)}>
              {t('damages.cancel')}
            </Button>
          }
          onSubmit={(report) => {
            update((d) => ({
              ...d,
              damages: [
                ...d.damages,
                {
                  clientId: crypto.randomUUID(),
                  area: report.area,
                  kind: report.kind,
                  description: report.description,
                  photos: report.photos,
                },
              ],
            }));
            setReporting(false);
            setAdded(true);
          }}
        />
      ) : (
        <div className="ui-actions">
          <Button variant="secondary" onPress={() => setReporting(true)}>
            {t('damages.report')}
          </Button>
        </div>
      )}
      <div className="ui-actions">
        <Button
          onPress={() => {
            update((d) => ({ ...d, damagesChecked: true }));
            next();
          }}
        >
          {t('continue')}
        </Button>
      </div>
    </div>
  );
}
