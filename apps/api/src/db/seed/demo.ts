// Seeds the demo data of every market: branches, fleet and prices, protections and extras,
// subscription offers, campaigns, reviews and billboards. Deterministic, so tests can rely on it.
import { billboardOf } from '@rental/markets/billboards';
import { eq } from 'drizzle-orm';
import { addonTextsIn, catalogLanguageOf } from '../../catalog-texts.ts';
import { listMarkets, type Market } from '../../markets.ts';
import type { Db } from '../client.ts';
import {
  activeSubscriptions,
  billboards,
  branches,
  groupPrices,
  markets,
  meta,
  rentalAddons,
  reviews,
  subscriptionCampaigns,
  subscriptionOffers,
  vehicleGroups,
} from '../schema.ts';
import { addonSeeds, localPriceMinor, subscriptionModelSeeds, vehicleGroupSeeds } from './fleet.ts';
import { branchWords, citiesByCountry, citiesWithoutRailway, searchNormalize } from './places.ts';
import { demoTexts } from './texts.ts';

const KEY = 'seed:demo';

/** Weekdays in the order of opening-hours objects. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** Opening hours: per weekday the open intervals; an empty list means closed all day. */
export type OpeningHours = Record<Weekday, { open: string; close: string }[]>;

const every = (open: string, close: string) => [{ open, close }];
const airportHours: OpeningHours = Object.fromEntries(
  WEEKDAYS.map((d) => [d, every('06:00', '23:30')]),
) as OpeningHours;
const railwayHours: OpeningHours = {
  ...(Object.fromEntries(WEEKDAYS.map((d) => [d, every('07:00', '21:00')])) as OpeningHours),
  sun: every('09:00', '18:00'),
};
const downtownHours: OpeningHours = {
  ...(Object.fromEntries(
    WEEKDAYS.map((d) => [
      d,
      [
        { open: '08:00', close: '12:30' },
        { open: '13:30', close: '18:00' },
      ],
    ]),
  ) as OpeningHours),
  sat: every('09:00', '13:00'),
  sun: [],
};
/** Recurring public-holiday closures ('MM-DD'); airports stay open every day. */
const railwayClosed = ['12-25'];
const downtownClosed = ['01-01', '12-24', '12-25', '12-26', '12-31'];

/** Subscription markets (spec §6: the subscriptions tab is hidden in many other markets). */
export const SUBSCRIPTION_COUNTRIES = ['AT', 'BE', 'CH', 'DE', 'ES', 'FR', 'GB', 'IT', 'NL', 'US'];

/** A demo e-mail with a running subscription (campaign registration error cause, spec §8). */
export const DEMO_SUBSCRIBER_EMAIL = 'subscriber@example.com';

