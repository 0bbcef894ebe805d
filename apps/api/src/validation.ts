// Validation messages a person can act on: the global zod messages and the spec §5/§8 texts.
import { z } from 'zod';

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

let installed = false;

/** Replaces zod's default messages with plain-language ones (once per process). */
export function installZodMessages(): void {
  if (installed) return;
  installed = true;
  z.config({
    customError: (iss) => {
      if (iss.code === 'invalid_type') {
        if (iss.input === undefined || iss.input === null) return REQUIRED_MESSAGE;
        const expected = String(iss.expected);
        return `Expected ${expected === 'object' ? 'an object' : expected === 'array' ? 'a list' : `a ${expected}`}.`;
      }
      if (iss.code === 'too_small' && iss.origin === 'string')
        return Number(iss.minimum) === 1 ? REQUIRED_MESSAGE : `Enter at least ${iss.minimum} characters.`;
      if (iss.code === 'too_big' && iss.origin === 'string')
        return `Can't be longer than ${iss.maximum} characters.`;
      if (iss.code === 'too_small' && iss.origin === 'array') return `Choose at least ${iss.minimum}.`;
      if (iss.code === 'too_big' && iss.origin === 'array') return `Choose at most ${iss.maximum}.`;
      if (iss.code === 'too_small') return `Must be at least ${iss.minimum}.`;
      if (iss.code === 'too_big') return `Must be at most ${iss.maximum}.`;
      if (iss.code === 'invalid_value') return `Must be one of: ${iss.values.map(String).join(', ')}.`;
      if (iss.code === 'invalid_format' && iss.format === 'email')
        return 'Please enter a valid e-mail address.';
      if (iss.code === 'invalid_format') return 'The format is not valid.';
      return undefined;
    },
  });
}

/** A required, trimmed text field (empty after trimming counts as missing). */
export function requiredText(max: number, tooLong = `Can't be longer than ${max} characters.`) {
  return z.string().trim().min(1, { error: REQUIRED_MESSAGE }).max(max, { error: tooLong });
}

/** An optional, trimmed text field; empty becomes undefined. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `Can't be longer than ${max} characters.` })
    .optional()
    .transform((v) => (v === '' ? undefined : v));
}
