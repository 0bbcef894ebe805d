// Every language's mails: one file each, for languages of the API's messages (i18n/languages.ts).
// MAIL_LANGUAGES (templates.ts) is this table's keys; a file missing a kind or a line fails the
// type-check (types.ts).
import type { ApiLanguage } from '../../i18n/languages.ts';
import type { MailCopy } from '../types.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';

/** The mails of each language, English first (the fallback). */
export const mailCopies = {
  en,
  de,
  fr,
} as const satisfies Partial<Record<ApiLanguage, MailCopy>>;

export type MailLanguage = keyof typeof mailCopies;
