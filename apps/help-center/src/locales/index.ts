// The help center's namespace in the eleven translated locales (spec §9). en-US is bundled; the other
// locales are separate chunks loaded before the first render, so a page downloads only its own language.
import { enUS, type HelpStrings } from './en-US.ts';

export { enUS, type HelpStrings } from './en-US.ts';

/** The help center's i18n namespace. */
export const helpNamespace = 'help';

const loaders: Record<string, () => Promise<HelpStrings>> = {
  'en-US': async () => enUS,
  'en-GB': () => import('./en-GB.ts').then((m) => m.enGB),
  'en-AU': () => import('./en-GB.ts').then((m) => m.enGB),
  'en-NZ': () => import('./en-GB.ts').then((m) => m.enGB),
  'de-DE': () => import('./de-DE.ts').then((m) => m.deDE),
  'de-CH': () => import('./de-DE.ts').then((m) => m.deCH),
  'nl-NL': () => import('./nl-NL.ts').then((m) => m.nlNL),
  'nl-BE': () => import('./nl-NL.ts').then((m) => m.nlBE),
  'fr-FR': () => import('./fr-FR.ts').then((m) => m.frFR),
  'es-ES': () => import('./es-ES.ts').then((m) => m.esES),
  'it-IT': () => import('./it-IT.ts').then((m) => m.itIT),
};

/** The eleven locales with their own strings. */
export const helpLocales = Object.keys(loaders);

/** The translated locale for a page language: exact, then British English, then the language's, then en-US. */
export function helpLocaleFor(language: string, chain: readonly string[]): string {
  for (const candidate of [language, ...chain]) if (candidate in loaders) return candidate;
  return 'en-US';
}

/** Loads the strings of a translated locale (en-US when the chunk cannot be loaded). */
export async function loadHelpStrings(locale: string): Promise<HelpStrings> {
  const load = loaders[locale] ?? loaders['en-US']!;
  try {
    return await load();
  } catch {
    return enUS;
  }
}
