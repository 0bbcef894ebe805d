// The long-term rental offers of a market (issue 21): every car group priced there (the rental price table
// in the reference data, no query), priced per month by plus/pricing.ts in the market's unit of mileage.
import { sites } from '@rental/markets';
import type { PricedGroup, ReferenceSnapshot } from '../reference-data.ts';
import {
  excessUnitPriceMinor,
  fromMonthlyPriceMinor,
  MILEAGE_OPTIONS,
  type MileageUnit,
  PLUS_MONTHS,
} from './pricing.ts';

/** The market's measureOfLength (its market profile's formats), km where we do not know the country. */
export function mileageUnitOf(country: string): MileageUnit {
  for (const site of sites)
    for (const language of site.languages)
      if (language.profile.countryAlpha2 === country) return language.profile.formats.measureOfLength;
  return 'km';
}

/** An offer's id: the country and the group code, e.g. de-cdmr. */
export const offerIdOf = (country: string, groupCode: string) =>
  `${country.toLowerCase()}-${groupCode.toLowerCase()}`;

/** The car groups of `country` that can be rented long-term, cheapest first. */
function carGroups(snapshot: ReferenceSnapshot, country: string): readonly PricedGroup[] {
  return snapshot.pricedGroups(country, 'car');
}

/** The priced group of an offer id, if the offer exists. */
export function offerOf(snapshot: ReferenceSnapshot, offerId: string): PricedGroup | undefined {
  const country = offerId.slice(0, 2).toUpperCase();
  return carGroups(snapshot, country).find((g) => offerIdOf(country, g.group.code) === offerId);
}

export function offersOf(snapshot: ReferenceSnapshot, country: string) {
  const unit = mileageUnitOf(country);
  return carGroups(snapshot, country).map(({ group, price }) => ({
    id: offerIdOf(country, group.code),
    groupCode: group.code,
    model: group.model,
    image: group.imagePath,
    category: group.bodyStyle,
    months: [...PLUS_MONTHS],
    mileages: [...MILEAGE_OPTIONS[unit]],
    fromMonthlyPrice: { amountMinor: fromMonthlyPriceMinor(price, unit), currency: price.currency },
    excessUnitPrice: { amountMinor: excessUnitPriceMinor(price, unit), currency: price.currency },
    seats: group.seats,
    transmission: group.transmission,
    fuel: group.fuel,
  }));
}
