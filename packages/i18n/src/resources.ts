// The bundled translations of this package: the shell namespace in all eleven locales.
import deCH from './locales/de-CH/shell.ts';
import deDE from './locales/de-DE/shell.ts';
import enAU from './locales/en-AU/shell.ts';
import enGB from './locales/en-GB/shell.ts';
import enNZ from './locales/en-NZ/shell.ts';
import type { ShellStrings } from './locales/en-US/shell.ts';
import enUS from './locales/en-US/shell.ts';
import esES from './locales/es-ES/shell.ts';
import frFR from './locales/fr-FR/shell.ts';
import itIT from './locales/it-IT/shell.ts';
import nlBE from './locales/nl-BE/shell.ts';
import nlNL from './locales/nl-NL/shell.ts';
import type { SupportedLocale } from './locales.ts';

/** The shell namespace's name. */
export const shellNamespace = 'shell';

/** The shell namespace per translated locale; typed so a locale cannot be left out. */
export const shellResources: Record<SupportedLocale, ShellStrings> = {
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
