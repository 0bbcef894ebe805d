// The check-in view (issue 22): filled in by the check-in feature (contract22 §3).
import { useTranslation } from '@rental/i18n';
import type { HashRoute } from '@rental/remote-apps/react';
import type { Route } from '../../app/routes.ts';

export function CheckInView({ route }: HashRoute<Route>) {
  const { t } = useTranslation('check-in');
  return (
    <section aria-labelledby="check-in-title">
      <h2 id="check-in-title">{t('title')}</h2>
      {route.view === 'booking' ? <p>{route.number}</p> : null}
    </section>
  );
}
