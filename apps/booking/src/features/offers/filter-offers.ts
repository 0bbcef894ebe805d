// Filtering and sorting of offers (spec §1 offer list): vehicle type (body style), transmission,
// minimum seats; sort by price or recommended (the API's order: best value first within each type).
import type { Offer } from '../../shared/api-types.ts';
import type { OfferFilters } from '../../shared/route.ts';

/** Recommended first: popular body styles, then price. */
const recommendedRank: Record<string, number> = {
  hatchback: 0,
  sedan: 1,
  station_wagon: 2,
  suv: 3,
  multiseater: 4,
  convertible: 5,
  van: 6,
  box_truck: 7,
};

export function filterOffers(offers: readonly Offer[], f: OfferFilters): Offer[] {
  const list = offers.filter(
    (o) =>
      (!f.body || o.group.bodyStyle === f.body) &&
      (!f.transmission || o.group.transmission === f.transmission) &&
      o.group.seats >= f.seats,
  );
  const price = (o: Offer) => o.price.total.amountMinor;
  if (f.sort === 'price')
    return list.sort((a, b) => price(a) - price(b) || a.group.code.localeCompare(b.group.code));
  return list.sort(
    (a, b) =>
      (recommendedRank[a.group.bodyStyle] ?? 9) - (recommendedRank[b.group.bodyStyle] ?? 9) ||
      price(a) - price(b) ||
      a.group.code.localeCompare(b.group.code),
  );
}
