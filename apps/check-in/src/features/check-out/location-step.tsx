// Step 4 of the return: the booked return branch, name and address, confirmed by the customer; the API
// refuses any other branch (return_branch_mismatch), so the app says where the car goes and how to call.
import { useTranslation } from '@rental/i18n';
import { Button } from '@rental/ui';
import { useAppServices } from '../../shared/app-services.tsx';
import type { StepProps } from './return-steps.tsx';
import { StepHeading } from './step-heading.tsx';

export function LocationStep({ draft, update, next, headingId, headingRef, title }: StepProps) {
  const { t } = useTranslation('check-out');
  const { context } = useAppServices();
  const branch = draft.checkOut.returnBranch;
  const refusal = draft.refusal?.step === 'location' ? draft.refusal : null;
  return (
    <div className="check-out__step">
      <StepHeading id={headingId} headingRef={headingRef}>
        {title}
      </StepHeading>
      <p>{t('location.intro')}</p>
      <address className="check-out__branch" id="location" tabIndex={-1}>
        <strong>{branch.name}</strong>
        <br />
        {branch.address}
      </address>
      {refusal ? <p className="ui-field-error">{refusal.message}</p> : null}
      {draft.locationConfirmed && !refusal ? <p>{t('location.confirmed')}</p> : null}
      <div className="ui-actions">
        <Button
          onPress={() => {
            update((d) => ({
              ...d,
              locationConfirmed: true,
              refusal: d.refusal?.step === 'location' ? null : d.refusal,
            }));
            next();
          }}
        >
          {t('location.confirm')}
        </Button>
      </div>
      <p>
        {t('location.elsewhere', { name: branch.name })}{' '}
        <a href={`tel:${context.market.support.phone}`} dir="ltr">
          {context.market.support.phoneDisplay}
        </a>
      </p>
    </div>
  );
}
