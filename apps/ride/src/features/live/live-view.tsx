// "Where is my ride" (issue 18 §2): the ride's status steps, each change announced politely; the driver
// and their car; the route drawing with the driver's dot; live through the event stream, saying so when
// the connection drops and current again when it is back. Cancel before pickup (confirmed in a dialog),
// the receipt and "Book again" once it is finished. Signed out, the inline sign-in in its place.
import { asApiError, useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Button, Notice } from '@rental/ui';
import { Dialog } from '@rental/ui/dialog';
import { useEffect, useState } from 'react';
import { instantText, minus, pickupText } from '../../shared/format.ts';
import { ReceiptView } from '../../shared/receipt.tsx';
import { announceRideChange } from '../../shared/ride-events.ts';
import { isOver, type Ride, type RideStatus } from '../../shared/ride-types.ts';
import { formatHash } from '../../shared/routes.ts';
import { useRide } from '../../shared/services.tsx';
import { useSession } from '../../shared/session.tsx';
import { InlineSignIn } from '../../shared/sign-in.tsx';
import { ErrorState, errorKey, Loading } from '../../shared/status.tsx';
import { ViewHeading } from '../../shared/view-heading.tsx';
import { RouteMap } from './route-map.tsx';
import { type Connection, useRideStream } from './use-ride-stream.ts';

/** The steps of a ride on its way, in order (scheduled comes before, cancelled ends it anywhere). */
const steps: readonly RideStatus[] = [
  'searching',
  'driver-assigned',
  'on-the-way',
  'arrived',
  'on-board',
  'finished',
];

interface Props {
  id: string;
  /** Where "Book again" leads: '' on the ride page, else the ride page's address. */
  bookingPage: string;
}

export function LiveView({ id, bookingPage }: Props) {
  const { t } = useTranslation('ride');
  const session = useSession();
  if (session.state.status === 'loading') return <Loading />;
  if (session.state.status === 'signed-out')
    return (
      <section aria-labelledby="ride-live-title" className="ride__view">
        <ViewHeading id="ride-live-title">{t('live.signedOutTitle')}</ViewHeading>
        <InlineSignIn intro={t('live.signInIntro')} />
      </section>
    );
  return <SignedInLiveView id={id} bookingPage={bookingPage} />;
}

function SignedInLiveView({ id, bookingPage }: Props) {
  const { t } = useTranslation('ride');
  const { ride: rideApi } = useRide();
  const session = useSession();
  const loaded = useRequest(`ride:${id}`, (signal) => rideApi.ride(id, signal));
  const [live, setLive] = useState<Ride | null>(null);
  const ride = live ?? (loaded.status === 'done' ? loaded.data : null);
  const streaming = ride !== null && !isOver(ride.status);
  const connection = useRideStream(streaming ? rideApi.eventsUrl(id) : null, setLive);
  const unauthorised = loaded.status === 'error' && loaded.error.status === 401;
  // The ride home beside the form lists this ride too: it reads the rides again at each new status.
  const liveStatus = live?.status;
  useEffect(() => {
    if (liveStatus) announceRideChange();
  }, [liveStatus]);
  useEffect(() => {
    if (unauthorised) session.reload();
  }, [unauthorised, session.reload]);

  if (!ride) {
    if (loaded.status === 'error')
      return (
        <section aria-labelledby="ride-live-title" className="ride__view">
          <ViewHeading id="ride-live-title">{t('live.missingTitle')}</ViewHeading>
          <ErrorState error={loaded.error} onRetry={loaded.retry} />
          <p>
            <a href={`${bookingPage}#/`} className="ride__link">
              {t('live.toBooking')}
            </a>
          </p>
        </section>
      );
    return <Loading />;
  }
  return (
    <RideDetails
      ride={ride}
      connection={streaming ? connection : 'closed'}
      onChange={setLive}
      bookingPage={bookingPage}
    />
  );
}

