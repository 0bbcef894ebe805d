// The sandbox's test cards and the checks a real hosted page makes before it asks the card's bank
// (contract of issue 21 §1; the same numbers as @rental/testing's `testCards`, which a test pins).
import type { RefusalReason } from '../provider.ts';

/** What the sandbox's "bank" does with a card number. */
export type CardBehaviour =
  | { outcome: 'authorise' }
  | { outcome: 'refuse'; reason: RefusalReason }
  | { outcome: 'challenge' }
  /** Authorised now (and stored when asked), refused 'declined' at every later stored-card charge. */
  | { outcome: 'authorise-then-decline-later' };

/** The special numbers; any other number that passes Luhn is authorised. */
export const TEST_CARD_BEHAVIOUR: Readonly<Record<string, CardBehaviour>> = {
  '4242424242424242': { outcome: 'authorise' },
  '5555555555554444': { outcome: 'authorise' },
  '4000000000000002': { outcome: 'refuse', reason: 'declined' },
  '4000000000009995': { outcome: 'refuse', reason: 'insufficient_funds' },
  '4000000000000069': { outcome: 'refuse', reason: 'expired_card' },
  '4000000000003220': { outcome: 'challenge' },
  '4000000000000341': { outcome: 'authorise-then-decline-later' },
};

export function behaviourOf(number: string): CardBehaviour {
  return TEST_CARD_BEHAVIOUR[number] ?? { outcome: 'authorise' };
}

/** The digits of a typed card number (spaces and dashes allowed between them), or undefined. */
export function cardDigits(typed: string): string | undefined {
  const compact = typed.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(compact) ? compact : undefined;
}

/** The Luhn check digit test every card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card scheme by its leading digits (the ones a customer sees named on a receipt). */
export function brandOf(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/**
 * A typed expiry "MM/YY" (also "MM / YY" and "MMYY") → month and four-digit year, or an error saying
 * which: the format, or a date in the past (a card is valid to the end of its month).
 */
export function parseExpiry(
  typed: string,
  now: Date,
): { month: number; year: number } | { error: 'format' | 'past' } {
  const match = /^\s*(0[1-9]|1[0-2])\s*\/?\s*(\d{2})\s*$/.exec(typed);
  if (!match) return { error: 'format' };
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < thisMonth) return { error: 'past' };
  return { month, year };
}
