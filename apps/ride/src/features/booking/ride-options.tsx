// The quote's three classes (economy, business, van) as one radio group: each with its fixed price in
// the market's currency, seats and bags; a discount shows the price before and the total after it (only
// "after you sign in" while the promo code needs a sign-in); a class that cannot take the party is
// disabled and says why.
import { useTranslation } from '@rental/i18n';
import { minus } from '../../shared/format.ts';
import type { PromoStatus, Quote, VehicleClass } from '../../shared/ride-types.ts';
import { useRide } from '../../shared/services.tsx';

interface Props {
  quote: Quote;
  chosen: VehicleClass | null;
  onChoose: (vehicleClass: VehicleClass) => void;
  error?: string | undefined;
  /** What was asked for: a class with fewer seats or bags says so in the page's language. */
  party: { passengers: number; luggage: number };
}

export function RideOptions({ quote, chosen, onChoose, error, party }: Props) {
  const { t } = useTranslation('ride');
  const { fmt } = useRide();
  const promo: PromoStatus | undefined = quote.promo?.status;
  return (
    <fieldset className="ride__options" aria-describedby={error ? 'ride-class-error' : 'ride-quote-facts'}>
      <legend className="ride__subtitle">{t('booking.chooseClass')}</legend>
      <p id="ride-quote-facts" className="ride__muted">
        {t('booking.quoteFacts', { distance: fmt.distance(quote.distanceKm), count: quote.durationMinutes })}
      </p>
      {error ? (
        <p id="ride-class-error" className="ui-field-error">
          {error}
        </p>
      ) : null}
      <ul className="ride__option-list">
        {quote.options.map((o) => {
          const id = `ride-class-${o.vehicleClass}`;
          const discounted = o.discount !== null && o.discount.amountMinor !== 0;
          return (
            <li key={o.vehicleClass} className={`ride__option${o.available ? '' : ' ride__option--off'}`}>
              <input
                type="radio"
                name="ride-class"
                id={id}
                value={o.vehicleClass}
                checked={chosen === o.vehicleClass}
                disabled={!o.available}
                onChange={() => onChoose(o.vehicleClass)}
                aria-describedby={`${id}-facts`}
              />
              <label htmlFor={id} className="ride__option-label">
                <span className="ride__option-name">{t(`classes.${o.vehicleClass}.name`)}</span>
                <span className="ride__option-price">
                  {discounted && promo === 'applied' ? (
                    <>
                      <del>
                        <span className="ui-visually-hidden">{t('booking.priceBefore')} </span>
                        {fmt.money(o.price)}
                      </del>{' '}
                      <strong>{fmt.money(o.total)}</strong>
                    </>
                  ) : (
                    <strong>{fmt.money(o.price)}</strong>
                  )}
                </span>
              </label>
              <p id={`${id}-facts`} className="ride__option-facts">
                {t(`classes.${o.vehicleClass}.what`)} · {t('booking.seats', { count: o.seats })} ·{' '}
                {t('booking.bags', { count: o.bags })}
                {discounted && o.discount && promo === 'applied'
                  ? ` · ${t('booking.discount', { amount: minus(fmt, o.discount) })}`
                  : ''}
                {discounted && promo === 'sign-in-required'
                  ? ` · ${t('booking.afterSignIn', { total: fmt.money(o.total) })}`
                  : ''}
                {!o.available
                  ? ` · ${
                      o.seats < party.passengers
                        ? t('booking.tooFewSeats', { count: o.seats })
                        : o.bags < party.luggage
                          ? t('booking.tooFewBags', { count: o.bags })
                          : t('booking.unavailable', { reason: o.unavailableReason ?? '' })
                    }`
                  : ''}
              </p>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
