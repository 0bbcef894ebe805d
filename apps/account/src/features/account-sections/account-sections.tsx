// The signed-in section not yet built on its endpoints (issue 14 §9): subscriptions, empty until the
// subscription issue.
import { useTranslation } from '@rental/i18n';
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
