// The business sign-up page's form (issue 20 items 1 and 4; the b2bSignup page, spec §2): a signed-in
// customer applies for their company or travel agency, and sees the state of their applications (received,
// approved, rejected) here and in the business hub. Signed out, the page offers the account's sign-in and
// sign-up, which come back here.
import { type ApiClient, dataOf, type RequestCache, useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Loading, Notice } from '@rental/ui';
import { useId, useMemo, useState } from 'react';
import { templateKey } from '../../shared/address-fields.tsx';
import { useAppServices } from '../../shared/app-services.tsx';
import { BusinessStrings } from '../../shared/business-strings.tsx';
import { type User, useSession } from '../../shared/session.tsx';
import { UnavailableNotice } from '../../shared/unavailable-notice.tsx';
import { ApplicationStates } from './application-states.tsx';
import { loadMemberships } from './memberships.ts';
import { SignInInvitation, SignUpSection } from './sign-in-invitation.tsx';
import { AgencyForm, CompanyForm } from './sign-up-forms.tsx';

export function BusinessSignUp() {
  return (
    <BusinessStrings>
      <SignUpBody />
    </BusinessStrings>
  );
}

function SignUpBody() {
  const { t } = useTranslation('account');
  const session = useSession();
  const { state } = session;
  let body: React.ReactNode;
  if (state.status === 'loading') body = <Loading label={t('loading')} />;
  else if (state.status === 'unknown') body = <UnavailableNotice onRetry={session.reload} />;
  else if (state.status === 'signed-in') body = <SignedIn user={state.user} />;
  else body = <SignInInvitation />;
  return <SignUpSection>{body}</SignUpSection>;
}

async function loadAll(api: ApiClient, country: string, templates: RequestCache, signal: AbortSignal) {
  const [memberships, rules] = await Promise.all([
    loadMemberships(api, signal),
    dataOf(api.GET('/v1/config/addresstemplates', { params: { query: { countryCode: country } }, signal })),
  ]);
  templates.set(templateKey(country), rules);
  return { memberships, rules };
}

function SignedIn({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const { api, context } = useAppServices();
  const templates: RequestCache = useMemo(() => new Map(), []);
  const [round, setRound] = useState(0);
  const request = useRequest(`business-sign-up:${round}`, (signal) =>
    loadAll(api, context.market.country, templates, signal),
  );
  const [kind, setKind] = useState<'company' | 'agency'>('company');
  const [sent, setSent] = useState<string | null>(null);
  const name = useId();
  if (request.status === 'idle' || request.status === 'loading') return <Loading label={t('loading')} />;
  if (request.status === 'error') return <UnavailableNotice onRetry={request.retry} />;
  const { memberships, rules } = request.data;
  const applications = memberships.filter((m) => m.role === 'admin');
  const onSent = (company: string) => {
    setSent(company);
    setRound((r) => r + 1);
  };
  const props = { user, rules, templates, countries: rules.countries, onSent };
  return (
    <>
      <div role="status">{sent ? <Notice>{t('business.received', { name: sent })}</Notice> : null}</div>
      {applications.length > 0 ? <ApplicationStates memberships={applications} /> : null}
      <fieldset className="account__choices">
        <legend>{t('business.whoLegend')}</legend>
        {(['company', 'agency'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={kind === value}
              onChange={() => setKind(value)}
            />{' '}
            {t(`business.who.${value}`)}
          </label>
        ))}
      </fieldset>
      {kind === 'company' ? (
        <CompanyForm key={`c${round}`} {...props} />
      ) : (
        <AgencyForm key={`a${round}`} {...props} />
      )}
    </>
  );
}
