// The signed-in sections (issue 14 §6, §8, §9) as far as the API serves them today: it has the
// signed-in customer (GET /v2/users/me) and sign-out, but no list of a customer's bookings, no
// subscriptions, no saved profile data and no settings yet. Those parts say so plainly instead of
// showing anything made up; each gains its data when its endpoint exists.
import { useTranslation } from '@rental/i18n';
import { Button, Notice } from '@rental/ui';
import { useState } from 'react';
import { type User, useSession } from '../../shared/session.tsx';
import { ViewHeading } from '../../shared/view-heading.tsx';

export function BookingsSection({ manageHref }: { manageHref: string | null }) {
  const { t } = useTranslation('account');
  return (
    <section aria-labelledby="bookings-title" className="account__panel">
      <ViewHeading id="bookings-title">{t('bookings.title')}</ViewHeading>
      <Notice>{t('bookings.unavailable')}</Notice>
      {manageHref ? (
        <p>
          <a href={manageHref}>{t('bookings.toManage')}</a>
        </p>
      ) : null}
    </section>
  );
}

export function SubscriptionsSection() {
  const { t } = useTranslation('account');
  return (
    <section aria-labelledby="subscriptions-title" className="account__panel">
      <ViewHeading id="subscriptions-title">{t('subscriptions.title')}</ViewHeading>
      <p>{t('subscriptions.empty')}</p>
    </section>
  );
}

export function ProfilesSection({ user }: { user: User }) {
  const { t } = useTranslation('account');
  return (
    <section aria-labelledby="profiles-title" className="account__panel">
      <ViewHeading id="profiles-title">{t('profiles.title')}</ViewHeading>
      <h3>{t('profiles.private')}</h3>
      <dl className="account__facts">
        <dt>{t('profiles.name')}</dt>
        <dd>{`${user.firstName} ${user.lastName}`}</dd>
        <dt>{t('profiles.email')}</dt>
        <dd>{user.email}</dd>
      </dl>
      <Notice>{t('profiles.unavailable')}</Notice>
      <h3>{t('profiles.business')}</h3>
      <p>{t('profiles.businessLater')}</p>
    </section>
  );
}

export function SettingsSection({ user }: { user: User }) {
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
    <section aria-labelledby="settings-title" className="account__panel">
      <ViewHeading id="settings-title">{t('settings.title')}</ViewHeading>
      <p data-signed-in-as={user.email}>
        {t('signedInAs', { name: `${user.firstName} ${user.lastName}`, email: user.email })}
      </p>
      <p>{t('settings.signOutHint')}</p>
      {failed ? <Notice tone="error">{t('errors.unavailable')}</Notice> : null}
      <Button variant="secondary" onPress={signOut} isDisabled={busy}>
        {t('signOut')}
      </Button>
    </section>
  );
}
