// The bundled translations of this package: the shell namespace. Full strings in the language locales
// (en-US, de-DE, nl-NL, fr-FR, es-ES, it-IT and, issue 19, the sixteen of `languageLocales`), only the
// differences in the regional variants (en-GB, de-CH, nl-BE); en-AU and en-NZ need none (they read en-GB,
// then en-US).

import arSA from './locales/ar-SA/shell.ts';
import daDK from './locales/da-DK/shell.ts';
import deCH from './locales/de-CH/shell.ts';
import deDE from './locales/de-DE/shell.ts';
import enGB from './locales/en-GB/shell.ts';
import type { Regional, ShellStrings } from './locales/en-US/shell.ts';
import enUS from './locales/en-US/shell.ts';
import esES from './locales/es-ES/shell.ts';
import etEE from './locales/et-EE/shell.ts';
import fiFI from './locales/fi-FI/shell.ts';
import frFR from './locales/fr-FR/shell.ts';
import hrHR from './locales/hr-HR/shell.ts';
import huHU from './locales/hu-HU/shell.ts';
import isIS from './locales/is-IS/shell.ts';
import itIT from './locales/it-IT/shell.ts';
import ltLT from './locales/lt-LT/shell.ts';
import lvLV from './locales/lv-LV/shell.ts';
import nbNO from './locales/nb-NO/shell.ts';
import nlBE from './locales/nl-BE/shell.ts';
import nlNL from './locales/nl-NL/shell.ts';
import plPL from './locales/pl-PL/shell.ts';
import ptBR from './locales/pt-BR/shell.ts';
import ptPT from './locales/pt-PT/shell.ts';
import roRO from './locales/ro-RO/shell.ts';
import slSI from './locales/sl-SI/shell.ts';
import svSE from './locales/sv-SE/shell.ts';
import type { languageLocales, SupportedLocale } from './locales.ts';

/** The shell namespace's name. */
export const shellNamespace = 'shell';

/** The language locales every fallback chain ends in: complete strings. */
type LanguageLocale =
  | 'en-US'
  | 'de-DE'
  | 'nl-NL'
  | 'fr-FR'
  | 'es-ES'
  | 'it-IT'
  | (typeof languageLocales)[number];

/** The shell namespace per locale; a language locale cannot miss a key, a variant cannot add one. */
export const shellResources: Record<LanguageLocale, ShellStrings> &
  Partial<Record<Exclude<SupportedLocale, LanguageLocale>, Regional<ShellStrings>>> = {
  'en-US': enUS,
  'de-DE': deDE,
  'nl-NL': nlNL,
  'fr-FR': frFR,
  'es-ES': esES,
  'it-IT': itIT,
  'en-GB': enGB,
  'de-CH': deCH,
  'nl-BE': nlBE,
  'ar-SA': arSA,
  'da-DK': daDK,
  'et-EE': etEE,
  'fi-FI': fiFI,
  'hr-HR': hrHR,
  'hu-HU': huHU,
  'is-IS': isIS,
  'lt-LT': ltLT,
  'lv-LV': lvLV,
  'nb-NO': nbNO,
  'pl-PL': plPL,
  'pt-BR': ptBR,
  'pt-PT': ptPT,
  'ro-RO': roRO,
  'sl-SI': slSI,
  'sv-SE': svSE,
};
