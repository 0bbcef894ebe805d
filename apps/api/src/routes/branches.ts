// Branches and places (spec §7): stations near a point or in a country, geosuggest over branch names and
// cities, geoip, locations (cities) and address templates.

import { isClosedOn as closedOn, isOpenAt as openAt } from '@rental/markets/rules';
import { and, asc, eq, ilike, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { GEOIP_HEADERS, geoipCountry, visitorHost } from '../context.ts';
import type { Db } from '../db/client.ts';
import { branches } from '../db/schema.ts';
import type { OpeningHours } from '../db/seed/demo.ts';
import { searchNormalize } from '../db/seed/places.ts';
import type { App, Deps } from '../deps.ts';
import { ApiError, errorResponses } from '../errors.ts';
import { countryCodeSchema, intIdSchema, resolveMarket } from '../http.ts';
import { english } from '../i18n/translate.ts';
import { DEFAULT_COUNTRY, getMarket, listMarkets, marketOfSite, siteIdOfHost } from '../markets.ts';

/** spec §8: the no-branch message. */
export const NO_BRANCH = 'No results';

const interval = z.object({ open: z.string(), close: z.string() });

/** A rental branch. */
export const branchSchema = z
  .object({
    /** Branch id. */
    id: z.number().int(),
    /** Display name, e.g. 'Flughafen München'. */
    name: z.string(),
    /** airport, railway (station) or downtown. */
    kind: z.enum(['airport', 'railway', 'downtown']),
    /** Postal address. */
    address: z.object({
      street: z.string(),
      postcode: z.string(),
      city: z.string(),
      countryCode: z.string(),
    }),
    /** WGS84 coordinates. */
    coordinates: z.object({ lat: z.number(), lng: z.number() }),
    /** Phone number with the country prefix. */
    phone: z.string(),
    /** Airport code of an airport branch. */
    iata: z.string().nullable(),
    /** Opening hours per weekday (mon..sun); an empty list means closed that day. */
    openingHours: z.record(z.string(), z.array(interval)),
    /** Recurring closed days as 'MM-DD' (public holidays). */
    closedDates: z.array(z.string()),
    /** Vehicle types rented here: car, van, truck. */
    vehicleTypes: z.array(z.string()),
    /** Whether subscriptions are picked up here. */
    subscription: z.boolean(),
    /** Distance from the requested point, when one was given. */
    distanceKm: z.number().optional(),
  })
  .meta({ id: 'Branch' });

export type BranchOut = z.infer<typeof branchSchema>;
type BranchRow = typeof branches.$inferSelect;

/** A branch row as the API shows it. */
export function toBranch(row: BranchRow, distanceKm?: number): BranchOut {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as BranchOut['kind'],
    address: { street: row.street, postcode: row.postcode, city: row.city, countryCode: row.country },
    coordinates: { lat: row.lat, lng: row.lng },
    phone: row.phone,
    iata: row.iata,
    openingHours: row.openingHours as OpeningHours,
    closedDates: row.closedDates as string[],
    vehicleTypes: row.vehicleTypes as string[],
    subscription: row.subscription,
    ...(distanceKm === undefined ? {} : { distanceKm: Math.round(distanceKm * 10) / 10 }),
  };
}

/** `/v1/locations`: the cities of a market's branches (rows in id order), each with its centre and branches. */
export function locationsOf(rows: readonly BranchRow[]) {
  const byCity = new Map<string, BranchRow[]>();
  for (const r of rows) byCity.set(r.city, [...(byCity.get(r.city) ?? []), r]);
  return [...byCity.entries()].map(([city, list]) => ({
    city,
    coordinates: {
      lat: Number((list.reduce((s, r) => s + r.lat, 0) / list.length).toFixed(5)),
      lng: Number((list.reduce((s, r) => s + r.lng, 0) / list.length).toFixed(5)),
    },
    branches: list.map((r) => ({ id: r.id, name: r.name, kind: r.kind })),
  }));
}

/** Great-circle distance in km. */
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Loads one branch or fails with spec §8's 'No results'. */
export async function getBranch(db: Db, id: number): Promise<BranchRow> {
  const [row] = await db.select().from(branches).where(eq(branches.id, id));
  return knownBranch(row, id);
}

/** The branch found for `id`, or spec §8's 'No results' when there is none. */
export function knownBranch<T>(row: T | undefined, id: number): T {
  if (!row) throw new ApiError(404, 'branch_not_found', NO_BRANCH, { details: { branchId: id } });
  return row;
}

const vehicleTypeSchema = z.enum(['car', 'van', 'truck'], { error: 'vehicleType must be car, van or truck' });

/** Address layout of a country: lines of fields, and the postcode rule. */
export type AddressTemplate = {
  lines: string[][];
  postcodePattern: string | null;
  postcodeExample: string | null;
  regionRequired: boolean;
};

