// New passwords (issue 15): beyond spec §5's length and whitespace rules, refuse the passwords people
// choose most often (a shipped list, see data/README.md) and passwords made of the customer's own
// e-mail address or name.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const PASSWORD_COMMON = 'This password is too common and easy to guess. Please choose another one.';
export const PASSWORD_PERSONAL = "Your password can't contain your e-mail address or name.";

const listFile = fileURLToPath(new URL('../data/common-passwords.txt', import.meta.url));
let common: ReadonlySet<string> | undefined;

/** The shipped common-password list (read once, lower-case). */
export function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(listFile, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return common;
}

/** Who the password belongs to. */
export type PasswordOwner = { email: string; firstName: string; lastName: string };

const folded = (value: string) => value.toLowerCase().replace(/[\s._+-]+/g, '');

/**
 * Why a new password is refused, or undefined when it may be used. Personal parts shorter than four
 * characters only count when the password is nothing else (a name like 'Li' is inside many words).
 */
export function passwordProblem(password: string, owner: PasswordOwner): string | undefined {
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return PASSWORD_COMMON;
  const pw = folded(password);
  const email = owner.email.toLowerCase();
  const local = email.split('@')[0] ?? '';
  const parts = [email, local, owner.firstName, owner.lastName, `${owner.firstName}${owner.lastName}`]
    .map(folded)
    .filter(Boolean);
  for (const part of parts) {
    if (pw === part) return PASSWORD_PERSONAL;
    if (part.length >= 4 && pw.includes(part)) return PASSWORD_PERSONAL;
  }
  // A common password with a digit or two tacked on is just as guessable ('password12', 'iloveyou!').
  const stem = lower.replace(/[\d\W_]{1,3}$/, '');
  if (stem !== lower && stem.length >= 8 && commonPasswords().has(stem)) return PASSWORD_COMMON;
  return undefined;
}