function RideDetails({
  ride,
  connection,
  onChange,
  bookingPage,
}: {
  ride: Ride;
  connection: Connection;
  onChange: (ride: Ride) => void;
  bookingPage: string;
}) {
  const { t } = useTranslation('ride');
  const { fmt } = useRide();
  const eta = ride.etaMinutes ?? 0;
  const announcement = t(`status.${ride.status}.announce`, { count: eta, driver: ride.driver?.name ?? '' });
  return (
    <section aria-labelledby="ride-live-title" className="ride__view ride__live" data-status={ride.status}>
      <ViewHeading id="ride-live-title">{t('live.title', { number: ride.number })}</ViewHeading>
      <p className="ride__status" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <p className="ride__connection" aria-live="polite">
        {connection === 'reconnecting' ? t('live.reconnecting') : ''}
      </p>
      <StatusSteps ride={ride} />
      <div className="ride__live-grid">
        <div>
          <RouteMap ride={ride} />
          <dl className="ride__facts">
            <dt>{t('live.from')}</dt>
            <dd>{ride.pickup.label}</dd>
            <dt>{t('live.to')}</dt>
            <dd>{ride.destination.label}</dd>
            <dt>{t('live.when')}</dt>
            <dd>
              {ride.pickupAt
                ? pickupText(fmt, ride.pickupAt)
                : t('live.now', { booked: instantText(fmt, ride.bookedAt) })}
            </dd>
            <dt>{t('live.class')}</dt>
            <dd>{t(`classes.${ride.vehicleClass}.name`)}</dd>
            {ride.discount ? (
              <>
                <dt>{t('live.discount', { code: ride.promoCode ?? '' })}</dt>
                <dd>{minus(fmt, ride.discount)}</dd>
              </>
            ) : null}
            <dt>{t('live.total')}</dt>
            <dd>{fmt.money(ride.total)}</dd>
          </dl>
        </div>
        {ride.driver ? (
          <section className="ride__panel ride__driver" aria-labelledby="ride-driver-title">
            <h3 id="ride-driver-title" className="ride__subtitle">
              {t('live.driver')}
            </h3>
            <p className="ride__driver-name">{ride.driver.name}</p>
            <p>{ride.driver.vehicle}</p>
            <p>
              <span className="ui-visually-hidden">{t('live.plate')} </span>
              <span className="ride__plate" dir="ltr">
                {ride.driver.plate}
              </span>
            </p>
            <p>{t('live.rating', { rating: fmt.number(ride.driver.rating, 1) })}</p>
          </section>
        ) : null}
      </div>
      {ride.status === 'cancelled' ? <Notice>{t('live.cancelled')}</Notice> : null}
      {ride.cancellable && !isOver(ride.status) ? <CancelRide ride={ride} onCancelled={onChange} /> : null}
      {ride.status === 'finished' ? <ReceiptView rideId={ride.id} /> : null}
      {isOver(ride.status) ? (
        <p>
          <a
            className="ui-button ui-button--primary ride__again"
            href={`${bookingPage}${formatHash({ view: 'start', rebook: { pickup: ride.pickup, destination: ride.destination } })}`}
          >
            {t('live.bookAgain')}
          </a>
        </p>
      ) : null}
    </section>
  );
}

function StatusSteps({ ride }: { ride: Ride }) {
  const { t } = useTranslation('ride');
  const { fmt } = useRide();
  if (ride.status === 'scheduled')
    return (
      <Notice>{t('live.scheduled', { time: ride.pickupAt ? pickupText(fmt, ride.pickupAt) : '' })}</Notice>
    );
  const reached = new Map(ride.timeline.map((s) => [s.status, s.at]));
  const current = steps.indexOf(ride.status);
  return (
    <ol className="ride__steps" aria-label={t('live.steps')}>
      {steps.map((step, i) => {
        const state =
          ride.status === 'cancelled'
            ? reached.has(step)
              ? 'done'
              : 'skipped'
            : i < current
              ? 'done'
              : i === current
                ? 'current'
                : 'next';
        const at = reached.get(step);
        return (
          <li
            key={step}
            className={`ride__step ride__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="ride__step-dot" aria-hidden="true" />
            <span>
              {t(`status.${step}.label`)}
              {step === 'on-the-way' && state === 'current' && ride.etaMinutes !== null
                ? ` · ${t('live.eta', { count: ride.etaMinutes })}`
                : ''}
            </span>
            {at && state !== 'next' ? <span className="ride__muted">{fmt.time(new Date(at))}</span> : null}
            <span className="ui-visually-hidden">{t(`live.stepState.${state}`)}</span>
          </li>
        );
      })}
    </ol>
  );
}

function CancelRide({ ride, onCancelled }: { ride: Ride; onCancelled: (ride: Ride) => void }) {
  const { t } = useTranslation('ride');
  const { ride: rideApi } = useRide();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = async () => {
    setPending(true);
    setFailure(null);
    try {
      onCancelled(await rideApi.cancel(ride.id));
      announceRideChange();
      setOpen(false);
    } catch (error) {
      const e = asApiError(error);
      // 409 not_cancellable: the customer is on board, or the ride is over.
      setFailure(e.status === 409 ? t('live.notCancellable') : t(errorKey(e)));
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="ride__actions">
      <Dialog
        isOpen={open}
        onOpenChange={setOpen}
        title={t('cancel.title')}
        closeLabel={t('cancel.close')}
        trigger={<Button variant="secondary">{t('cancel.open')}</Button>}
      >
        {(close) => (
          <div className="ride__dialog">
            <p>{t('cancel.text', { number: ride.number })}</p>
            {failure ? <Notice tone="error">{failure}</Notice> : null}
            <div className="ride__actions">
              <Button onPress={cancel} isPending={pending}>
                {t('cancel.confirm')}
              </Button>
              <Button variant="secondary" onPress={close}>
                {t('cancel.keep')}
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </div>
  );
}
