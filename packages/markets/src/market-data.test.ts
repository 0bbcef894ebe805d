// Pins spec §9 formats, currencies and phone prefixes for every language of every site.
import { describe, expect, it } from 'vitest';
import { findSiteLanguage, sites } from './index.ts';

// [site, locale, date, time, decimal separator, unit, week start, currency, dialling prefix]
// spec §9: DD.MM.YYYY default, DD/MM/YYYY UK + Italy, MM/DD/YYYY US; 12 h in UK, IE, MX, NZ, SA, US,
// CO, CY; decimal comma in DE, ES, FR, IT, NL, SE; miles in UK + US; Sunday in HR, IS, PA, RO, SG, SI, US.
const table = [
  ['at', 'de-AT', 'DD.MM.YYYY', 'HH:mm', '.', 'km', 'Mon', 'EUR', '+43'],
  ['be', 'nl-BE', 'DD.MM.YYYY', 'HH:mm', '.', 'km', 'Mon', 'EUR', '+32'],
  ['be', 'fr-BE', 'DD.MM.YYYY', 'HH:mm', '.', 'km', 'Mon', 'EUR', '+32'],
  ['ca', 'en-CA', 'DD.MM.YYYY', 'HH:mm', '.', 'km', 'Mon', 'CAD', '+1'],
  ['ca', 'fr-CA', 'DD.MM.YYYY', 'HH:mm', '.', 'km', 'Mon', 'CAD', '+1'],
  ['ch', 'de-CH', 'DD.MM.YYYY', 'HH:mm', '.', 'km', 'Mon', 'CHF', '+41'],
  ['ch', 'fr-CH', 'DD.MM.YYYY', 'HH:mm', '.', 'km', 'Mon', 'CHF', '+41'],
  ['ch', 'it-CH', 'DD.MM.YYYY', 'HH:mm', '.', 'km', 'Mon', 'CHF', '+41'],
  ['uk', 'en-GB', 'DD/MM/YYYY', 'h:mm A', '.', 'mi', 'Mon', 'GBP', '+44'],
  ['com', 'en-US', 'MM/DD/YYYY', 'h:mm A', '.', 'mi', 'Sun', 'USD', '+1'],
  ['com', 'es-US', 'MM/DD/YYYY', 'h:mm A', '.', 'mi', 'Sun', 'USD', '+1'],
  ['com', 'en-CY', 'DD.MM.YYYY', 'h:mm A', '.', 'km', 'Mon', 'EUR', '+357'],
  ['com', 'en-MT', 'DD.MM.YYYY', 'HH:mm', '.', 'km', 'Mon', 'EUR', '+356'],
  ['com', 'es-CO', 'DD.MM.YYYY', 'h:mm A', '.', 'km', 'Mon', 'COP', '+57'],
  ['com', 'es-MX', 'DD.MM.YYYY', 'h:mm A', '.', 'km', 'Mon', 'MXN', '+52'],
  ['com', 'fr-FR', 'DD.MM.YYYY', 'HH:mm', ',', 'km', 'Mon', 'EUR', '+33'],
  ['com', 'fr-GP', 'DD.MM.YYYY', 'HH:mm', '.', 'km', 'Mon', 'EUR', '+590'],
  ['com', 'fr-MA', 'DD.MM.YYYY', 'HH:mm', '.', 'km', 'Mon', 'MAD', '+212'],
  ['de', 'de-DE', 'DD.MM.YYYY', 'H:mm', ',', 'km', 'Mon', 'EUR', '+49'],
  ['de', 'en-DE', 'DD.MM.YYYY', 'H:mm', ',', 'km', 'Mon', 'EUR', '+49'],
  ['es', 'es-ES', 'DD.MM.YYYY', 'HH:mm', ',', 'km', 'Mon', 'EUR', '+34'],
  ['es', 'en-ES', 'DD.MM.YYYY', 'HH:mm', ',', 'km', 'Mon', 'EUR', '+34'],
  ['fr', 'fr-FR', 'DD.MM.YYYY', 'HH:mm', ',', 'km', 'Mon', 'EUR', '+33'],
  ['it', 'it-IT', 'DD/MM/YYYY', 'HH:mm', ',', 'km', 'Mon', 'EUR', '+39'],
  ['it', 'en-IT', 'DD/MM/YYYY', 'HH:mm', ',', 'km', 'Mon', 'EUR', '+39'],
  ['nl', 'nl-NL', 'DD.MM.YYYY', 'HH:mm', ',', 'km', 'Mon', 'EUR', '+31'],
  ['ae', 'en-AE', 'DD.MM.YYYY', 'HH:mm', '.', 'km', 'Mon', 'AED', '+971'],
  ['ar', 'es-AR', 'DD.MM.YYYY', 'HH:mm', '.', 'km', 'Mon', 'ARS', '+54'],
  ['au', 'en-AU', 'DD.MM.YYYY', 'HH:mm', '.', 'km', 'Mon', 'AUD', '+61'],
  ['br', 'pt-BR', 'DD.MM.YYYY', 'HH:mm', '.', 'km', 'Mon', 'BRL', '+55'],
  ['mx', 'es-MX', 'DD.MM.YYYY', 'h:mm A', '.', 'km', 'Mon', 'MXN', '+52'],
  ['sa', 'en-SA', 'DD.MM.YYYY', 'h:mm A', '.', 'km', 'Mon', 'SAR', '+966'],
  ['sa', 'ar-SA', 'DD.MM.YYYY', 'h:mm A', '.', 'km', 'Mon', 'SAR', '+966'],
  ['dk', 'da-DK', 'DD.MM.YYYY', 'HH:mm', '.', 'km', 'Mon', 'DKK', '+45'],
  ['fi', 'fi-FI', 'DD.MM.YYYY', 'HH:mm', '.', 'km', 'Mon', 'EUR', '+358'],
  ['ie', 'en-IE', 'DD.MM.YYYY', 'h:mm A', '.', 'km', 'Mon', 'EUR', '+353'],
  ['no', 'nb-NO', 'DD.MM.YYYY', 'HH:mm', '.', 'km', 'Mon', 'NOK', '+47'],
  ['nz', 'en-NZ', 'DD.MM.YYYY', 'h:mm A', '.', 'km', 'Mon', 'NZD', '+64'],
  ['pl', 'pl-PL', 'DD.MM.YYYY', 'HH:mm', '.', 'km', 'Mon', 'PLN', '+48'],
  ['pt', 'pt-PT', 'DD.MM.YYYY', 'HH:mm', '.', 'km', 'Mon', 'EUR', '+351'],
  ['pt', 'en-PT', 'DD.MM.YYYY', 'HH:mm', '.', 'km', 'Mon', 'EUR', '+351'],
  ['se', 'sv-SE', 'DD.MM.YYYY', 'HH:mm', ',', 'km', 'Mon', 'SEK', '+46'],
  ['cl', 'es-CL', 'DD.MM.YYYY', 'HH:mm', '.', 'km', 'Mon', 'CLP', '+56'],
  ['cr', 'es-CR', 'DD.MM.YYYY', 'HH:mm', '.', 'km', 'Mon', 'CRC', '+506'],
  ['eg', 'en-EG', 'DD.MM.YYYY', 'HH:mm', '.', 'km', 'Mon', 'EGP', '+20'],
  ['eg', 'ar-EG', 'DD.MM.YYYY', 'HH:mm', '.', 'km', 'Mon', 'EGP', '+20'],
  ['pa', 'es-PA', 'DD.MM.YYYY', 'HH:mm', '.', 'km', 'Sun', 'USD', '+507'],
  ['sg', 'en-SG', 'DD.MM.YYYY', 'HH:mm', '.', 'km', 'Sun', 'SGD', '+65'],
  ['ee', 'et-EE', 'DD.MM.YYYY', 'HH:mm', '.', 'km', 'Mon', 'EUR', '+372'],
  ['hr', 'hr-HR', 'DD.MM.YYYY', 'HH:mm', '.', 'km', 'Sun', 'EUR', '+385'],
  ['hu', 'hu-HU', 'DD.MM.YYYY', 'HH:mm', '.', 'km', 'Mon', 'HUF', '+36'],
  ['is', 'is-IS', 'DD.MM.YYYY', 'HH:mm', '.', 'km', 'Sun', 'ISK', '+354'],
  ['lt', 'lt-LT', 'DD.MM.YYYY', 'HH:mm', '.', 'km', 'Mon', 'EUR', '+370'],
  ['lv', 'lv-LV', 'DD.MM.YYYY', 'HH:mm', '.', 'km', 'Mon', 'EUR', '+371'],
  ['ro', 'ro-RO', 'DD.MM.YYYY', 'HH:mm', '.', 'km', 'Sun', 'RON', '+40'],
  ['si', 'sl-SI', 'DD.MM.YYYY', 'HH:mm', '.', 'km', 'Sun', 'EUR', '+386'],
  ['jlr-de', 'de-DE', 'DD.MM.YYYY', 'H:mm', ',', 'km', 'Mon', 'EUR', '+49'],
] as const;

