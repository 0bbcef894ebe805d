// Account settings (issue 14 §8, `#/account`): who is signed in and sign-out, then the profile (name,
// phone), the e-mail address, the password, the marketing consent, the data download and the account's
// deletion, each a form of its own with its own answer, read from GET /v2/users/me/profile. An account
// made by social sign-in has no password: it sets one, changes its e-mail or deletes itself within 10
// minutes of signing in with its provider, or signs in again first (the outcome of that comes back in the
// address).
import { dataOf, useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Button, Loading, Notice } from '@rental/ui';
import { useState } from 'react';
import { useAppServices } from '../../shared/app-services.tsx';
import { Isolated } from '../../shared/isolated.tsx';
import { type User, useSession } from '../../shared/session.tsx';
import { type SocialOutcome, SocialOutcomeNotice } from '../../shared/social.tsx';
import { UnavailableNotice } from '../../shared/unavailable-notice.tsx';
import { ViewHeading } from '../../shared/view-heading.tsx';
import { type AccountAccess, accountAccessOf } from './account-access.ts';
import { DeleteAccount, ExportData } from './data-actions.tsx';
import { EmailForm } from './email-form.tsx';
import { MarketingForm } from './marketing-form.tsx';
import { PasswordForm } from './password-form.tsx';
import { ProfileForm } from './profile-form.tsx';

interface Props {
  user: User;
  /** The outcome of signing in again with a provider, which came back here. */
  social?: { outcome: SocialOutcome; provider: string } | undefined;
}

export function SettingsSection({ user, social }: Props) {
  const { t } = useTranslation('account');
  const { api } = useAppServices();
  const request = useRequest('profile', (signal) => dataOf(api.GET('/v2/users/me/profile', { signal })));
  let body: React.ReactNode;
  if (request.status === 'loading' || request.status === 'idle') body = <Loading label={t('loading')} />;
  else if (request.status === 'error') body = <UnavailableNotice onRetry={request.retry} />;
  else {
    body = <Settings profile={request.data.profile} />;
  }
  return (
    <section aria-labelledby="settings-title" className="account__panel">
      <ViewHeading id="settings-title">{t('settings.title')}</ViewHeading>
      {social ? <SocialOutcomeNotice {...social} /> : null}
      <SignOut user={user} />
      {body}
    </section>
  );
}

function Settings({ profile }: { profile: Parameters<typeof accountAccessOf>[0] }) {
  // Setting a first password changes how the other forms confirm: with it from then on.
  const [access, setAccess] = useState<AccountAccess>(() => accountAccessOf(profile));
  return (
    <>
      <ProfileForm profile={profile} />
      <EmailForm email={profile.email} pendingEmail={profile.pendingEmail} access={access} />
      <PasswordForm access={access} onPasswordSet={() => setAccess((a) => ({ ...a, hasPassword: true }))} />
      <MarketingForm profile={profile} />
      <ExportData />
      <DeleteAccount access={access} />
    </>
  );
}

function SignOut({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const session = useSession();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await session.signOut();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <div className="account__group">
      <p data-signed-in-as={user.email}>
        <Isolated
          values={{ name: `${user.firstName} ${user.lastName}`, email: user.email }}
          sentence={(marks) => t('signedInAs', marks)}
        />
      </p>
      <p>{t('settings.signOutHint')}</p>
      {failed ? <Notice tone="error">{t('errors.unavailable')}</Notice> : null}
      <div className="account__actions">
        <Button variant="secondary" onPress={signOut} isDisabled={busy}>
          {t('signOut')}
        </Button>
      </div>
    </div>
  );
}
