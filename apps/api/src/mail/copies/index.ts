// Every language's mails: one file each, for every language of the API's messages (i18n/languages.ts).
// MAIL_LANGUAGES (templates.ts) is this table's keys; a language of the API without a file fails the
// type-check, and so does a file missing a kind or a line (types.ts).
import type { ApiLanguage } from '../../i18n/languages.ts';
import type { MailCopy } from '../types.ts';
import { ar } from './ar.ts';
import { da } from './da.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { et } from './et.ts';
import { fi } from './fi.ts';
import { fr } from './fr.ts';
import { hr } from './hr.ts';
import { hu } from './hu.ts';
import { is } from './is.ts';
import { it } from './it.ts';
import { lt } from './lt.ts';
import { lv } from './lv.ts';
import { nb } from './nb.ts';
import { nl } from './nl.ts';
import { pl } from './pl.ts';
import { pt } from './pt.ts';
import { ro } from './ro.ts';
import { sl } from './sl.ts';
import { sv } from './sv.ts';

/** The mails of each language, English first (the fallback). */
export const mailCopies = {
  en,
  de,
  fr,
  es,
  it,
  nl,
  ar,
  pl,
  hu,
  ro,
  hr,
  sl,
  sv,
  da,
  nb,
  is,
  fi,
  pt,
  lv,
  lt,
  et,
} as const satisfies Record<ApiLanguage, MailCopy>;

export type MailLanguage = keyof typeof mailCopies;
