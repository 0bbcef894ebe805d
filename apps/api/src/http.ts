// Shared request schemas and helpers: the country-code and locale queries, and resolving the market.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { geoipCountry, visitorHost } from './context.ts';
import { ApiError } from './errors.ts';
import { english, msg } from './i18n/translate.ts';
import { DEFAULT_COUNTRY, getMarket, type Market, marketOfSite, siteIdOfHost } from './markets.ts';

/** Optional ISO country code query (spec §7 "with country-code query"), case-insensitive. */
export const countryCodeSchema = z
  .string({ error: 'countryCode must be a two-letter country code such as DE' })
  .regex(/^[A-Za-z]{2}$/, { error: 'countryCode must be a two-letter country code such as DE' })
  .transform((v) => v.toUpperCase())
  .optional()
  .describe('ISO 3166-1 alpha-2 country, e.g. DE; defaults to the site of the request, then geoip, then US');

/** Optional locale query, e.g. de-DE. */
export const localeSchema = z
  .string({ error: 'locale must be a locale code such as de-DE' })
  .regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, { error: 'locale must be a locale code such as de-DE' })
  .optional()
  .describe('Locale such as de-DE; defaults to Accept-Language, then the market language');

/**
 * The market a request is about: the explicit countryCode query, else the site of the forwarded host,
 * else the CDN geoip country, else the default market.
 */
export function resolveMarket(req: FastifyRequest, countryCode: string | undefined): Market {
  if (countryCode !== undefined) {
    const market = getMarket(countryCode);
    if (!market)
      throw new ApiError(400, 'unknown_country', msg('unknownCountry', { countryCode }), {
        fields: { countryCode: msg('unknownCountry', { countryCode }) },
      });
    return market;
  }
  const site = siteIdOfHost(visitorHost(req));
  const fromSite = site ? marketOfSite(site) : undefined;
  if (fromSite) return fromSite;
  const geo = geoipCountry(req);
  const fromGeo = geo ? getMarket(geo) : undefined;
  return fromGeo ?? getMarket(DEFAULT_COUNTRY)!;
}

/** A positive integer id in a path or query. */
export const intIdSchema = z.coerce
  .number({ error: 'Expected a number' })
  .int({ error: 'Expected a whole number' })
  .min(1, { error: 'Expected a positive number' })
  .max(2_147_483_647, { error: 'Number is too large' });

/** Money in minor units with its currency. */
export const moneySchema = z
  .object({
    /** Amount in minor units (cents), e.g. 4990 for 49.90. */
    amountMinor: z.number().int(),
    /** ISO 4217 currency, e.g. EUR. */
    currency: z.string(),
  })
  .meta({ id: 'Money' });

/** Builds a money value. */
export function money(amountMinor: number, currency: string): z.infer<typeof moneySchema> {
  return { amountMinor, currency };
}

/** A comma-separated (or repeated) query parameter of allowed values, at most `max` of them. */
export function csvQuery<const T extends readonly [string, ...string[]]>(
  values: T,
  max: number,
  label: string,
) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      (Array.isArray(v) ? v.join(',') : v)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.enum(values, { error: english('listValues', { label, values: values.join(', ') }) }))
        .max(max, { error: english('listTooLong', { max, label }) }),
    )
    .optional();
}
