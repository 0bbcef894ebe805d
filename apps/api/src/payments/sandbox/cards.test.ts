import { testCards } from '@rental/testing/payments';
import { describe, expect, it } from 'vitest';
import { behaviourOf, brandOf, cardDigits, parseExpiry, passesLuhn, TEST_CARD_BEHAVIOUR } from './cards.ts';

describe('sandbox card checks', () => {
  it.each([
    ['4242424242424242', true],
    ['4242424242424241', false],
    ['5555555555554444', true],
    ['4000000000003220', true],
    ['79927398713', true],
    ['79927398710', false],
  ])('Luhn of %s is %s', (digits, ok) => {
    expect(passesLuhn(digits)).toBe(ok);
  });

  it.each([
    ['4242 4242 4242 4242', '4242424242424242'],
    ['4242-4242-4242-4242', '4242424242424242'],
    ['4242', undefined],
    ['4242 4242 4242 424x', undefined],
    ['', undefined],
  ])('reads the digits of %j', (typed, digits) => {
    expect(cardDigits(typed)).toBe(digits);
  });

  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['9000000000000005', 'unknown'],
  ])('names the brand of %s: %s', (digits, brand) => {
    expect(brandOf(digits)).toBe(brand);
  });

  const now = new Date('2026-11-29T12:00:00Z');
  it.each([
    ['11/26', { month: 11, year: 2026 }],
    ['12 / 30', { month: 12, year: 2030 }],
    ['0128', { month: 1, year: 2028 }],
    ['10/26', { error: 'past' }],
    ['13/30', { error: 'format' }],
    ['1/30', { error: 'format' }],
    ['11/2030', { error: 'format' }],
  ])('reads the expiry %j', (typed, expected) => {
    expect(parseExpiry(typed, now)).toEqual(expected);
  });

  it('has the same test cards as @rental/testing, each with the behaviour its name says', () => {
    const expected: Record<keyof typeof testCards, ReturnType<typeof behaviourOf>> = {
      visa: { outcome: 'authorise' },
      mastercard: { outcome: 'authorise' },
      declined: { outcome: 'refuse', reason: 'declined' },
      insufficientFunds: { outcome: 'refuse', reason: 'insufficient_funds' },
      expiredCard: { outcome: 'refuse', reason: 'expired_card' },
      threeDSecure: { outcome: 'challenge' },
      declinesLater: { outcome: 'authorise-then-decline-later' },
    };
    for (const [name, number] of Object.entries(testCards)) {
      const digits = cardDigits(number);
      expect(digits && passesLuhn(digits), name).toBe(true);
      expect(behaviourOf(digits ?? ''), name).toEqual(expected[name as keyof typeof testCards]);
    }
    expect(Object.keys(TEST_CARD_BEHAVIOUR).sort()).toEqual(
      Object.values(testCards)
        .map((n) => n.replace(/\s/g, ''))
        .sort(),
    );
  });
});
