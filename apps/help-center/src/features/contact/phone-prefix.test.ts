import { sites } from '@rental/markets';
import { describe, expect, it } from 'vitest';
import { dialPrefixes, phonePrefixFor } from './phone-prefix.ts';

describe('phone prefix of the market', () => {
  it('matches countryCodeNumber of every market profile', () => {
    for (const site of sites) {
      for (const language of site.languages) {
        const p = language.profile;
        expect(dialPrefixes[p.countryAlpha2], `${site.id}/${p.locale}`).toBe(p.countryCodeNumber);
      }
    }
  });

  it.each([
    [{ country: 'BE' }, '+32'],
    [{ country: 'ca' }, '+1'],
    [{ country: 'DE' }, '+49'],
    [{ country: 'DE', phonePrefix: '+4999' }, '+4999'],
    [{ country: 'DE', phonePrefix: '0049' }, '+49'],
    [{ country: 'ZZ' }, ''],
  ])('%j → %s', (market, prefix) => {
    expect(phonePrefixFor(market)).toBe(prefix);
  });
});
