// The language switcher (spec §2): the languages of the visitor's market on the same site, with
// external entries where a profile redirects to another site (Egypt and Saudi Arabia Arabic).
import type { LocaleCode } from './schema.ts';
import type { Site } from './sites.ts';

export interface LanguageSwitcherEntry {
  /** Locale of the entry. */
  locale: LocaleCode;
  /** Endonym shown. */
  label: string;
  /** Site-relative path ('/', '/en', '/fr-be') or an absolute external URL. */
  href: string;
  /** Whether href leaves the site. */
  external: boolean;
  /** Whether this is the language being viewed. */
  current: boolean;
}

/**
 * Entries for the switcher of `current` on `site`: the languages serving the same country
 * (so the .com site pairs en-US with es-US, while Colombia or Malta get none). [] when the
 * market has a single language or `current` is not served by the site.
 */
export function languageSwitcher(site: Site, current: LocaleCode): LanguageSwitcherEntry[] {
  const here = site.languages.find((l) => l.locale === current);
  if (!here) return [];
  const market = site.languages.filter((l) => l.profile.countryAlpha2 === here.profile.countryAlpha2);
  if (market.length < 2) return [];
  return market.map((l) => {
    const redirect = l.profile.languageSwitcherRedirectUrl;
    return {
      locale: l.locale,
      label: l.label,
      href: redirect ?? (l.pathPrefix || '/'),
      external: redirect !== undefined,
      current: l.locale === current,
    };
  });
}