describe('formats, currency and phone prefix per locale (spec §9)', () => {
  it('covers every language of every site', () => {
    const all = sites.flatMap((s) => s.languages.map((l) => `${s.id}/${l.locale}`));
    expect(table.map(([site, locale]) => `${site}/${locale}`).sort()).toEqual(all.sort());
  });

  it.each(table)('%s %s', (site, locale, date, time, decimal, unit, weekStart, currency, dial) => {
    const profile = findSiteLanguage(site, locale)?.profile;
    expect(profile).toBeDefined();
    if (!profile) return;
    expect(profile.formats).toMatchObject({
      date,
      time,
      decimalSeperator: decimal,
      measureOfLength: unit,
      hour12Format: time === 'h:mm A',
      isFirstDaySunday: weekStart === 'Sun',
    });
    expect(profile.defaultCurrency).toBe(currency);
    expect(profile.countryCodeNumber).toBe(dial);
  });
});

describe('market-wide values', () => {
  const all = sites.flatMap((s) => s.languages.map((l) => ({ site: s, lang: l, profile: l.profile })));

  it('spec §9: pickup 12:30 and return 08:30 everywhere', () => {
    for (const { profile } of all) {
      expect(profile.initialDate).toEqual({
        pickup: { hour: 12, minute: 30 },
        return: { hour: 8, minute: 30 },
      });
    }
  });

  it('spec §6: social login everywhere except the Land Rover site', () => {
    const off = all.filter((m) => !m.profile.enableSocialLogin).map((m) => m.site.id);
    expect(off).toEqual(['jlr-de']);
  });

  it('spec §3: tenant ids and app protocol come from the tenant', () => {
    for (const { site, profile } of all) {
      expect(profile.tenantId).toBe(site.tenantId);
      expect(profile.appProtocol).toBe('kestrel');
    }
    expect(all.filter((m) => m.profile.tenantId === '6')).toHaveLength(all.length - 1);
  });

  it('spec §6: account tabs hidden per market', () => {
    const tabs = (site: string, locale: string) => findSiteLanguage(site, locale)?.profile.hideAccountTabs;
    expect(tabs('de', 'de-DE')?.sort()).toEqual(['bookings', 'businessHub', 'helpCenter', 'profiles']);
    expect(tabs('ca', 'en-CA')).toEqual(['subscriptions']);
    for (const [site, locale] of [
      ['ae', 'en-AE'],
      ['ar', 'es-AR'],
      ['au', 'en-AU'],
      ['br', 'pt-BR'],
      ['ca', 'fr-CA'],
      ['cl', 'es-CL'],
      ['cr', 'es-CR'],
      ['dk', 'da-DK'],
    ] as const) {
      expect(tabs(site, locale)).toContain('subscriptions');
      expect(findSiteLanguage(site, locale)?.profile.isManageSubscriptionsHidden).toBe(true);
    }
    expect(tabs('uk', 'en-GB')).toEqual([]);
    expect(findSiteLanguage('de', 'de-DE')?.profile.isManageBookingsHidden).toBe(true);
  });

  it('spec §3: UK hides written reviews, the US hides AED, charity in ES, FR, UK, IT, NL', () => {
    const hiding = all.filter((m) => m.profile.shouldHideWrittenReviews).map((m) => m.lang.locale);
    expect(hiding).toEqual(['en-GB']);
    expect(findSiteLanguage('com', 'en-US')?.profile.hideCurrencies).toEqual(['AED']);
    expect(findSiteLanguage('com', 'en-CY')?.profile.hideCurrencies).toEqual([]);
    const charity = new Set(all.filter((m) => m.profile.confirmationCharityButtonLink).map((m) => m.site.id));
    expect([...charity].sort()).toEqual(['es', 'fr', 'it', 'nl', 'uk']);
  });

  it('spec §3: only the US has the baseline experiment, with variant null', () => {
    const withExperiment = all.filter((m) => m.profile.baselineExperiment).map((m) => m.lang.locale);
    expect(withExperiment).toEqual(['en-US', 'es-US']);
    expect(findSiteLanguage('com', 'en-US')?.profile.baselineExperiment?.variant).toBeNull();
  });

  it('placeholders are visibly fake', () => {
    for (const { profile } of all) {
      expect(profile.customerSupportPhoneDisplay).toMatch(/ 000 0000000$/);
      expect(profile.customerSupportMail).toMatch(/\.example$/);
      expect(Object.values(profile.tagManager).every((id) => id.startsWith('GTM-DEMO'))).toBe(true);
    }
  });
});

describe('VAT rate of every market (issue 20: invoices)', () => {
  it.each([
    ['de', 'de-DE', 19],
    ['uk', 'en-GB', 20],
    ['ch', 'fr-CH', 8.1],
    ['com', 'en-US', 0],
  ] as const)('%s %s charges %s %%', (site, locale, rate) => {
    expect(findSiteLanguage(site, locale)?.profile.vatRatePercent).toBe(rate);
  });

  it('is set, from 0 to 30 percent, for every language of every site', () => {
    for (const site of sites)
      for (const language of site.languages) {
        const rate = language.profile.vatRatePercent;
        expect(rate, `${site.id} ${language.locale}`).toBeGreaterThanOrEqual(0);
        expect(rate, `${site.id} ${language.locale}`).toBeLessThanOrEqual(30);
      }
  });
});
