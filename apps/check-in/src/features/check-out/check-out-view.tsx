// The check-out (return) view (issue 22): filled in by the check-out feature (contract22 §4).
import { useTranslation } from '@rental/i18n';
import type { HashRoute } from '@rental/remote-apps/react';
import type { Route } from '../../app/routes.ts';

export function CheckOutView({ route }: HashRoute<Route>) {
  const { t } = useTranslation('check-out');
  return (
    <section aria-labelledby="check-out-title">
      <h2 id="check-out-title">{t('title')}</h2>
      {route.view === 'booking' ? <p>{route.number}</p> : null}
    </section>
  );
}
