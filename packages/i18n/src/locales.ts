// The translated locales and the fallback rule every other locale follows.
// spec §9: default language en-US; eleven translated locales. Issue 19: every language the sites use reads
// in its language, so each further language has a translated locale too.

/** The eleven locales of spec §9, default first. */
export const specLocales = [
  'en-US',
  'de-DE',
  'nl-NL',
  'fr-FR',
  'en-GB',
  'es-ES',
  'de-CH',
  'it-IT',
  'en-NZ',
  'nl-BE',
  'en-AU',
] as const;

/**
 * Issue 19: one locale for each further language of the sites, standing for its language (Modern
 * Standard Arabic for the Saudi and Egyptian sites; Brazilian and European Portuguese each their own).
 */
export const languageLocales = [
  'ar-SA',
  'da-DK',
  'et-EE',
  'fi-FI',
  'hr-HR',
  'hu-HU',
  'is-IS',
  'lt-LT',
  'lv-LV',
  'nb-NO',
  'pl-PL',
  'pt-BR',
  'pt-PT',
  'ro-RO',
  'sl-SI',
  'sv-SE',
] as const;

/** Every locale with its own translations (shell, consent banner, apps), default first. */
export const supportedLocales = [...specLocales, ...languageLocales] as const;

/** One of the translated locales. */
export type SupportedLocale = (typeof supportedLocales)[number];

/** A locale an app can have a strings file for: a translated locale. */
export type TranslatedLocale = SupportedLocale;

/** spec §9: the default language, the last entry of every fallback chain. */
export const defaultLocale: SupportedLocale = 'en-US';

/**
 * The translated locale that stands for a whole language: a locale of that language without its
 * own translations falls back to it (de-AT -> de-DE, fr-CA -> fr-FR, es-US -> es-ES).
 */
export const languageRepresentatives: Readonly<Record<string, TranslatedLocale>> = {
  // Modern Standard Arabic, written the same in Saudi Arabia and Egypt (ar-EG -> ar-SA).
  ar: 'ar-SA',
  da: 'da-DK',
  de: 'de-DE',
  en: 'en-US',
  es: 'es-ES',
  et: 'et-EE',
  fi: 'fi-FI',
  fr: 'fr-FR',
  hr: 'hr-HR',
  hu: 'hu-HU',
  is: 'is-IS',
  it: 'it-IT',
  lt: 'lt-LT',
  lv: 'lv-LV',
  // Norwegian Bokmål for 'nb' and the macrolanguage 'no'.
  nb: 'nb-NO',
  nl: 'nl-NL',
  no: 'nb-NO',
  pl: 'pl-PL',
  // Portuguese outside Brazil reads European Portuguese (pt-AO -> pt-PT); pt-BR has its own strings.
  pt: 'pt-PT',
  ro: 'ro-RO',
  sl: 'sl-SI',
  sv: 'sv-SE',
};

/**
 * Regions whose English follows British spelling: their English locales fall back to en-GB
 * before en-US (en-IE, en-MT, en-CY, en-SG, ... and the translated en-AU and en-NZ, so an app
 * namespace translated only in en-US and en-GB still reads British there). Canada and the
 * Gulf markets keep the language default, en-US.
 */
const britishEnglishRegions = new Set(['AU', 'CY', 'GB', 'HK', 'IE', 'IN', 'MT', 'NZ', 'SG', 'ZA']);

const supported = new Set<string>(supportedLocales);

/** Whether a locale (exact, canonical spelling) has its own translations. */
export function isSupportedLocale(locale: string): locale is SupportedLocale {
  return supported.has(locale);
}

/** Whether an app may have a strings file for a locale (exact, canonical spelling): a translated one. */
export function isTranslatedLocale(locale: string): locale is TranslatedLocale {
  return supported.has(locale);
}

/**
 * Canonical BCP 47 spelling of a locale ('de_at' -> 'de-AT'), or undefined when it is not a
 * locale at all. Page data and URLs carry locales in several spellings (`/es-us/`).
 */
export function normalizeLocale(locale: string): string | undefined {
  const candidate = locale.trim().replaceAll('_', '-');
  if (candidate === '') return undefined;
  try {
    return Intl.getCanonicalLocales(candidate)[0];
  } catch {
    return undefined;
  }
}

/**
 * The locales to look a key up in, most specific first, always ending in en-US.
 * spec §9 + issue 2: a locale without its own translations falls back to its language's
 * representative (see `languageRepresentatives`), then to en-US; British-English regions go
 * through en-GB first; Arabic goes through ar-SA. Unknown languages ('zh-TW', 'cs-CZ') and malformed
 * input go straight to en-US. Never contains i18next's old default 'dev'.
 *
 * @example fallbackChain('de-AT') // ['de-AT', 'de-DE', 'en-US']
 * @example fallbackChain('en-IE') // ['en-IE', 'en-GB', 'en-US']
 */
export function fallbackChain(locale: string): string[] {
  const canonical = normalizeLocale(locale);
  if (canonical === undefined) return [defaultLocale];
  const [language = '', ...rest] = canonical.split('-');
  const region = rest.find((part) => /^(?:[A-Z]{2}|\d{3})$/.test(part));
  const chain = [canonical];
  if (language === 'en' && region !== undefined && britishEnglishRegions.has(region)) {
    chain.push('en-GB');
  }
  const representative = languageRepresentatives[language];
  if (representative !== undefined) chain.push(representative);
  chain.push(defaultLocale);
  return [...new Set(chain)];
}
