// The consent namespace in the eleven translated locales (spec §9), resolved along @rental/i18n's
// fallback chain so every site language gets a complete banner (de-AT -> de-DE, ar-EG -> en-US).
import { fallbackChain } from '@rental/i18n';
import deCH from './locales/de-CH.ts';
import deDE from './locales/de-DE.ts';
import enAU from './locales/en-AU.ts';
import enGB from './locales/en-GB.ts';
import enNZ from './locales/en-NZ.ts';
import enUS, { type ConsentStrings } from './locales/en-US.ts';
import esES from './locales/es-ES.ts';
import frFR from './locales/fr-FR.ts';
import itIT from './locales/it-IT.ts';
import nlBE from './locales/nl-BE.ts';
import nlNL from './locales/nl-NL.ts';

export type { ConsentStrings };

/** The consent namespace per translated locale. */
export const consentResources: Readonly<Record<string, ConsentStrings>> = {
  'en-US': enUS,
  'de-DE': deDE,
  'nl-NL': nlNL,
  'fr-FR': frFR,
  'en-GB': enGB,
  'es-ES': esES,
  'de-CH': deCH,
  'it-IT': itIT,
  'en-NZ': enNZ,
  'nl-BE': nlBE,
  'en-AU': enAU,
};

/**
 * The banner strings for a page locale and the locale they are written in (for the banner's
 * `lang` attribute when it differs from the page, e.g. English on an Arabic page).
 */
export function consentStrings(locale: string): { locale: string; strings: ConsentStrings } {
  for (const candidate of fallbackChain(locale)) {
    const strings = consentResources[candidate];
    if (strings) return { locale: candidate, strings };
  }
  return { locale: 'en-US', strings: enUS };
}
