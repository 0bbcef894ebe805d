// The consent namespace in every translated locale (the eleven of spec §9 and, issue 19, one per further
// language of the sites), resolved along @rental/i18n's fallback chain so every site language gets a
// complete banner in its language (de-AT -> de-DE, ar-EG -> ar-SA).
import { fallbackChain } from '@rental/i18n';
import arSA from './locales/ar-SA.ts';
import daDK from './locales/da-DK.ts';
import deCH from './locales/de-CH.ts';
import deDE from './locales/de-DE.ts';
import enAU from './locales/en-AU.ts';
import enGB from './locales/en-GB.ts';
import enNZ from './locales/en-NZ.ts';
import enUS, { type ConsentStrings } from './locales/en-US.ts';
import esES from './locales/es-ES.ts';
import etEE from './locales/et-EE.ts';
import fiFI from './locales/fi-FI.ts';
import frFR from './locales/fr-FR.ts';
import hrHR from './locales/hr-HR.ts';
import huHU from './locales/hu-HU.ts';
import isIS from './locales/is-IS.ts';
import itIT from './locales/it-IT.ts';
import ltLT from './locales/lt-LT.ts';
import lvLV from './locales/lv-LV.ts';
import nbNO from './locales/nb-NO.ts';
import nlBE from './locales/nl-BE.ts';
import nlNL from './locales/nl-NL.ts';
import plPL from './locales/pl-PL.ts';
import ptBR from './locales/pt-BR.ts';
import ptPT from './locales/pt-PT.ts';
import roRO from './locales/ro-RO.ts';
import slSI from './locales/sl-SI.ts';
import svSE from './locales/sv-SE.ts';

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
