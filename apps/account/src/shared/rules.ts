// The account forms' rules: those of the sign-up and sign-in fields, shared with the other apps that
// sign customers in (@rental/ui/account-rules), and the reservation number's.
import { latinDigits } from '@rental/markets/formatters';
import * as z from 'zod/mini';

export {
  emailRule,
  nameRule,
  newPasswordRule,
  phonePattern,
  type RuleMessages,
  ruleMessages,
  signUpSchema,
} from '@rental/ui/account-rules';

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
