// Site and locale invariants, lookups and the language switcher (spec §2 markets and switcher).
import { describe, expect, it } from 'vitest';
import {
  findSiteByDomain,
  findSiteLanguage,
  getSite,
  type LocaleCode,
  languageForPath,
  languageSwitcher,
  locales,
  sites,
  tenantOf,
} from './index.ts';

describe('sites', () => {
  it('about 40 sites and about 55 locales', () => {
    expect(sites).toHaveLength(39);
    expect(locales).toHaveLength(54);
  });

  it('every site has a unique id and domain', () => {
    expect(new Set(sites.map((s) => s.id)).size).toBe(sites.length);
    expect(new Set(sites.map((s) => s.domain)).size).toBe(sites.length);
    for (const s of sites) expect(s.id).toMatch(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/);
  });

  it('every locale appears once in locales and at most once per site', () => {
    expect(new Set(locales).size).toBe(locales.length);
    for (const s of sites) expect(new Set(s.languages.map((l) => l.locale)).size).toBe(s.languages.length);
  });

  it("every site's first language is its default, at pathPrefix ''; other prefixes are unique and well-formed", () => {
    for (const s of sites) {
      expect(s.languages[0]?.pathPrefix).toBe('');
      expect(s.languages[0]?.locale).toBe(s.defaultLocale);
      const rest = s.languages.slice(1).map((l) => l.pathPrefix);
      for (const prefix of rest) expect(prefix).toMatch(/^\/[a-z]{2}(?:-[a-z]{2})?$/);
      expect(new Set(rest).size).toBe(rest.length);
    }
  });

  it('the .com site serves the international markets under locale prefixes', () => {
    expect(getSite('com')?.languages.map((l) => `${l.locale}${l.pathPrefix}`)).toEqual([
      'en-US',
      'es-US/es-us',
      'en-CY/en-cy',
      'en-MT/en-mt',
      'es-CO/es-co',
      'es-MX/es-mx',
      'fr-FR/fr-fr',
      'fr-GP/fr-gp',
      'fr-MA/fr-ma',
    ]);
  });

  it('Arabic is rtl, everything else ltr', () => {
    const rtl = sites.flatMap((s) => s.languages.filter((l) => l.dir === 'rtl').map((l) => l.locale));
    expect(rtl).toEqual(['ar-SA', 'ar-EG']);
    expect(findSiteLanguage('sa', 'ar-SA')?.label).toBe('العربية');
  });

  it('the Land Rover host is its own tenant', () => {
    const jlr = getSite('jlr-de');
    expect(jlr?.domain).toBe('subscribe.landrover-kestrel.de');
    expect(jlr?.tenantId).not.toBe('6');
    expect(getSite('de')?.tenantId).toBe('6');
    expect(jlr?.languages[0]?.profile.isCustomSixtLogo).toBe(true);
    if (!jlr) return;
    expect(tenantOf(jlr).brandName).toContain('Land Rover');
    expect(tenantOf(jlr).socialLogin).toBe(false);
    expect(() => tenantOf({ ...jlr, tenantId: '999' })).toThrow('Site jlr-de: unknown tenant id 999');
  });

  it('lookups by id, locale, domain and path', () => {
    expect(getSite('nope')).toBeUndefined();
    expect(findSiteLanguage('de', 'fr-FR')).toBeUndefined();
    expect(findSiteByDomain('WWW.kestrelrent.de:443')?.id).toBe('de');
    const be = getSite('be');
    if (!be) throw new Error('be missing');
    expect(languageForPath(be, '/fr-be/help-center/').locale).toBe('fr-BE');
    expect(languageForPath(be, '/fr-bex').locale).toBe('nl-BE');
    expect(languageForPath(be, '/').locale).toBe('nl-BE');
  });
});

// [site, current locale, expected entries as [locale, href, external, current]]
// biome-ignore format: one row per case reads as a table
const switcherTable = [
  ['de', 'de-DE', [['de-DE', '/', false, true], ['en-DE', '/en', false, false]]],
  ['de', 'en-DE', [['de-DE', '/', false, false], ['en-DE', '/en', false, true]]],
  ['be', 'fr-BE', [['nl-BE', '/', false, false], ['fr-BE', '/fr-be', false, true]]],
  ['ch', 'de-CH', [['de-CH', '/', false, true], ['fr-CH', '/fr-ch', false, false], ['it-CH', '/it-ch', false, false]]],
  ['com', 'es-US', [['en-US', '/', false, false], ['es-US', '/es-us', false, true]]],
  ['sa', 'en-SA', [['en-SA', '/', false, true], ['ar-SA', '/ar', false, false]]],
  ['eg', 'ar-EG', [['en-EG', '/', false, false], ['ar-EG', '/ar', false, true]]],
  ['com', 'es-CO', []],
  ['fr', 'fr-FR', []],
  ['de', 'xx-XX', []],
] as const;

describe('languageSwitcher (spec §2)', () => {
  const entries = (siteId: string, locale: string) => {
    const site = getSite(siteId);
    if (!site) throw new Error(siteId);
    return languageSwitcher(site, locale as LocaleCode).map((e) => [e.locale, e.href, e.external, e.current]);
  };

  it.each(switcherTable)('%s %s', (siteId, locale, expected) => {
    expect(entries(siteId, locale)).toEqual(expected);
  });

  it('labels are endonyms', () => {
    const site = getSite('ch');
    if (!site) throw new Error('ch');
    expect(languageSwitcher(site, 'fr-CH' as LocaleCode).map((e) => e.label)).toEqual([
      'Deutsch',
      'Français',
      'Italiano',
    ]);
  });

  it('links a language whose profile has a redirect to that external site', () => {
    const sa = getSite('sa');
    if (!sa) throw new Error('sa');
    const redirect = 'https://regional.example/ar-sa/';
    const withRedirect = {
      ...sa,
      languages: sa.languages.map((l) =>
        l.locale === 'ar-SA' ? { ...l, profile: { ...l.profile, languageSwitcherRedirectUrl: redirect } } : l,
      ),
    };
    expect(languageSwitcher(withRedirect, 'en-SA' as LocaleCode)[1]).toMatchObject({
      href: redirect,
      external: true,
    });
  });
});
