// Layout strings the shared shell namespace of @rental/i18n does not have (yet): one table per language in
// ui-strings/{locale}.ts, typed against en-US. Regional variants need no table: a locale looks its key up
// along i18n's fallbackChain (de-AT -> de-DE, ar-EG -> ar-SA, en-IE -> en-GB), then en-US.
import { fallbackChain } from '@rental/i18n';
import arSA from './ui-strings/ar-SA.ts';
import daDK from './ui-strings/da-DK.ts';
import deDE from './ui-strings/de-DE.ts';
import type { UiKey, UiStrings } from './ui-strings/en-US.ts';
import enUS from './ui-strings/en-US.ts';
import esES from './ui-strings/es-ES.ts';
import etEE from './ui-strings/et-EE.ts';
import fiFI from './ui-strings/fi-FI.ts';
import frFR from './ui-strings/fr-FR.ts';
import hrHR from './ui-strings/hr-HR.ts';
import huHU from './ui-strings/hu-HU.ts';
import isIS from './ui-strings/is-IS.ts';
import itIT from './ui-strings/it-IT.ts';
import ltLT from './ui-strings/lt-LT.ts';
import lvLV from './ui-strings/lv-LV.ts';
import nbNO from './ui-strings/nb-NO.ts';
import nlNL from './ui-strings/nl-NL.ts';
import plPL from './ui-strings/pl-PL.ts';
import ptBR from './ui-strings/pt-BR.ts';
import ptPT from './ui-strings/pt-PT.ts';
import roRO from './ui-strings/ro-RO.ts';
import slSI from './ui-strings/sl-SI.ts';
import svSE from './ui-strings/sv-SE.ts';

export type { UiKey } from './ui-strings/en-US.ts';

const strings: Readonly<Record<string, UiStrings>> = {
  'en-US': enUS,
  'de-DE': deDE,
  'fr-FR': frFR,
  'nl-NL': nlNL,
  'es-ES': esES,
  'it-IT': itIT,
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

/** The layout string `key` in `locale`, following i18n's fallback chain down to en-US. */
export function uiString(locale: string, key: UiKey, values: Record<string, string | number> = {}): string {
  const text = lookup(locale, key);
  // Numbers in the locale's own digits (Intl's numbering system: Arabic-Indic in Arabic), like every number on the page.
  const number = new Intl.NumberFormat(locale);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? number.format(value) : value;
  });
}

function lookup(locale: string, key: UiKey): string {
  for (const candidate of fallbackChain(locale)) {
    const value = strings[candidate]?.[key];
    if (value !== undefined) return value;
  }
  return enUS[key];
}
