// What the API answers to `GET /v1/apps/fleet/list?countryCode=XX` about its seeded fleet, computed
// without a database (issue 19, the fleet slider): the groups a freshly seeded market prices, in the
// API's order (vehicle type, then price; a market's prices are its seed prices times one factor, so the
// seed's EUR price orders them). The site build reads it when no running API is named (scripts/fleet.ts);
// rental.test.ts checks it against the API's own answers. Prices are left out: the pages show them
// live (the price teasers), a build-time price would go stale.
import { listMarkets } from '../../markets.ts';
import { toGroup } from '../../routes/rental.ts';
import { vehicleGroupSeeds } from './fleet.ts';

/** The seeded vehicle groups of one country (alpha-2), without prices, in the API's order. */
export function seededFleet(country: string): { countryCode: string; groups: ReturnType<typeof toGroup>[] } {
  const market = listMarkets().find((m) => m.country === country);
  if (!market) return { countryCode: country, groups: [] };
  const order = (type: string) => ['car', 'truck', 'van'].indexOf(type);
  const groups = vehicleGroupSeeds
    .filter((g) => g.vehicleType === 'car' || market.offersVans)
    .sort((a, b) => order(a.vehicleType) - order(b.vehicleType) || a.dayEur - b.dayEur)
    .map(({ dayEur: _price, ...g }) =>
      toGroup({
        ...g,
        payloadKg: g.payloadKg ?? null,
        loadingSpaceM3: g.loadingSpaceM3 ?? null,
        imagePath: `/cms/fleet/${g.code.toLowerCase()}.png`,
      }),
    );
  return { countryCode: market.country, groups };
}
