// The business hub (issue 20 item 3; spec §1 customer account, hidden where the market hides it, spec §6):
// the companies and travel agencies the customer books for. An application shows its state; an approved
// company's administrator manages it here (company-admin.tsx); a traveller or agent is told how to book
// on its profile.
import { useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Loading } from '@rental/ui';
import { useAppServices } from '../../shared/app-services.tsx';
import { BusinessStrings } from '../../shared/business-strings.tsx';
import { UnavailableNotice } from '../../shared/unavailable-notice.tsx';
import { ViewHeading } from '../../shared/view-heading.tsx';
import { CompanyAdmin } from './company-admin.tsx';
import { loadMemberships, type Membership } from './memberships.ts';

export function BusinessHub() {
  return (
    <BusinessStrings>
      <Hub />
    </BusinessStrings>
  );
}

function Hub() {
  const { t } = useTranslation('account');
  const { api, context } = useAppServices();
  const request = useRequest('business-hub', (signal) => loadMemberships(api, signal));
  let body: React.ReactNode;
  if (request.status === 'idle' || request.status === 'loading') body = <Loading label={t('loading')} />;
  else if (request.status === 'error') body = <UnavailableNotice onRetry={request.retry} />;
  else if (request.data.length === 0) body = <p>{t('business.none')}</p>;
  else body = request.data.map((m) => <MembershipPanel key={m.company.id} membership={m} />);
  const signUp = context.market.links.corporateSignUp;
  return (
    <section aria-labelledby="business-title" className="account__panel">
      <ViewHeading id="business-title">{t('business.hubTitle')}</ViewHeading>
      <p>{t('business.hubIntro')}</p>
      {body}
      {signUp ? (
        <p>
          <a href={signUp}>{t('business.signUpLink')}</a>
        </p>
      ) : null}
    </section>
  );
}

function MembershipPanel({ membership }: { membership: Membership }) {
  const { t } = useTranslation('account');
  const { company, role } = membership;
  const titleId = `business-company-${company.id}`;
  let body: React.ReactNode;
  if (company.status === 'received') body = <p>{t('business.pendingNote')}</p>;
  else if (company.status === 'rejected')
    body = company.decisionReason ? (
      <p>{t('business.rejectedReason', { reason: company.decisionReason })}</p>
    ) : null;
  else if (role === 'admin') body = <CompanyAdmin company={company} />;
  else if (role === 'agent')
    body = <p>{t('business.agentNote', { name: company.name, code: company.agencyCode ?? '' })}</p>;
  else body = <p>{t('business.travellerNote', { name: company.name })}</p>;
  return (
    <section aria-labelledby={titleId} className="account__group" data-company={company.id}>
      <h3 id={titleId}>
        <bdi>{company.name}</bdi>
      </h3>
      <p>
        {`${t(`business.kind.${company.kind}`)}, ${t(`business.status.${company.status}`)}. `}
        {t('business.roleLine', { role: t(`business.role.${role}`) })}
      </p>
      {body}
    </section>
  );
}
