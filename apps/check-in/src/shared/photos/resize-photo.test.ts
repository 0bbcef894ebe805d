import { describe, expect, it } from 'vitest';
import { fitWithin, keepsOriginal, resizePhoto } from './resize-photo.ts';

describe('fitWithin', () => {
  it('scales the long side down to the limit and keeps the proportions', () => {
    expect(fitWithin(4032, 3024, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032, 1600)).toEqual({ width: 1200, height: 1600 });
  });

  it('never scales up and never gives a side of 0', () => {
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(20000, 1, 1600)).toEqual({ width: 1600, height: 1 });
  });
});

describe('keepsOriginal', () => {
  const limits = { maxSide: 1600, maxBytes: 600_000 };
  it('keeps a small JPEG only', () => {
    expect(keepsOriginal('image/jpeg', { width: 1200, height: 900 }, 200_000, limits)).toBe(true);
    expect(keepsOriginal('image/jpeg', { width: 4000, height: 3000 }, 200_000, limits)).toBe(false);
    expect(keepsOriginal('image/jpeg', { width: 1200, height: 900 }, 900_000, limits)).toBe(false);
    expect(keepsOriginal('image/png', { width: 1200, height: 900 }, 200_000, limits)).toBe(false);
  });
});

describe('resizePhoto', () => {
  it('sends a file the browser cannot decode as it is', async () => {
    const file = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/heic' });
    expect(await resizePhoto(file)).toBe(file);
  });
});
