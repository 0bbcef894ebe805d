// The account forms' rules (spec §5 "Sign-up", §9 "Names max 50; password 8-50"), the same as the API's
// (apps/api/src/routes/users.ts), checked here first so a customer sees each problem as they leave the
// field, in their language. Messages come from the app's strings (`messages`).
import { latinDigits } from '@rental/markets/formatters';
import * as z from 'zod/mini';

/** The messages of the rules, in the page's language. */
export interface RuleMessages {
  required: string;
  email: string;
  firstNameMax: string;
  lastNameMax: string;
  passwordRequired: string;
  passwordMin: string;
  passwordMax: string;
  passwordWhitespace: string;
}

export const NAME_MAX = 50;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 50;

// Deliberately simple: one '@', no spaces, a dot in the domain; the API has the final word.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A required e-mail address. */
export function emailRule(m: RuleMessages) {
  return z.string().check(
    z.refine((v) => v.trim() !== '', { error: m.required, abort: true }),
    z.refine((v) => v.trim().length <= 254 && emailPattern.test(v.trim()), { error: m.email }),
  );
}

/**
 * A reservation number as the customer types or pastes it: the Arabic-Indic (or Persian) digits of an
 * Arabic confirmation read as 0-9, spaces dropped ('١٢٣ ٤٥٦' → '123456'). The API takes 0-9 only (issue 23).
 */
export function reservationNumberOf(typed: string): string {
  return latinDigits(typed).replace(/\s/g, '');
}

/** Whether a typed reservation number is one: ten digits in any digit system, spaces allowed. */
export function isReservationNumber(typed: string): boolean {
  return /^[0-9]{10}$/.test(reservationNumberOf(typed));
}

/** A required reservation number: ten digits as {@link isReservationNumber} reads them. */
export function reservationNumberRule(required: string, invalid: string) {
  return z.string().check(
    z.refine((v) => v.trim() !== '', { error: required, abort: true }),
    z.refine(isReservationNumber, { error: invalid }),
  );
}

/** A required name of at most 50 characters. */
export function nameRule(required: string, max: string) {
  return z.string().check(
    z.refine((v) => v.trim() !== '', { error: required, abort: true }),
    z.refine((v) => v.trim().length <= NAME_MAX, { error: max }),
  );
}

/** A new password: required, 8 to 50 characters, no leading or trailing whitespace (one message each). */
export function newPasswordRule(m: RuleMessages) {
  return z.string().check(
    z.refine((v) => v !== '', { error: m.passwordRequired, abort: true }),
    z.refine((v) => v.trim() === v, { error: m.passwordWhitespace, abort: true }),
    z.refine((v) => v.length >= PASSWORD_MIN, { error: m.passwordMin, abort: true }),
    z.refine((v) => v.length <= PASSWORD_MAX, { error: m.passwordMax }),
  );
}

/** spec §3 "Sign-up user": firstName, lastName, email, password. */
export function signUpSchema(m: RuleMessages) {
  return z.object({
    /** First name, at most 50 characters. */
    firstName: nameRule(m.required, m.firstNameMax),
    /** Last name, at most 50 characters. */
    lastName: nameRule(m.required, m.lastNameMax),
    /** E-mail address. */
    email: emailRule(m),
    /** Password, 8 to 50 characters, no leading or trailing whitespace. */
    password: newPasswordRule(m),
  });
}

const ruleKeys = [
  'required',
  'email',
  'firstNameMax',
  'lastNameMax',
  'passwordRequired',
  'passwordMin',
  'passwordMax',
  'passwordWhitespace',
] as const satisfies ReadonlyArray<keyof RuleMessages>;

/** The rules' messages from the app's strings (`rules.*` of the account namespace). */
export function ruleMessages(t: (key: `rules.${keyof RuleMessages}`) => string): RuleMessages {
  return Object.fromEntries(ruleKeys.map((key) => [key, t(`rules.${key}`)])) as unknown as RuleMessages;
}
