// The rules of the account's sign-up and sign-in fields (spec §5 "Sign-up", §9 "Names max 50; password
// 8-50"), the same as the API's (apps/api/src/routes/users.ts), for every app with such a form: the
// account's own, and the subscription funnel's inline sign-up (issue 17). Checked in the browser first so
// a customer sees each problem as they leave the field, in their language; the messages come from the
// app's strings (`rules.*`, {@link ruleMessages}). The API has the final word.
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

/** Phone with a country prefix, as the API accepts it (digits of any script). */
export const phonePattern = /^\+\p{Nd}[\p{Nd} ()/-]{5,24}$/u;

/** A required e-mail address. */
export function emailRule(m: RuleMessages) {
  return z.string().check(
    z.refine((v) => v.trim() !== '', { error: m.required, abort: true }),
    z.refine((v) => v.trim().length <= 254 && emailPattern.test(v.trim()), { error: m.email }),
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
