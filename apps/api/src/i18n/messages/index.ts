// Every language's API messages (issue 19): the tables of this folder, one file per language.
import type { ApiLanguage } from '../languages.ts';
import { ar } from './ar.ts';
import { da } from './da.ts';
import { de } from './de.ts';
import { en, type MessageTable } from './en.ts';
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

export const messageTables: Readonly<Record<ApiLanguage, MessageTable>> = {
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
};
