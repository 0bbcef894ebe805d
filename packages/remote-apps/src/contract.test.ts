import { translator } from '@rental/i18n/shell';
import { sites } from '@rental/markets';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptLanguageFor, contractMismatch, remoteEntryFile } from './contract.ts';
import { buildMountContext, mountContextSchema, serializeMountContext } from './mount-context.ts';
import { remoteAppConfig, sharedModulesOf } from './vite.ts';

describe('acceptLanguageFor', () => {
  it.each([
    ['de-DE', 'de-DE,de;q=0.9,en;q=0.8'],
    ['fr-BE', 'fr-BE,fr;q=0.9,en;q=0.8'],
    ['en-GB', 'en-GB,en;q=0.9'],
    ['ar-EG', 'ar-EG,ar;q=0.9,en;q=0.8'],
  ])('%s -> %s', (language, expected) => {
    expect(acceptLanguageFor(language)).toBe(expected);
  });
});

describe('remoteEntryFile and contractMismatch', () => {
  it('appends the version to the entry name', () => {
    expect(remoteEntryFile('')).toBe('remoteEntry.js');
    expect(remoteEntryFile('-2.1')).toBe('remoteEntry-2.1.js');
  });
  it('names both versions on a mismatch', () => {
    expect(contractMismatch({ contractVersion: 1 }, 1)).toBeNull();
    expect(contractMismatch({ contractVersion: 1 }, 2)).toMatch(/contract 1 but the app was built for 2/);
  });
});

describe('mount context of every site language', () => {
  const languages = sites.flatMap((site) => site.languages.map((lang) => ({ site, lang })));
  it.each(languages.map(({ site, lang }) => [`${site.id}/${lang.locale}`, site, lang] as const))(
    '%s builds a valid context',
    (_name, site, lang) => {
      const context = buildMountContext({
        profile: lang.profile,
        fallbackText: translator(lang.locale)('common.appFailed'),
      });
      expect(mountContextSchema.parse(context)).toEqual(context);
      expect(context).toMatchObject({ tenantId: site.tenantId, locale: lang.locale, apiBaseUrl: '/api' });
      expect(context.market.links.account).toMatch(/^\/.*account/);
      // The market facts apps take from here, never from a table of their own (issue 13 §2).
      expect(context.market).toMatchObject({
        phonePrefix: lang.profile.countryCodeNumber,
        initialDate: lang.profile.initialDate,
        offersVans: lang.profile.links.truck !== '' && !lang.profile.links.truck.startsWith('https://'),
      });
      // The Land Rover subscription site rents no vans or trucks: its van link is the main brand's.
      if (site.id === 'jlr-de') expect(context.market.offersVans).toBe(false);
      expect(context.market.charity !== null).toBe(lang.profile.confirmationCharityTextLink !== undefined);
      expect(context.fallbackText.length).toBeGreaterThan(20);
    },
  );

  it('names the site language and field when the profile is broken', () => {
    const lang = sites[0]!.languages[0]!;
    expect(() =>
      buildMountContext({ profile: { ...lang.profile, defaultCurrency: 'EURO' }, fallbackText: 'x' }),
    ).toThrow(new RegExp(`Mount context of ${lang.profile.siteId}/${lang.locale}: market.currency`));
  });

  it('serialises so that no string can close the script element', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const lang = sites[0]!.languages[0]!;
        const json = serializeMountContext(
          buildMountContext({ profile: lang.profile, fallbackText: `${text}</script>x` }),
        );
        expect(json).not.toMatch(/<\//);
        expect(JSON.parse(json).fallbackText).toBe(`${text}</script>x`);
      }),
      { numRuns: 50 },
    );
  });
});

describe('the host’s fallback text', () => {
  it('comes from the shell namespace: localised by language, then en-US', () => {
    const text = (locale: string) => translator(locale)('common.appFailed');
    expect(text('de-AT')).toBe(text('de-DE'));
    expect(text('de-DE')).toBe(
      'Dieser Teil der Seite konnte nicht geladen werden. Bitte laden Sie die Seite neu.',
    );
    expect(text('fr-BE')).toBe(text('fr-FR'));
    expect(text('pt-BR')).not.toBe(text('en-US'));
    expect(text('zh-TW')).toBe(text('en-US'));
  });
});

describe('sharedModulesOf', () => {
  it('an app asks the page only for the shared libraries it depends on', () => {
    expect(
      sharedModulesOf({
        react: '^19',
        'react-dom': '^19',
        '@rental/i18n': '*',
        '@rental/api-client': '*',
        zod: '^4',
      }),
    ).toEqual([
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      '@rental/i18n',
      '@rental/api-client',
    ]);
    expect(sharedModulesOf({ '@rental/ui': '*' })).toEqual([
      '@rental/ui',
      '@rental/ui/combo-box',
      '@rental/ui/date-field',
      '@rental/ui/dialog',
      '@rental/ui/tabs',
      '@rental/ui/toast',
    ]);
  });
});

describe('remoteAppConfig', () => {
  it('serves the app at /webapp/{app}/ and keeps the default entry when building another version', () => {
    const config = remoteAppConfig({ app: 'login', root: '/apps/login', version: '-2' });
    expect(config.base).toBe('/webapp/login/');
    expect(config.build?.emptyOutDir).toBe(false);
    expect(remoteAppConfig({ app: 'login', root: '/apps/login', version: '' }).build?.emptyOutDir).toBe(true);
  });
  it('rejects an invalid version or app name with an actionable message', () => {
    expect(() => remoteAppConfig({ app: 'login', root: '/x', version: '../x' })).toThrow(
      /WEBAPP_VERSION="..\/x"/,
    );
    expect(() => remoteAppConfig({ app: 'Login App', root: '/x' })).toThrow(/kebab-case/);
  });
});