const euTemplate = (pattern: string | null, example: string | null): AddressTemplate => ({
  lines: [['street'], ['postcode', 'city'], ['country']],
  postcodePattern: pattern,
  postcodeExample: example,
  regionRequired: false,
});

/** The markets' countries, sorted: the countries an address template can be asked for. */
const MARKET_COUNTRIES = [...new Set(listMarkets().map((m) => m.country))].sort();

/** Address templates per country; others use the continental layout without a postcode rule. */
const addressTemplates: Record<string, AddressTemplate> = {
  DE: euTemplate('^\\d{5}$', '80335'),
  AT: euTemplate('^\\d{4}$', '1010'),
  CH: euTemplate('^\\d{4}$', '8001'),
  FR: euTemplate('^\\d{5}$', '75001'),
  ES: euTemplate('^\\d{5}$', '28013'),
  IT: euTemplate('^\\d{5}$', '00184'),
  NL: euTemplate('^\\d{4} ?[A-Z]{2}$', '1012 AB'),
  BE: euTemplate('^\\d{4}$', '1000'),
  PT: euTemplate('^\\d{4}-\\d{3}$', '1100-148'),
  PL: euTemplate('^\\d{2}-\\d{3}$', '00-001'),
  SE: euTemplate('^\\d{3} ?\\d{2}$', '111 20'),
  DK: euTemplate('^\\d{4}$', '1050'),
  NO: euTemplate('^\\d{4}$', '0150'),
  FI: euTemplate('^\\d{5}$', '00100'),
  GB: {
    lines: [['street'], ['city'], ['postcode'], ['country']],
    postcodePattern: '^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$',
    postcodeExample: 'EC1A 1BB',
    regionRequired: false,
  },
  IE: {
    lines: [['street'], ['city'], ['postcode'], ['country']],
    postcodePattern: '^[A-Z]\\d[\\dW] ?[A-Z\\d]{4}$',
    postcodeExample: 'D01 F5P2',
    regionRequired: false,
  },
  US: {
    lines: [['street'], ['city', 'region', 'postcode'], ['country']],
    postcodePattern: '^\\d{5}(-\\d{4})?$',
    postcodeExample: '10001',
    regionRequired: true,
  },
  CA: {
    lines: [['street'], ['city', 'region', 'postcode'], ['country']],
    postcodePattern: '^[A-Z]\\d[A-Z] ?\\d[A-Z]\\d$',
    postcodeExample: 'M5H 2N2',
    regionRequired: true,
  },
  AU: {
    lines: [['street'], ['city', 'region', 'postcode'], ['country']],
    postcodePattern: '^\\d{4}$',
    postcodeExample: '2000',
    regionRequired: true,
  },
  NZ: {
    lines: [['street'], ['city', 'postcode'], ['country']],
    postcodePattern: '^\\d{4}$',
    postcodeExample: '1010',
    regionRequired: false,
  },
};

