// The ride history (issue 18 §4, the ride history page): every ride of the signed-in customer, newest
// first, each to open with its receipt or to book again on the ride page; signed out, the inline sign-in;
// none yet, a way to the ride page.
import { useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { RideList } from '../../shared/ride-list.tsx';
import { useRide } from '../../shared/services.tsx';
import { useSession } from '../../shared/session.tsx';
import { InlineSignIn } from '../../shared/sign-in.tsx';
import { ErrorState, Loading, Show } from '../../shared/status.tsx';
import { ViewHeading } from '../../shared/view-heading.tsx';

export function HistoryView() {
  const { t } = useTranslation('ride');
  const session = useSession();
  return (
    <section aria-labelledby="ride-history-title" className="ride__view ride__history">
      <ViewHeading id="ride-history-title">{t('history.title')}</ViewHeading>
      {session.state.status === 'loading' ? <Loading /> : null}
      {session.state.status === 'unknown' ? (
        <ErrorState error={session.state.error} onRetry={session.reload} />
      ) : null}
      {session.state.status === 'signed-out' ? <InlineSignIn intro={t('history.signInIntro')} /> : null}
      {session.state.status === 'signed-in' ? <AllRides /> : null}
    </section>
  );
}

function AllRides() {
  const { t } = useTranslation('ride');
  const { ride, context } = useRide();
  const rides = useRequest('all', (signal) => ride.rides('all', signal));
  const ridePage = context.market.links.ride ?? '/ride';
  return (
    <Show resource={rides}>
      {(all) =>
        all.length === 0 ? (
          <div className="ride__empty">
            <p>{t('history.empty')}</p>
            <p>
              <a href={ridePage} className="ui-button ui-button--primary">
                {t('history.bookFirst')}
              </a>
            </p>
          </div>
        ) : (
          <RideList
            rides={[...all].sort((a, b) => b.bookedAt.localeCompare(a.bookedAt))}
            bookingPage={ridePage}
            label={t('history.title')}
          />
        )
      }
    </Show>
  );
}
