// @vitest-environment jsdom
// The price teasers: the lowest price per category from the fleet list, in the page language's digits;
// an API failure leaves the reserved lines empty.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeMoneyPattern, moneyPattern } from '../lib/fleet-categories.ts';
import { fillPriceTeasers } from './price-teasers.ts';

const group = (code: string, bodyStyle: string, amountMinor: number, currency = 'EUR') => ({
  code,
  vehicleType: 'car',
  bodyStyle,
  transmission: 'manual',
  fuel: 'petrol',
  fromPrice: { amountMinor, currency },
});

function page(lang: string, country: string) {
  document.documentElement.lang = lang;
  document.head.innerHTML = `<meta name="rental-runtime" data-country="${country}">`;
  document.body.innerHTML = `
    <span data-price-from="economy" data-template="from {price} per day"></span>
    <span data-price-from="suv" data-template="ab {price} pro Tag"></span>
    <span data-price-from="pickupTruck" data-template="from {price}"></span>`;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('fillPriceTeasers', () => {
  it('writes the cheapest group of each category, isolates the amount, skips categories without groups', async () => {
    page('de-DE', 'DE');
    const fetch = vi.fn(async () =>
      Response.json({
        groups: [
          group('EDMR', 'hatchback', 3300),
          group('MBMR', 'hatchback', 2900),
          group('IFAH', 'suv', 6400),
        ],
      }),
    );
    vi.stubGlobal('fetch', fetch);
    await fillPriceTeasers();
    expect(fetch).toHaveBeenCalledWith('/api/v1/apps/fleet/list?countryCode=DE', {
      headers: { accept: 'application/json', 'accept-language': 'de-DE' },
    });
    const slots = [...document.querySelectorAll('[data-price-from]')];
    expect(slots.map((s) => s.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      'from 29 € per day',
      'ab 64 € pro Tag',
      '',
    ]);
    expect(slots[0]?.querySelector('bdi')?.textContent?.replace(/\u00a0/g, ' ')).toBe('29 €');
  });

  it('uses the locale numbering system in Arabic', async () => {
    page('ar-SA', 'SA');
    vi.stubGlobal('fetch', async () => Response.json({ groups: [group('MBMR', 'hatchback', 10100, 'SAR')] }));
    await fillPriceTeasers();
    const text = document.querySelector('[data-price-from="economy"]')?.textContent ?? '';
    expect(text).toContain('١٠١');
    expect(text.replace('per day', '')).not.toMatch(/[0-9]/);
  });

  it('leaves the lines empty when the API fails or answers nonsense', async () => {
    page('en-US', 'US');
    vi.stubGlobal('fetch', async () => new Response('down', { status: 502 }));
    await fillPriceTeasers();
    vi.stubGlobal('fetch', async () => Response.json({ groups: [{ code: 1 }] }));
    await fillPriceTeasers();
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    await fillPriceTeasers();
    expect([...document.querySelectorAll('[data-price-from]')].map((s) => s.textContent)).toEqual([
      '',
      '',
      '',
    ]);
  });

  it("formats with the build's pattern, without Intl, when the currency is the page's", async () => {
    const money = encodeMoneyPattern(moneyPattern('fr-FR', 'EUR'));
    const expected = new Intl.NumberFormat('fr-FR', {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    }).format(1234);
    for (const [lang, withPattern] of [
      ['fr-FR', true],
      ['fr-BE', false],
    ] as const) {
      page(lang, 'FR');
      if (withPattern)
        document.querySelector('[data-price-from="economy"]')?.setAttribute('data-money', money);
      vi.stubGlobal('fetch', async () => Response.json({ groups: [group('MBMR', 'hatchback', 123400)] }));
      const numberFormat = vi.spyOn(Intl, 'NumberFormat');
      await fillPriceTeasers();
      expect(document.querySelector('[data-price-from="economy"] bdi')?.textContent).toBe(expected);
      // The control (no pattern on the page) shows the spy sees Intl when it is used.
      expect(numberFormat.mock.calls.length > 0, lang).toBe(!withPattern);
      numberFormat.mockRestore();
    }
  });
});
