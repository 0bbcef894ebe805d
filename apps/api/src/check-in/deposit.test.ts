// The deposit table: by the group's size, vans and trucks as premium cars, in the booking's currency.
import { describe, expect, it } from 'vitest';
import { depositEur, depositFor } from './deposit.ts';

describe('deposit amounts', () => {
  it.each([
    ['MBMR', 300],
    ['CDMR', 300],
    ['IDAR', 500],
    ['SWAR', 500],
    ['FDAR', 500],
    ['PDAR', 1000],
    ['LDAR', 1000],
    ['XTAR', 1000],
    ['CKMD', 1000],
    ['FKMD', 1000],
    ['ZZZZ', 500],
  ])('%s holds %i EUR', (code, eur) => {
    expect(depositEur(code)).toBe(eur);
  });

  it('is in the booking currency, scaled like the prices and tidy (HUF without minor digits, as currencyDigits says)', () => {
    expect(depositFor('CDMR', 'EUR')).toEqual({ amountMinor: 30_000, currency: 'EUR' });
    expect(depositFor('CDMR', 'HUF').amountMinor).toBe(118_500);
    expect(depositFor('LDAR', 'ISK')).toEqual({ amountMinor: 149_000, currency: 'ISK' });
    expect(depositFor('IDAR', 'GBP').currency).toBe('GBP');
  });
});