/** Registers the branch and place endpoints. */
export function registerBranchRoutes(app: App, deps: Deps): void {
  const { db } = deps;

  app.get(
    '/v1/branch/next/stations',
    {
      schema: {
        tags: ['branches'],
        summary: 'Branches of a country, or the nearest ones to a point',
        querystring: z
          .object({
            countryCode: countryCodeSchema,
            /** Latitude of the point to sort by distance. */
            lat: z.coerce.number().min(-90).max(90).optional(),
            /** Longitude of the point. */
            lng: z.coerce.number().min(-180).max(180).optional(),
            /** Only branches within this radius (km), with a point. */
            radiusKm: z.coerce.number().positive().max(20000).optional(),
            /** Only this kind. */
            kind: z.enum(['airport', 'railway', 'downtown']).optional(),
            /** Only branches renting this vehicle type. */
            vehicleType: vehicleTypeSchema.optional(),
            /** Maximum number of branches (default 50). */
            limit: z.coerce.number().int().min(1).max(200).default(50),
          })
          .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
            error: 'Give both lat and lng, or neither.',
            path: ['lng'],
          }),
        response: { 200: z.object({ stations: z.array(branchSchema) }), ...errorResponses },
      },
    },
    async (req) => {
      const q = req.query;
      const point = q.lat !== undefined && q.lng !== undefined ? { lat: q.lat, lng: q.lng } : undefined;
      const filters: SQL[] = [];
      if (!point || q.countryCode)
        filters.push(eq(branches.country, resolveMarket(req, q.countryCode).country));
      if (q.kind) filters.push(eq(branches.kind, q.kind));
      const rows = await db
        .select()
        .from(branches)
        .where(filters.length ? and(...filters) : undefined)
        .orderBy(asc(branches.id));
      let list = rows
        .filter((r) => !q.vehicleType || (r.vehicleTypes as string[]).includes(q.vehicleType))
        .map((r) => ({ row: r, d: point ? haversineKm(point, r) : undefined }));
      if (point) {
        list = list.filter((e) => q.radiusKm === undefined || (e.d ?? 0) <= q.radiusKm);
        list.sort((a, b) => (a.d ?? 0) - (b.d ?? 0));
      }
      return { stations: list.slice(0, q.limit).map((e) => toBranch(e.row, e.d)) };
    },
  );

  app.get(
    '/v1/branch/next/stations/:branchId',
    {
      schema: {
        tags: ['branches'],
        summary: 'One branch',
        params: z.object({ branchId: intIdSchema }),
        response: { 200: z.object({ station: branchSchema }), 404: errorResponses[400], ...errorResponses },
      },
    },
    async (req) => ({ station: toBranch(await getBranch(db, req.params.branchId)) }),
  );

  app.get(
    '/v1/branch/next/stations/geosuggest',
    {
      schema: {
        tags: ['branches'],
        summary:
          'Suggestions for a typed place: branches by name, city, airport code or postcode, and cities',
        querystring: z.object({
          countryCode: countryCodeSchema,
          /** What the visitor typed, 2 to 100 characters. */
          query: z
            .string()
            .trim()
            .min(2, { error: english('minLength', { min: 2 }) })
            .max(100, { error: english('maxLength', { max: 100 }) }),
          /** Search every country instead of the resolved one. */
          global: z
            .enum(['true', 'false'])
            .optional()
            .transform((v) => v === 'true'),
          /** Maximum suggestions (default 10). */
          limit: z.coerce.number().int().min(1).max(50).default(10),
        }),
        response: {
          200: z.object({
            /** Suggestions, best first. */
            suggestions: z.array(
              z.object({
                /** 'city' groups the branches of a city; 'branch' is one branch. */
                type: z.enum(['city', 'branch']),
                /** Text to show. */
                label: z.string(),
                /** City. */
                city: z.string(),
                /** Country code. */
                countryCode: z.string(),
                /** Branch id (branch suggestions). */
                branchId: z.number().int().optional(),
                /** Branch kind (branch suggestions). */
                kind: z.string().optional(),
                /** Number of branches (city suggestions). */
                branchCount: z.number().int().optional(),
                /** Where to centre a map. */
                coordinates: z.object({ lat: z.number(), lng: z.number() }),
              }),
            ),
            /** spec §8 'No results' when nothing matched. */
            message: z.string().optional(),
          }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const q = req.query;
      const needle = searchNormalize(q.query);
      const words = needle.split(/\s+/).filter(Boolean).slice(0, 5);
      const escapeLike = (w: string) => w.replace(/[\\%_]/g, (c) => `\\${c}`);
      const filters: SQL[] = words.map((w) => ilike(branches.searchText, `%${escapeLike(w)}%`));
      if (!q.global) filters.push(eq(branches.country, resolveMarket(req, q.countryCode).country));
      const rows = await db
        .select()
        .from(branches)
        .where(and(...filters))
        .limit(200);
      const score = (r: BranchRow) => {
        const name = searchNormalize(r.name);
        const city = searchNormalize(r.city);
        return (
          (r.iata && r.iata.toLowerCase() === needle ? 100 : 0) +
          (city.startsWith(needle) ? 30 : 0) +
          (name.startsWith(needle) ? 20 : 0) +
          (r.kind === 'airport' ? 3 : r.kind === 'railway' ? 2 : 1)
        );
      };
      rows.sort((a, b) => score(b) - score(a) || a.id - b.id);
      const cities = new Map<string, BranchRow[]>();
      for (const r of rows) {
        if (!searchNormalize(r.city).includes(words[0] ?? '')) continue;
        const key = `${r.country}|${r.city}`;
        cities.set(key, [...(cities.get(key) ?? []), r]);
      }
      const suggestions = [
        ...[...cities.values()]
          .filter((list) => list.length > 1)
          .map((list) => {
            const first = list[0]!;
            return {
              type: 'city' as const,
              label: first.city,
              city: first.city,
              countryCode: first.country,
              branchCount: list.length,
              coordinates: {
                lat: Number((list.reduce((s, r) => s + r.lat, 0) / list.length).toFixed(5)),
                lng: Number((list.reduce((s, r) => s + r.lng, 0) / list.length).toFixed(5)),
              },
            };
          }),
        ...rows.map((r) => ({
          type: 'branch' as const,
          label: r.name,
          city: r.city,
          countryCode: r.country,
          branchId: r.id,
          kind: r.kind,
          coordinates: { lat: r.lat, lng: r.lng },
        })),
      ].slice(0, q.limit);
      return { suggestions, ...(suggestions.length === 0 ? { message: NO_BRANCH } : {}) };
    },
  );

  app.get(
    '/v1/apps/geoip',
    {
      schema: {
        tags: ['branches'],
        summary: `The visitor's country: the CDN header (${GEOIP_HEADERS.join(', ')}), else the site, else the default market`,
        response: {
          200: z.object({
            /** Country of the visitor (alpha-2). */
            countryCode: z.string(),
            /** Where the country came from. */
            source: z.enum(['header', 'site', 'default']),
            /** Whether we operate in that country; if not, `market` is the default market. */
            supported: z.boolean(),
            /** The market to use. */
            market: z.object({
              countryCode: z.string(),
              siteId: z.string(),
              locale: z.string(),
              currency: z.string(),
            }),
          }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const header = geoipCountry(req);
      const site = siteIdOfHost(visitorHost(req));
      const siteMarket = site ? marketOfSite(site) : undefined;
      const countryCode = header ?? siteMarket?.country ?? DEFAULT_COUNTRY;
      const source = header ? 'header' : siteMarket ? 'site' : 'default';
      const own = getMarket(countryCode);
      const market = own ?? siteMarket ?? getMarket(DEFAULT_COUNTRY)!;
      return {
        countryCode,
        source: source as 'header' | 'site' | 'default',
        supported: own !== undefined,
        market: {
          countryCode: market.country,
          siteId: market.siteId,
          locale: market.locale,
          currency: market.currency,
        },
      };
    },
  );

  app.get(
    '/v1/locations',
    {
      schema: {
        tags: ['branches'],
        summary: 'Cities of a country with their branches',
        querystring: z.object({ countryCode: countryCodeSchema }),
        response: {
          200: z.object({
            countryCode: z.string(),
            locations: z.array(
              z.object({
                /** City name. */
                city: z.string(),
                /** Centre of the city's branches. */
                coordinates: z.object({ lat: z.number(), lng: z.number() }),
                /** Branches in the city. */
                branches: z.array(z.object({ id: z.number().int(), name: z.string(), kind: z.string() })),
              }),
            ),
          }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const market = resolveMarket(req, req.query.countryCode);
      const rows = await db
        .select()
        .from(branches)
        .where(eq(branches.country, market.country))
        .orderBy(asc(branches.id));
      return { countryCode: market.country, locations: locationsOf(rows) };
    },
  );

  app.get(
    '/v1/config/addresstemplates',
    {
      schema: {
        tags: ['config'],
        summary: 'How to lay out and validate a postal address in a country',
        querystring: z.object({ countryCode: countryCodeSchema }),
        response: {
          200: z.object({
            /** Country the template is for. */
            countryCode: z.string(),
            /** Address lines, each a list of field names (street, postcode, city, region, country). */
            lines: z.array(z.array(z.string())),
            /** Fields with their rules. */
            fields: z.array(
              z.object({
                name: z.string(),
                required: z.boolean(),
                maxLength: z.number().int(),
                pattern: z.string().nullable(),
              }),
            ),
            /** Example postcode. */
            postcodeExample: z.string().nullable(),
            /** Country dialling prefix for phone fields, e.g. '+49'. */
            phonePrefix: z.string(),
            /** Every country a template can be asked for (our markets), ISO alpha-2, e.g. ['AT', 'BE', …]: an address form's choice of country. */
            countries: z.array(z.string()),
          }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const market = resolveMarket(req, req.query.countryCode);
      const t = addressTemplates[market.country] ?? euTemplate(null, null);
      const names = t.lines.flat();
      return {
        countryCode: market.country,
        lines: t.lines,
        fields: names.map((name) => ({
          name,
          required: name === 'region' ? t.regionRequired : name !== 'postcode' || t.postcodePattern !== null,
          maxLength: name === 'street' ? 100 : name === 'country' ? 2 : 50,
          pattern: name === 'postcode' ? t.postcodePattern : name === 'country' ? '^[A-Z]{2}$' : null,
        })),
        postcodeExample: t.postcodeExample,
        phonePrefix: market.phonePrefix,
        countries: MARKET_COUNTRIES,
      };
    },
  );
}

/** The address template of a country (the continental layout for one without its own). */
export function addressTemplateOf(country: string): AddressTemplate {
  return addressTemplates[country] ?? euTemplate(null, null);
}

/** Whether a branch is closed on a date (the one rule of @rental/markets/rules, on a database row). */
export function isClosedOn(row: Pick<BranchRow, 'openingHours' | 'closedDates'>, isoDate: string): boolean {
  return closedOn(
    { openingHours: row.openingHours as OpeningHours, closedDates: row.closedDates as string[] },
    isoDate,
  );
}

/** Whether a branch is open at a local time 'HH:MM' on a date (@rental/markets/rules, on a database row). */
export function isOpenAt(row: Pick<BranchRow, 'openingHours'>, isoDate: string, time: string): boolean {
  return openAt({ openingHours: row.openingHours as OpeningHours }, isoDate, time);
}
