import { describe, expect, it } from 'vitest';
import { createI18n, translator } from './i18n.ts';
import { shellResources } from './resources.ts';

describe('translator', () => {
  it.each([
    ['de-AT', 'Seite nicht gefunden'],
    ['de-DE', 'Seite nicht gefunden'],
    ['fr-CA', 'Page introuvable'],
    ['es-US', 'Página no encontrada'],
    ['nl-BE', 'Pagina niet gevonden'],
    ['it-CH', 'Pagina non trovata'],
    ['ar-EG', 'Page not found'],
    ['pt-BR', 'Page not found'],
    ['xx-unknown-locale', 'Page not found'],
    ['', 'Page not found'],
  ])('%j: notFound.title is %j', (locale, expected) => {
    expect(translator(locale)('notFound.title')).toBe(expected);
  });

  it('uses the locale’s own strings before its fallbacks', () => {
    expect(translator('de-CH')('common.close')).toBe('Schliessen');
    expect(translator('en-NZ')('notFound.home')).toBe('Back to the homepage');
    expect(translator('en-IE')('notFound.home')).toBe('Back to the homepage');
    expect(translator('en-US')('notFound.home')).toBe('Back to the home page');
  });

  it('interpolates without HTML escaping (React escapes)', () => {
    expect(translator('en-US')('common.pageTitleSuffix', { brand: 'Rent & <Go>' })).toBe('Rent & <Go>');
    expect(translator('fr-FR')('languageSwitcher.current', { language: 'Français' })).toBe(
      'Langue actuelle\u00a0: Français',
    );
  });

  it('is cached per locale and namespace', () => {
    expect(translator('de-AT')).toBe(translator('de-at'));
    expect(translator('de-AT')).not.toBe(translator('de-DE'));
  });

  it('returns the key for a key that exists nowhere, never null', () => {
    expect(translator('de-DE')('notFound.nope')).toBe('notFound.nope');
  });
});

describe('createI18n', () => {
  it('is ready synchronously with bundled resources', () => {
    const i18n = createI18n({ locale: 'it-IT' });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('error.retry')).toBe('Riprova');
  });

  it('applies the shared settings', () => {
    const { options, language } = createI18n({ locale: 'de_at' });
    expect(language).toBe('de-AT');
    expect(options.interpolation).toMatchObject({ escapeValue: false, maxReplaces: 1000 });
    expect(options).toMatchObject({
      returnNull: false,
      load: 'currentOnly',
      keySeparator: '.',
      initAsync: false,
    });
    expect(createI18n({ locale: 'de-AT' }).languages).toEqual(['de-AT', 'de-DE', 'en-US']);
    expect(createI18n({ locale: 'sv-SE' }).languages).toEqual(['sv-SE', 'en-US']);
  });

  it('falls back to en-US for an invalid locale, never to "dev"', () => {
    const i18n = createI18n({ locale: '???' });
    expect(i18n.language).toBe('en-US');
    expect(i18n.languages).not.toContain('dev');
  });

  it('follows a language change with the new locale’s chain', async () => {
    const i18n = createI18n({ locale: 'en-US' });
    await i18n.changeLanguage('fr-BE');
    expect(i18n.languages).toEqual(['fr-BE', 'fr-FR', 'en-US']);
    expect(i18n.t('common.close')).toBe('Fermer');
  });

  it('adds an app’s bundled namespace next to the shell', () => {
    const i18n = createI18n({
      locale: 'de-AT',
      namespaces: ['booking', 'shell'],
      resources: {
        'en-US': { booking: { search: { submit: 'Show cars', count: '{{count}} cars' } } },
        'de-DE': { booking: { search: { submit: 'Autos anzeigen' } } },
      },
    });
    expect(i18n.t('search.submit')).toBe('Autos anzeigen');
    expect(i18n.t('search.count', { count: 3 })).toBe('3 cars');
    expect(i18n.t('notFound.title', { ns: 'shell' })).toBe('Seite nicht gefunden');
    expect(i18n.t('shell:common.menu')).toBe('Menü');
  });

  it('does not let an app mutate the shared shell bundle', () => {
    const i18n = createI18n({ locale: 'en-US' });
    i18n.addResource('en-US', 'shell', 'common.menu', 'Changed');
    expect(shellResources['en-US'].common.menu).toBe('Menu');
    expect(translator('en-US')('common.menu')).toBe('Menu');
  });
});
