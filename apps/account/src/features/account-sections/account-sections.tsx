// The signed-in sections not yet built on their endpoints (issue 14 §9): subscriptions (empty until the
// subscription issue) and profiles (the private profile's form is still to come: it says so plainly
// instead of showing anything made up).
import { useTranslation } from '@rental/i18n';
import { Notice } from '@rental/ui';
import type { User } from '../../shared/session.tsx';
import { ViewHeading } from '../../shared/view-heading.tsx';

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
