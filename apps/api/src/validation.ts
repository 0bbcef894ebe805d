// Validation messages a person can act on: the global zod messages and the spec §5/§8 texts.
import { z } from 'zod';
import { english, type Message, type MessageText, messageOf, msg } from './i18n/translate.ts';

/** spec §8: a required field cannot be left empty. */
export const REQUIRED_MESSAGE = 'This field is required and cannot be left empty.';

/** spec §5: the password has its own 'required' message. */
export const PASSWORD_REQUIRED = 'Please enter a password.';

/**
 * A reservation number as the API takes it: ten digits 0-9 (JavaScript's `\d` is ASCII-only). The apps
 * turn the Arabic-Indic or Persian digits a customer reads on an Arabic confirmation into 0-9 first
 * (issue 23), so one booking never has two spellings.
 */
export const reservationNumberSchema = z
  .string({ error: REQUIRED_MESSAGE })
  .regex(/^\d{10}$/, { error: 'A reservation number has 10 digits.' });

/** Messages that mean "missing": a form with only these answers 'Please fill in the required fields.' */
export const REQUIRED_MESSAGES: ReadonlySet<string> = new Set([REQUIRED_MESSAGE, PASSWORD_REQUIRED]);

/**
 * The plain-language message of a zod issue, for the checks that set none of their own; undefined keeps
 * zod's. The error handler asks it again to say the message in the request's language.
 */
export function zodMessage(iss: {
  code: string;
  input?: unknown;
  expected?: unknown;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  values?: unknown;
  format?: unknown;
  /** invalid_union of a discriminated union: the discriminator's values. */
  options?: unknown;
}): Message | undefined {
  const origin = String(iss.origin);
  switch (iss.code) {
    case 'invalid_type': {
      if (iss.input === undefined || iss.input === null) return msg('required');
      const expected = String(iss.expected);
      if (expected === 'object') return msg('expectedObject');
      if (expected === 'array') return msg('expectedList');
      return msg('expectedType', { type: expected });
    }
    case 'too_small':
      if (origin === 'string')
        return Number(iss.minimum) === 1 ? msg('required') : msg('minLength', { min: Number(iss.minimum) });
      return msg(origin === 'array' ? 'minItems' : 'minValue', { min: Number(iss.minimum) });
    case 'too_big':
      return msg(origin === 'string' ? 'maxLength' : origin === 'array' ? 'maxItems' : 'maxValue', {
        max: Number(iss.maximum),
      });
    case 'invalid_value':
      return msg('oneOf', { values: (Array.isArray(iss.values) ? iss.values : []).map(String).join(', ') });
    case 'invalid_format':
      return iss.format === 'email' ? msg('invalidEmail') : msg('invalidFormat');
    case 'invalid_union':
      // A discriminated union's unknown discriminator (subscription handover 'pickup' | 'delivery').
      return Array.isArray(iss.options) && iss.options.length > 0
        ? msg('oneOf', { values: iss.options.map(String).join(', ') })
        : undefined;
    default:
      return undefined;
  }
}

/**
 * The message of a failed check as the validator reported it (its code, English text and the issue's other
 * properties): the tables' text as it is, else the plain-language message it was made from.
 */
export function issueMessage(code: string, text: string, params: Record<string, unknown>): MessageText {
  if (messageOf(text)) return text;
  // A missing value says 'required', which the tables know by its text; here the value was present.
  const derived = zodMessage({ input: 0, ...params, code });
  return derived && derived.toString() === text ? derived : text;
}

let installed = false;

/** Replaces zod's default messages with plain-language ones (once per process). */
export function installZodMessages(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: (iss) => zodMessage(iss)?.toString() });
}

/** A required, trimmed text field (empty after trimming counts as missing). */
export function requiredText(max: number, tooLong = english('maxLength', { max })) {
  return z.string().trim().min(1, { error: REQUIRED_MESSAGE }).max(max, { error: tooLong });
}

/** An optional, trimmed text field; empty becomes undefined. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: english('maxLength', { max }) })
    .optional()
    .transform((v) => (v === '' ? undefined : v));
}
