import { describe, expect, it } from 'vitest';
import {
  isReservationNumber,
  type RuleMessages,
  reservationNumberOf,
  reservationNumberRule,
  signUpSchema,
} from './rules.ts';

const m: RuleMessages = {
  required: 'required',
  email: 'email',
  firstNameMax: 'firstNameMax',
  lastNameMax: 'lastNameMax',
  passwordRequired: 'passwordRequired',
  passwordMin: 'passwordMin',
  passwordMax: 'passwordMax',
  passwordWhitespace: 'passwordWhitespace',
};
const valid = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'analytical-1' };

function problems(values: Partial<typeof valid>): Record<string, string> {
  const result = signUpSchema(m).safeParse({ ...valid, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('spec §5 sign-up rules', () => {
  it('accepts a valid sign-up', () => expect(problems({})).toEqual({}));

  it('gives each rule its own message', () => {
    expect(problems({ firstName: ' ', lastName: '', email: '', password: '' })).toEqual({
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      password: 'passwordRequired',
    });
    expect(problems({ email: 'ada@' })).toEqual({ email: 'email' });
    expect(problems({ email: 'ada lovelace@example.com' })).toEqual({ email: 'email' });
    expect(problems({ firstName: 'a'.repeat(51) })).toEqual({ firstName: 'firstNameMax' });
    expect(problems({ lastName: 'a'.repeat(51) })).toEqual({ lastName: 'lastNameMax' });
    expect(problems({ firstName: 'a'.repeat(50), lastName: 'b'.repeat(50) })).toEqual({});
  });

  it('password: 8 to 50 characters without leading or trailing whitespace', () => {
    expect(problems({ password: 'a'.repeat(7) })).toEqual({ password: 'passwordMin' });
    expect(problems({ password: 'a'.repeat(8) })).toEqual({});
    expect(problems({ password: 'a'.repeat(50) })).toEqual({});
    expect(problems({ password: 'a'.repeat(51) })).toEqual({ password: 'passwordMax' });
    expect(problems({ password: ' abcdefghij' })).toEqual({ password: 'passwordWhitespace' });
    expect(problems({ password: 'abcdefghij ' })).toEqual({ password: 'passwordWhitespace' });
    expect(problems({ password: 'in between ok' })).toEqual({});
  });
});

describe('reservation numbers as read on a confirmation (issue 23)', () => {
  it.each([
    ['1234567890', '1234567890', true],
    ['123 456 7890', '1234567890', true],
    ['١٢٣٤٥٦٧٨٩٠', '1234567890', true],
    ['۱۲۳۴۵۶۷۸۹۰', '1234567890', true],
    [' ١٢٣ ٤٥٦ ٧٨٩٠ ', '1234567890', true],
    ['١٢٣٤٥٦٧٨٩', '123456789', false],
    ['12345678901', '12345678901', false],
    ['12345-67890', '12345-67890', false],
  ])('%s reads as %s (a number: %s)', (typed, latin, valid) => {
    expect(reservationNumberOf(typed)).toBe(latin);
    expect(isReservationNumber(typed)).toBe(valid);
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['12345', 'invalid'],
    ['١٢٣ ٤٥٦ ٧٨٩٠', undefined],
  ])('the rule of the forms: %j gives %s', (typed, message) => {
    const result = reservationNumberRule('required', 'invalid').safeParse(typed);
    expect(result.error?.issues.map((i) => i.message)).toEqual(message ? [message] : undefined);
  });
});
