import { describe, expect, it } from 'vitest';
import { bookingMarketTable } from './market-table.ts';

const table = bookingMarketTable();

describe('build-time market facts (spec §3)', () => {
  it.each([
    ['es|es-ES', true],
    ['fr|fr-FR', true],
    ['uk|en-GB', true],
    ['it|it-IT', true],
    ['nl|nl-NL', true],
    ['de|de-DE', false],
    ['com|en-US', false],
  ])('%s has charity links: %s', (key, charity) => {
    const m = table[key]!;
    expect(m.charityTextLink !== null && m.charityButtonLink !== null).toBe(charity);
  });

  it.each([
    ['de|de-DE', '+49', true],
    ['be|fr-BE', '+32', true],
    ['ca|en-CA', '+1', true],
    ['nz|en-NZ', '+64', false],
    ['pl|pl-PL', '+48', false],
  ])('%s dials %s and offers vans: %s', (key, prefix, vans) => {
    expect(table[key]?.phonePrefix).toBe(prefix);
    expect(table[key]?.offersVans).toBe(vans);
  });

  it('gives every site language the spec §9 default times', () => {
    for (const m of Object.values(table)) {
      expect(m.initialDate).toEqual({ pickup: { hour: 12, minute: 30 }, return: { hour: 8, minute: 30 } });
    }
    expect(Object.keys(table).length).toBeGreaterThanOrEqual(57);
  });
});
