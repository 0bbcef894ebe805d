// The billboard names match the product API's scheme for every market, from the four drawn images.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { billboardCopies, billboardCountries } from './billboards.ts';

describe('billboard copies', () => {
  it('name each market as the API does and come from an image that exists', () => {
    const countries = billboardCountries();
    expect(countries).toContain('de');
    expect(countries).toContain('sa');
    expect(countries).toEqual([...new Set(countries)]);
    const copies = billboardCopies(['de']);
    expect(copies.map((c) => c.to)).toEqual([
      'cms/marketing/billboard-de-cars-1600x640.jpg',
      'cms/marketing/billboard-de-cars-375x400.jpg',
      'cms/marketing/billboard-de-trucks-1600x640.jpg',
      'cms/marketing/billboard-de-trucks-375x400.jpg',
    ]);
    const publicDir = path.join(import.meta.dirname, '..', '..', 'public');
    for (const from of new Set(billboardCopies().map((c) => c.from)))
      expect(existsSync(path.join(publicDir, from)), from).toBe(true);
  });
});
