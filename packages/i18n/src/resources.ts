// The bundled translations of this package: the shell namespace. Full strings in the language locales
// (en-US, de-DE, nl-NL, fr-FR, es-ES, it-IT), only the differences in the regional variants (en-GB,
// de-CH, nl-BE); en-AU and en-NZ need none (they read en-GB, then en-US).
import deCH from './locales/de-CH/shell.ts';
import deDE from './locales/de-DE/shell.ts';
import enGB from './locales/en-GB/shell.ts';
import type { Regional, ShellStrings } from './locales/en-US/shell.ts';
import enUS from './locales/en-US/shell.ts';
import esES from './locales/es-ES/shell.ts';
import frFR from './locales/fr-FR/shell.ts';
import itIT from './locales/it-IT/shell.ts';
import nlBE from './locales/nl-BE/shell.ts';
import nlNL from './locales/nl-NL/shell.ts';
import type { SupportedLocale } from './locales.ts';

/** The shell namespace's name. */
export const shellNamespace = 'shell';

/** The language locales every fallback chain ends in: complete strings. */
type LanguageLocale = 'en-US' | 'de-DE' | 'nl-NL' | 'fr-FR' | 'es-ES' | 'it-IT';

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
};
