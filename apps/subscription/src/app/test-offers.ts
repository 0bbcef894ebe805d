// What the app's unit tests share: an offer of the subscription API as the stand-in fetch answers it.
import type { Offer } from '../shared/subscription-api.ts';

/** An amount in US dollars, in minor units. */
export const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });

/** A car offer at `price` (minor units a month) at branch 1, with `extra` fields replaced. */
export function offer(id: string, price: number, extra: Partial<Offer> = {}): Offer {
  return {
    id,
    make: 'VW',
    model: id.toUpperCase(),
    vehicleType: 'car',
    categoryCode: 'P',
    bodyStyle: 'other',
    transmission: 'manual',
    fuelType: 'C',
    seats: 5,
    payloadKg: null,
    loadingSpaceM3: null,
    monthlyPrice: usd(price),
    enrollmentFee: usd(9900),
    minimumPeriodMonths: 1,
    loyaltyRefund: { afterMonths: 6, amount: usd(9900) },
    availableFrom: '2026-12-01',
    availableTo: '2027-12-01',
    availability: 'within_days',
    minDriverAge: 18,
    licenceClass: 'B',
    includedKmPerMonth: 1500,
    imagePath: `/cms/subscription/${id}.png`,
    branch: { id: 1, name: 'Airport', city: 'Springfield' },
    ...extra,
  };
}
