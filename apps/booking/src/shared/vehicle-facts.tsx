// A vehicle group as the offer list, the checkout and the confirmation show it: the example model
// "or similar" (spec §1) and its facts in the market's units (spec §9).
import { useTranslation } from '@rental/i18n';
import type { Offer } from './api-types.ts';
import { useBooking } from './booking-services.tsx';

/** The example model in the page language: the API says 'VW Golf or similar' (spec §1 "or similar"). */
export function useModelName(): (model: string) => string {
  const { t } = useTranslation('booking');
  return (model) => t('vehicle.orSimilar', { model: model.replace(/\s+or similar$/i, '') });
}

/** The facts of a vehicle group: seats, doors, transmission, fuel, luggage; payload and space for vans. */
export function VehicleFacts({ offer }: { offer: Pick<Offer, 'group' | 'includedKmPerDay'> }) {
  const { t } = useTranslation('booking');
  const { fmt } = useBooking();
  const g = offer.group;
  return (
    <ul className="bk-facts">
      <li>{t('vehicle.seats', { count: g.seats })}</li>
      <li>{t('vehicle.doors', { count: g.doors })}</li>
      <li>{t(`vehicle.transmission.${g.transmission}`, { defaultValue: g.transmission })}</li>
      <li>{t(`vehicle.fuel.${g.fuel}`, { defaultValue: g.fuel })}</li>
      {g.payloadKg !== null ? (
        <li>{t('vehicle.payload', { value: fmt.number(g.payloadKg, 0) })}</li>
      ) : (
        <li>{t('vehicle.bags', { count: g.bags })}</li>
      )}
      {g.loadingSpaceM3 !== null && (
        <li>{t('vehicle.loadingSpace', { value: fmt.number(g.loadingSpaceM3, 1) })}</li>
      )}
      <li>
        {offer.includedKmPerDay === null
          ? t('vehicle.unlimitedMileage')
          : t('vehicle.includedDistance', { distance: fmt.allowance(offer.includedKmPerDay) })}
      </li>
    </ul>
  );
}
