// The ride home (issue 18 §3, the ride-home container beside the booking form): signed in, the upcoming
// and recent rides with their status, route, time and total, each to open (live while on, its receipt
// once finished) or to book again (fills the booking form on this page); signed out, a short intro and
// the sign-in. Follows sign-ins elsewhere on the page and rides booked or cancelled in the booking form.
import { useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { useEffect, useState } from 'react';
import { onRideChange } from '../../shared/ride-events.ts';
import { RideList } from '../../shared/ride-list.tsx';
import { useRide } from '../../shared/services.tsx';
import { useSession } from '../../shared/session.tsx';
import { InlineSignIn } from '../../shared/sign-in.tsx';
import { ErrorState, Loading, Show } from '../../shared/status.tsx';

/** How many recent rides the home shows (the history page has them all). */
const recentCount = 3;

export function HomeView() {
  const { t } = useTranslation('ride');
  const session = useSession();
  return (
    <section aria-labelledby="ride-home-title" className="ride__view ride__home">
      <h2 id="ride-home-title" className="ride__title">
        {t('home.title')}
      </h2>
      {session.state.status === 'loading' ? <Loading /> : null}
      {session.state.status === 'unknown' ? (
        <ErrorState error={session.state.error} onRetry={session.reload} />
      ) : null}
      {session.state.status === 'signed-out' ? (
        <>
          <p>{t('home.intro')}</p>
          <InlineSignIn intro={t('home.signInIntro')} />
        </>
      ) : null}
      {session.state.status === 'signed-in' ? <Rides /> : null}
    </section>
  );
}

function Rides() {
  const { t } = useTranslation('ride');
  const { ride, context } = useRide();
  const [version, setVersion] = useState(0);
  useEffect(() => onRideChange(() => setVersion((n) => n + 1)), []);
  const upcoming = useRequest(`upcoming:${version}`, (signal) => ride.rides('upcoming', signal));
  const past = useRequest(`past:${version}`, (signal) => ride.rides('past', signal));
  return (
    <>
      <h3 className="ride__subtitle">{t('home.upcoming')}</h3>
      <Show resource={upcoming}>
        {(rides) =>
          rides.length === 0 ? (
            <p className="ride__muted">{t('home.noUpcoming')}</p>
          ) : (
            <RideList rides={rides} bookingPage="" label={t('home.upcoming')} />
          )
        }
      </Show>
      <h3 className="ride__subtitle">{t('home.recent')}</h3>
      <Show resource={past}>
        {(rides) =>
          rides.length === 0 ? (
            <p className="ride__muted">{t('home.noRecent')}</p>
          ) : (
            <RideList rides={rides.slice(0, recentCount)} bookingPage="" label={t('home.recent')} />
          )
        }
      </Show>
      {context.market.links.rideHistory ? (
        <p>
          <a href={context.market.links.rideHistory} className="ride__link">
            {t('home.allRides')}
          </a>
        </p>
      ) : null}
    </>
  );
}
