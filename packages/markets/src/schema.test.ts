// validateMarkets with broken data: every problem throws MarketDataError naming the market and field.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rawMarketProfiles } from './market-data.ts';
import { MarketDataError, validateMarkets } from './schema.ts';

const valid = (): Record<string, unknown> =>
  rawMarketProfiles().find((p) => p.siteId === 'de' && p.locale === 'de-DE') ?? {};

/** A copy of the valid de-DE profile with one (dotted) field replaced. */
function withField(path: string, value: unknown): Record<string, unknown> {
  const profile = structuredClone(valid());
  const keys = path.split('.');
  let target = profile;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys[keys.length - 1] as string] = value;
  return profile;
}

function errorOf(raw: unknown[]): MarketDataError {
  try {
    validateMarkets(raw);
  } catch (error) {
    if (error instanceof MarketDataError) return error;
    throw error;
  }
  throw new Error('validateMarkets accepted broken data');
}

describe('validateMarkets', () => {
  it('accepts every built-in profile', () => {
    expect(validateMarkets(rawMarketProfiles()).length).toBe(57);
  });

  // [field to break, broken value, field named, message]
  it.each([
    ['formats.date', 'YYYY-MM-DD', 'formats.date', 'Expected one of DD.MM.YYYY, DD/MM/YYYY, MM/DD/YYYY'],
    ['formats.measureOfLength', 'miles', 'formats.measureOfLength', 'Expected one of km, mi'],
    ['formats.hour12Format', true, 'formats.hour12Format', 'Expected false to agree with time pattern H:mm'],
    ['defaultCurrency', 'euro', 'defaultCurrency', 'Expected an ISO 4217 code such as EUR'],
    ['countryCodeNumber', '0049', 'countryCodeNumber', "Expected a dialling prefix such as '+49'"],
    ['vatRatePercent', 119, 'vatRatePercent', 'Expected a VAT rate from 0 to 30 percent'],
    ['vatRatePercent', 19.05, 'vatRatePercent', 'Expected at most one decimal, e.g. 8.1'],
    ['vatRatePercent', undefined, 'vatRatePercent', 'Expected the VAT rate in percent, e.g. 19'],
    [
      'links.helpCenter',
      'help-center/',
      'links.helpCenter',
      "Expected a site-relative path starting with '/'",
    ],
    [
      'slugs.fleetCategories.suv',
      'SUV Rental',
      'slugs.fleetCategories.suv',
      'Expected a lower-case URL slug such as car-rental',
    ],
    ['hideAccountTabs', ['wallet'], 'hideAccountTabs.0', 'Expected one of account, bookings'],
    ['initialDate.return.hour', 24, 'initialDate.return.hour', ''],
  ] as const)('%s = %j', (path, value, field, message) => {
    const error = errorOf([withField(path, value)]);
    expect(error.field).toBe(field);
    expect(error.message).toContain(`Market de-DE (site de): ${field}: ${message}`);
  });

  it('names the market by its (broken) locale', () => {
    const error = errorOf([withField('locale', 'de_DE')]);
    expect(error.message).toBe(
      'Market de_DE (site de): locale: Expected a hyphenated locale code such as de-DE',
    );
  });

  it('names a missing field and lists every problem, one per line', () => {
    const broken: Record<string, unknown> = structuredClone(valid());
    delete broken.tenantId;
    (broken.formats as Record<string, unknown>).time = '8 Uhr';
    const error = errorOf([valid(), broken]);
    expect(error.market).toBe('de-DE (site de)');
    const lines = error.message.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines.some((l) => l.startsWith('Market de-DE (site de): tenantId: '))).toBe(true);
    expect(
      lines.some((l) => l.startsWith('Market de-DE (site de): formats.time: Expected one of HH:mm')),
    ).toBe(true);
  });

  it('rejects the same site and locale twice', () => {
    const error = errorOf([valid(), valid()]);
    expect(error.message).toBe('Market de-DE (site de): locale: Duplicate profile for de/de-DE');
  });

  it('names non-object entries by position', () => {
    expect(errorOf([42]).message).toMatch(/^Market #0: \(profile\): /);
  });

  it('property: any corruption of one field throws MarketDataError naming that market, never crashes', () => {
    const base = valid();
    const keys = Object.keys(base);
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.anything(), (key, value) => {
        fc.pre(key !== 'locale' && key !== 'siteId');
        const broken = { ...structuredClone(base), [key]: value };
        try {
          validateMarkets([broken]);
        } catch (error) {
          expect(error).toBeInstanceOf(MarketDataError);
          expect((error as MarketDataError).message.startsWith('Market de-DE (site de): ')).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
