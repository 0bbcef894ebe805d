// The states of the customer's applications (received, approved, rejected with its reason), on the
// sign-up page and in the business hub.
import { useTranslation } from '@rental/i18n';
import type { Membership } from './memberships.ts';

export function ApplicationStates({ memberships }: { memberships: readonly Membership[] }) {
  const { t } = useTranslation('account');
  return (
    <section aria-labelledby="business-applications" className="account__group">
      <h3 id="business-applications">{t('business.applications')}</h3>
      <ul className="account__history">
        {memberships.map(({ company }) => (
          <li key={company.id}>
            <bdi>{company.name}</bdi>
            {`: ${t(`business.kind.${company.kind}`)}, ${t(`business.status.${company.status}`)}`}
            {company.status === 'rejected' && company.decisionReason ? (
              <> {t('business.rejectedReason', { reason: company.decisionReason })}</>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
