// A list of the customer's rides (the home view's upcoming and recent rides, the history): status,
// route, when and total of each, a link to open it (live while on, its receipt once finished) and a
// rebook that fills the booking form with the same places.
import { useTranslation } from '@rental/i18n';
import { instantText, pickupText } from './format.ts';
import type { Ride } from './ride-types.ts';
import { formatHash } from './routes.ts';
import { useRide } from './services.tsx';

interface Props {
  rides: readonly Ride[];
  /** Where the booking form is: '' on the ride page itself, else the ride page's address. */
  bookingPage: string;
  /** The accessible name of the list. */
  label: string;
}

export function RideList({ rides, bookingPage, label }: Props) {
  const { t } = useTranslation('ride');
  const { fmt } = useRide();
  return (
    <ul className="ride__list" aria-label={label}>
      {rides.map((r) => (
        <li key={r.id} className="ride__card">
          <p className="ride__card-head">
            <span className={`ride__badge ride__badge--${r.status}`}>{t(`status.${r.status}.label`)}</span>
            <span className="ride__muted">
              {r.pickupAt ? pickupText(fmt, r.pickupAt) : instantText(fmt, r.bookedAt)}
            </span>
          </p>
          <p className="ride__route-text">
            <span>{r.pickup.label}</span>
            <span aria-hidden="true" className="ride__arrow">
              →
            </span>
            <span className="ui-visually-hidden">{t('list.to')}</span>
            <span>{r.destination.label}</span>
          </p>
          <p>
            {t(`classes.${r.vehicleClass}.name`)} · {fmt.money(r.total)}
          </p>
          <p className="ride__card-actions">
            <a href={formatHash({ view: 'ride', id: r.id })} className="ride__link">
              {r.status === 'finished'
                ? t('list.receipt', { number: r.number })
                : t('list.open', { number: r.number })}
            </a>
            <a
              href={`${bookingPage}${formatHash({ view: 'start', rebook: { pickup: r.pickup, destination: r.destination } })}`}
              className="ride__link"
            >
              {t('list.rebook', { number: r.number })}
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}