/** Small deterministic PRNG so the demo data is the same on every machine. */
function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function addDays(date: Date, days: number): string {
  return new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

function phoneOf(market: Market, n: number): string {
  return `${market.phonePrefix} ${20 + (n % 70)} ${String(1000 + n * 37).slice(-4)} ${String(5000 + n * 91).slice(-4)}`;
}

type BranchRow = typeof branches.$inferInsert;

/** The branches of one market: airport (where it has one), railway station (where trains run) and downtown in each city. */
export function branchesOf(market: Market, countryIndex: number): BranchRow[] {
  const rows: BranchRow[] = [];
  const cities = citiesByCountry[market.country] ?? [];
  cities.forEach(([city, lat, lng, iata, postcode], cityIndex) => {
    const kinds = (['airport', 'railway', 'downtown'] as const).filter(
      (k) => (k !== 'airport' || iata) && (k !== 'railway' || !citiesWithoutRailway.has(city)),
    );
    for (const kind of kinds) {
      const kindIndex = kind === 'airport' ? 0 : kind === 'railway' ? 1 : 2;
      const { name, street } = branchWords(market.locale, kindIndex, city);
      const id = 1000 + countryIndex * 100 + cityIndex * 10 + kindIndex;
      // Airports lie out of town, stations near the centre.
      const offset = kind === 'airport' ? 0.12 : kind === 'railway' ? 0.006 : 0;
      const vehicleTypes =
        kind === 'railway' || !market.offersVans
          ? ['car']
          : kind === 'airport'
            ? ['car', 'van']
            : ['car', 'van', 'truck'];
      rows.push({
        id,
        country: market.country,
        name,
        kind,
        street,
        postcode,
        city,
        lat: Number((lat + offset * 0.6).toFixed(5)),
        lng: Number((lng + offset).toFixed(5)),
        phone: phoneOf(market, id),
        iata: kind === 'airport' ? iata : null,
        openingHours: kind === 'airport' ? airportHours : kind === 'railway' ? railwayHours : downtownHours,
        closedDates: kind === 'airport' ? [] : kind === 'railway' ? railwayClosed : downtownClosed,
        vehicleTypes,
        // Four cities: Germany has 8 subscription branches, more than the offer filter's 6 (spec §9).
        subscription: SUBSCRIPTION_COUNTRIES.includes(market.country) && kind !== 'railway' && cityIndex < 4,
        searchText: searchNormalize(`${name} ${city} ${iata ?? ''} ${postcode}`),
      });
    }
  });
  return rows;
}

const reviewTexts: [number, string][] = [
  [5, 'Quick handover, the car was spotless and the staff explained everything.'],
  [4, 'Friendly team and a nearly new car. Pickup took a little longer than expected.'],
  [5, 'Subscription started on the agreed day, no hidden costs. Would recommend.'],
  [3, 'Good car, but the branch was busy on a Saturday morning.'],
  [5, 'Return was done in five minutes. Very smooth.'],
  [4, 'Clear contract and helpful advice on the electric car charging.'],
];
const reviewAuthors = [
  'Anna M.',
  'Lukas B.',
  'Sophie L.',
  'Marco R.',
  'Emma W.',
  'Daniel K.',
  'Julia S.',
  'Tom H.',
];

/** Seeds the demo data once (an existing seed is kept, so data created by users survives restarts). */
export async function seedDemo(db: Db, now: Date = new Date()): Promise<void> {
  const done = await db.select().from(meta).where(eq(meta.key, KEY));
  if (done.length > 0) return;
  const all = listMarkets();
  await db.transaction(async (tx) => {
    await tx.insert(markets).values(
      all.map((m) => ({
        country: m.country,
        siteId: m.siteId,
        locale: m.locale,
        currency: m.currency,
        phonePrefix: m.phonePrefix,
        tenantId: m.tenantId,
        offersVans: m.offersVans,
      })),
    );
    await tx.insert(vehicleGroups).values(
      vehicleGroupSeeds.map(({ dayEur: _price, ...g }) => ({
        ...g,
        payloadKg: g.payloadKg ?? null,
        loadingSpaceM3: g.loadingSpaceM3 ?? null,
        imagePath: `/cms/fleet/${g.code.toLowerCase()}.png`,
      })),
    );
    const branchRows = all.flatMap((m, i) => branchesOf(m, i));
    for (let i = 0; i < branchRows.length; i += 100)
      await tx.insert(branches).values(branchRows.slice(i, i + 100));

    const prices = all.flatMap((m, i) => {
      const factor = 0.9 + ((i * 7) % 5) * 0.05;
      return vehicleGroupSeeds
        .filter((g) => g.vehicleType === 'car' || m.offersVans)
        .map((g) => ({
          country: m.country,
          groupCode: g.code,
          dayPriceMinor: localPriceMinor(g.dayEur * factor, m.currency),
          currency: m.currency,
        }));
    });
    for (let i = 0; i < prices.length; i += 200)
      await tx.insert(groupPrices).values(prices.slice(i, i + 200));

    await tx.insert(rentalAddons).values(
      all.flatMap((m) =>
        addonSeeds.map((a) => ({
          country: m.country,
          code: a.code,
          kind: a.kind,
          // The market's language in the table; routes answer in the request's (catalog-texts.ts).
          ...addonTextsIn(catalogLanguageOf(m.locale))[a.code],
          dayPriceMinor: localPriceMinor(a.dayEur, m.currency),
          maxPriceMinor: a.maxEur === null ? null : localPriceMinor(a.maxEur, m.currency),
          deductibleMinor: a.deductibleEur === null ? null : localPriceMinor(a.deductibleEur, m.currency),
          currency: m.currency,
        })),
      ),
    );

    const subBranches = branchRows.filter((b) => b.subscription);
    const offers: (typeof subscriptionOffers.$inferInsert)[] = [];
    const reviewRows: (typeof reviews.$inferInsert)[] = [];
    const availabilityOffsets = [0, 2, 5, 10, 20, 26, 40, 55, 70, 85, 100, 130];
    for (const branch of subBranches) {
      const market = all.find((m) => m.country === branch.country)!;
      const rand = prng(branch.id);
      subscriptionModelSeeds.forEach((model, i) => {
        if (model.vehicleType !== 'car' && !(branch.vehicleTypes as string[]).includes(model.vehicleType))
          return;
        if (rand() < 0.2) return; // not every branch has every model
        const from = addDays(now, availabilityOffsets[(i + branch.id) % availabilityOffsets.length]!);
        offers.push({
          id: `${branch.id}-${model.make}-${model.model}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
          country: branch.country,
          branchId: branch.id,
          make: model.make,
          model: model.model,
          vehicleType: model.vehicleType,
          categoryCode: model.vehicleType === 'car' ? (model.monthEur >= 800 ? 'F' : 'P') : 'L',
          bodyStyle: model.bodyStyle,
          transmission: model.transmission,
          fuel: model.fuel,
          seats: model.seats,
          payloadKg: 'payloadKg' in model ? model.payloadKg : null,
          loadingSpaceM3: 'loadingSpaceM3' in model ? model.loadingSpaceM3 : null,
          monthlyPriceMinor: localPriceMinor(model.monthEur, market.currency),
          enrollmentFeeMinor: localPriceMinor(model.monthEur >= 800 ? 199 : 99, market.currency),
          currency: market.currency,
          availableFrom: from,
          availableTo: addDays(new Date(`${from}T00:00:00Z`), 365),
          minDriverAge: model.minAge,
          licenceClass: model.licence,
          includedKmPerMonth: model.vehicleType === 'car' ? 1500 : 2500,
          imagePath: `/cms/subscription/${model.make}-${model.model}.png`
            .toLowerCase()
            .replace(/[^a-z0-9/.]+/g, '-'),
        });
      });
      const count = 3 + (branch.id % 3);
      for (let r = 0; r < count; r++) {
        const [rating, text] = reviewTexts[(branch.id + r) % reviewTexts.length]!;
        reviewRows.push({
          country: branch.country,
          branchId: branch.id,
          author: reviewAuthors[(branch.id + r * 3) % reviewAuthors.length]!,
          rating,
          text,
          publishedAt: addDays(now, -7 * (r + 1) - (branch.id % 5)),
        });
      }
    }
    for (let i = 0; i < offers.length; i += 200)
      await tx.insert(subscriptionOffers).values(offers.slice(i, i + 200));
    if (reviewRows.length) await tx.insert(reviews).values(reviewRows);
    const firstOffer = offers[0];
    if (firstOffer)
      await tx
        .insert(activeSubscriptions)
        .values({ email: DEMO_SUBSCRIBER_EMAIL, offerId: firstOffer.id!, startedAt: addDays(now, -60) });

    const subMarkets = all.filter((m) => SUBSCRIPTION_COUNTRIES.includes(m.country));
    await tx.insert(subscriptionCampaigns).values(
      subMarkets.flatMap((m) => [
        {
          id: `${m.country.toLowerCase()}-no-enrollment-fee`,
          country: m.country,
          ...demoTexts(m.locale).campaignFee,
          gracePeriodDays: 30,
          validUntil: addDays(now, 120),
        },
        {
          id: `${m.country.toLowerCase()}-first-month-half-price`,
          country: m.country,
          ...demoTexts(m.locale).campaignHalf,
          gracePeriodDays: 14,
          validUntil: addDays(now, 60),
        },
      ]),
    );

    // The billboards' texts and images are @rental/markets/billboards, which the site draws too.
    await tx.insert(billboards).values(
      all.flatMap((m) =>
        [false, true].flatMap((trucks) => {
          const b = billboardOf(m, trucks);
          return b
            ? [
                {
                  country: m.country,
                  trucks,
                  title: b.title,
                  subtitle: b.subtitle,
                  ctaLabel: b.cta.label,
                  ctaUrl: b.cta.url,
                  desktopImage: b.images.desktop.src,
                  mobileImage: b.images.mobile.src,
                  validUntil: addDays(now, 90),
                },
              ]
            : [];
        }),
      ),
    );
    await tx.insert(meta).values({ key: KEY, value: now.toISOString() });
  });
}
