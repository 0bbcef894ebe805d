// The billboard names match the product API's scheme for every market (the one source,
// @rental/markets/billboards), in AVIF, WebP and JPEG, from the drawn images.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { listMarkets } from '@rental/markets';
import { billboardOf } from '@rental/markets/billboards';
import { describe, expect, it } from 'vitest';
import { billboardCopies, billboardCountries, billboardVariant } from './billboards.ts';

describe('billboard copies', () => {
  it('name each market as the API does and come from an image that exists', () => {
    const countries = billboardCountries();
    expect(countries).toContain('de');
    expect(countries).toContain('sa');
    expect(countries).toEqual([...new Set(countries)]);
    const copies = billboardCopies(['de']);
    expect(copies.map((c) => c.to)).toEqual([
      'cms/marketing/billboard-de-cars-1600x640.avif',
      'cms/marketing/billboard-de-cars-1600x640.webp',
      'cms/marketing/billboard-de-cars-1600x640.jpg',
      'cms/marketing/billboard-de-cars-375x400.avif',
      'cms/marketing/billboard-de-cars-375x400.webp',
      'cms/marketing/billboard-de-cars-375x400.jpg',
      'cms/marketing/billboard-de-trucks-1600x640.avif',
      'cms/marketing/billboard-de-trucks-1600x640.webp',
      'cms/marketing/billboard-de-trucks-1600x640.jpg',
      'cms/marketing/billboard-de-trucks-375x400.avif',
      'cms/marketing/billboard-de-trucks-375x400.webp',
      'cms/marketing/billboard-de-trucks-375x400.jpg',
    ]);
    const publicDir = path.join(import.meta.dirname, '..', '..', 'public');
    for (const from of new Set(billboardCopies().map((c) => c.from)))
      expect(existsSync(path.join(publicDir, from)), from).toBe(true);
  });

  it("cover every image of every market's billboards in every format", () => {
    const made = new Set(billboardCopies().map((c) => `/${c.to}`));
    const missing: string[] = [];
    for (const market of listMarkets())
      for (const trucks of [false, true]) {
        const b = billboardOf(market, trucks);
        if (!b) continue;
        for (const jpeg of [b.images.desktop.src, b.images.mobile.src])
          for (const format of ['avif', 'webp', 'jpg'] as const)
            if (!made.has(billboardVariant(jpeg, format))) missing.push(billboardVariant(jpeg, format));
      }
    expect(missing).toEqual([]);
  });
});
