// Plates per market and the known damages a plate gives (issue 22): the market's format, the branch's
// city code, and the same plate always the same damages.
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { damagePhotoPng } from './photo.ts';
import { cityCode, makePlate, normalPlate } from './plates.ts';
import { DAMAGE_AREAS, DAMAGE_KINDS } from './schemas.ts';
import { knownDamagesOf } from './vehicles.ts';

/** A random source that counts up, so every position gets a different letter or digit. */
const counting = () => {
  let i = 0;
  return (n: number) => i++ % n;
};

describe('makePlate', () => {
  it.each([
    ['DE', 'München', /^M(U)?-[A-Z]{2} \d{4}$/],
    ['GB', 'London', /^[A-Z]{2}\d{2} [A-Z]{3}$/],
    ['FR', 'Paris', /^[A-Z]{2}-\d{3}-[A-Z]{2}$/],
    ['IT', 'Roma', /^[A-Z]{2} \d{3}[A-Z]{2}$/],
    ['ES', 'Madrid', /^\d{4} [A-Z]{3}$/],
    ['NL', 'Amsterdam', /^[A-Z]{2}-\d{3}-[A-Z]$/],
    ['US', 'Los Angeles', /^\d[A-Z]{3}\d{3}$/],
    ['CH', 'Zürich', /^ZU \d{6}$/],
    ['ZZ', 'Nowhere', /^[A-Z]{3}-\d{4}$/],
  ])('writes a %s plate in its format', (country, city, format) => {
    for (let run = 0; run < 5; run++) {
      const plate = makePlate(country, city, (n) => Math.floor(Math.random() * n));
      expect(plate).toMatch(format);
    }
  });

  it('takes the city code from the branch’s city, without accents', () => {
    expect(cityCode('Zürich')).toBe('ZU');
    expect(cityCode('Łódź')).toBe('OD');
    expect(cityCode('')).toBe('X');
    expect(makePlate('PL', 'Warszawa', counting())).toMatch(/^WA[A-Z] \d{5}$/);
  });

  it('normalises a plate as typed', () => {
    expect(normalPlate('  m-kl   4821 ')).toBe('M-KL 4821');
  });
});

describe('knownDamagesOf', () => {
  it('gives 0–2 damages, the same for the same plate, with areas and kinds that fit', () => {
    const counts = new Set<number>();
    for (let i = 0; i < 60; i++) {
      const plate = `M-AB ${1000 + i}`;
      const damages = knownDamagesOf(plate);
      expect(knownDamagesOf(plate)).toEqual(damages);
      counts.add(damages.length);
      for (const d of damages) {
        expect(DAMAGE_AREAS).toContain(d.area);
        expect(DAMAGE_KINDS).toContain(d.kind);
        if (d.area === 'windscreen') expect(['chip', 'crack']).toContain(d.kind);
        if (d.area === 'interior') expect(d.kind).toBe('interior');
        expect(d.description).toMatch(/\d+ (cm|mm)/);
      }
    }
    expect([...counts].sort()).toEqual([0, 1, 2]);
  });
});

describe('damagePhotoPng', () => {
  it('is a valid PNG of the asked size, the same for the same seed', () => {
    const png = damagePhotoPng('M-AB 1234:0', 96, 64);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(96);
    expect(png.readUInt32BE(20)).toBe(64);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
    const pixels = inflateSync(png.subarray(41, 41 + idatLength));
    expect(pixels.length).toBe(64 * (1 + 96 * 3));
    expect(damagePhotoPng('M-AB 1234:0', 96, 64)).toEqual(png);
    expect(damagePhotoPng('M-AB 1234:1', 96, 64)).not.toEqual(png);
  });
});
