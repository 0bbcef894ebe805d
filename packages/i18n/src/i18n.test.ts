import { describe, expect, it, vi } from 'vitest';
import { namespaceState } from './backend.ts';
import { createI18n, localeBundles, localeFiles } from './i18n.ts';
import { namespacesState } from './react.tsx';
import { shellResources, translator } from './shell.ts';

const shell = { shell: { bundled: shellResources } };

describe('translator (the site, at build time, through createI18n)', () => {
  it.each([
    ['de-AT', 'Seite nicht gefunden'],
    ['de-DE', 'Seite nicht gefunden'],
    ['fr-CA', 'Page introuvable'],
    ['es-US', 'Página no encontrada'],
    ['nl-BE', 'Pagina niet gevonden'],
    ['it-CH', 'Pagina non trovata'],
    ['ar-EG', 'الصفحة غير موجودة'],
    ['pt-BR', 'Página não encontrada'],
    ['cs-CZ', 'Page not found'],
    ['xx-unknown-locale', 'Page not found'],
    ['', 'Page not found'],
  ])('%j: notFound.title is %j', (locale, expected) => {
    expect(translator(locale)('notFound.title')).toBe(expected);
  });

  it('uses a regional variant’s own strings, and its language’s for the rest', () => {
    expect(translator('de-CH')('common.close')).toBe('Schliessen');
    expect(translator('de-CH')('common.menu')).toBe('Menü');
    expect(translator('en-NZ')('notFound.home')).toBe('Back to the homepage');
    expect(translator('en-IE')('notFound.home')).toBe('Back to the homepage');
    expect(translator('en-AU')('notFound.title')).toBe('Page not found');
    expect(translator('en-US')('notFound.home')).toBe('Back to the home page');
    expect(translator('nl-BE')('common.signIn')).toBe('Aanmelden');
    expect(translator('nl-BE')('common.close')).toBe(translator('nl-NL')('common.close'));
  });

  it('interpolates without HTML escaping (React escapes)', () => {
    expect(translator('en-US')('common.pageTitleSuffix', { brand: 'Rent & <Go>' })).toBe('Rent & <Go>');
    expect(translator('fr-FR')('languageSwitcher.current', { language: 'Français' })).toBe(
      'Langue actuelle\u00a0: Français',
    );
  });

  it('is cached per locale', () => {
    expect(translator('de-AT')).toBe(translator('de-at'));
    expect(translator('de-AT')).not.toBe(translator('de-DE'));
  });

  it('returns the key for a key that exists nowhere, never null', () => {
    expect(translator('de-DE')('notFound.nope')).toBe('notFound.nope');
  });
});

describe('createI18n', () => {
  it('is ready synchronously with bundled namespaces', () => {
    const i18n = createI18n({ locale: 'it-IT', namespaces: shell });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('error.retry')).toBe('Riprova');
    expect(namespacesState(i18n, ['shell'])).toBe('loaded');
  });

  it('applies the shared settings', () => {
    const { options, language } = createI18n({ locale: 'de_at', namespaces: shell });
    expect(language).toBe('de-AT');
    expect(options.interpolation).toMatchObject({ escapeValue: false, maxReplaces: 1000 });
    expect(options).toMatchObject({
      returnNull: false,
      load: 'currentOnly',
      keySeparator: '.',
      initAsync: false,
    });
    expect(createI18n({ locale: 'de-AT', namespaces: shell }).languages).toEqual(['de-AT', 'de-DE', 'en-US']);
    expect(createI18n({ locale: 'sv-SE', namespaces: shell }).languages).toEqual(['sv-SE', 'en-US']);
  });

  it('falls back to en-US for an invalid locale, never to "dev"', () => {
    const i18n = createI18n({ locale: '???', namespaces: shell });
    expect(i18n.language).toBe('en-US');
    expect(i18n.languages).not.toContain('dev');
  });

  it('refuses an instance without namespaces', () => {
    expect(() => createI18n({ locale: 'en-US', namespaces: {} })).toThrow(/at least one namespace/);
  });

  it('loads an app namespace per locale of the chain, only the supported ones, key by key', async () => {
    const asked: string[] = [];
    const i18n = createI18n({
      locale: 'de-AT',
      namespaces: {
        booking: {
          bundled: { 'en-US': { search: { submit: 'Show cars', count: '{{count}} cars' } } },
          load: async (locale) => {
            asked.push(locale);
            return locale === 'de-DE' ? { search: { submit: 'Autos anzeigen' } } : null;
          },
        },
        ...shell,
      },
    });
    expect(namespaceState(i18n, 'de-DE', 'booking')).toBe('loading');
    await vi.waitFor(() => expect(namespacesState(i18n, ['booking'])).toBe('loaded'));
    // de-AT has no translations (no request); en-US is bundled (no request).
    expect(asked).toEqual(['de-DE']);
    expect(i18n.t('search.submit')).toBe('Autos anzeigen');
    expect(i18n.t('search.count', { count: 3 })).toBe('3 cars');
    expect(i18n.t('notFound.title', { ns: 'shell' })).toBe('Seite nicht gefunden');
  });

  it('reports a namespace that cannot be loaded as failed after the retries (spec §4, §7)', async () => {
    const load = vi.fn(async () => {
      throw new Error('503');
    });
    const i18n = createI18n({
      locale: 'fr-FR',
      namespaces: { help: { load } },
      retry: { retries: 2, initialDelayMs: 1 },
    });
    await vi.waitFor(() => expect(namespacesState(i18n, ['help'])).toBe('failed'));
    // fr-FR and en-US, each tried 1 + 2 times.
    expect(load).toHaveBeenCalledTimes(6);
  });

  it('does not let an app mutate the shared shell bundle', () => {
    const i18n = createI18n({ locale: 'en-US', namespaces: shell });
    i18n.addResource('en-US', 'shell', 'common.menu', 'Changed');
    expect(shellResources['en-US'].common.menu).toBe('Menu');
    expect(translator('en-US')('common.menu')).toBe('Menu');
  });
});

describe('localeFiles (an app’s import.meta.glob of its locale files)', () => {
  it('maps file names to locales and loads nothing for a locale without a file', async () => {
    const load = localeFiles({
      './locales/en-US.ts': async () => ({ default: { a: 'A' } }),
      './locales/de-CH.ts': async () => ({ default: { a: 'Ä' } }),
    });
    expect(await load('de-CH')).toEqual({ a: 'Ä' });
    expect(await load('fr-FR')).toBeNull();
  });

  it('bundles eager locale files the same way', () => {
    expect(localeBundles({ './locales/nl-BE.ts': { default: { signIn: 'Aanmelden' } } })).toEqual({
      'nl-BE': { signIn: 'Aanmelden' },
    });
    expect(() => localeBundles({ './locales/xx.ts': { default: {} } })).toThrow(/xx\.ts/);
  });

  it('refuses a file that is not named after a supported locale', () => {
    expect(() => localeFiles({ './locales/de-AT.ts': async () => ({}) })).toThrow(/de-AT\.ts: a locale file/);
    expect(() => localeFiles({ './locales/strings.ts': async () => ({}) })).toThrow(/strings\.ts/);
  });
});
