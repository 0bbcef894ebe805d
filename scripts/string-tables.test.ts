// issue 19: every interface string table exists for every language the sites use and reads in its
// language. A table is all of one namespace's strings in one locale (the shell, the consent banner, the
// site's layout strings, each app); its values, placeholders removed, go to the language detector.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { languageLocales } from '@rental/i18n';
import { wrongLanguage } from '@rental/testing/language';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

/** Where each namespace keeps its table for a locale. */
const tables: Record<string, (locale: string) => string> = {
  shell: (locale) => `packages/i18n/src/locales/${locale}/shell.ts`,
  consent: (locale) => `apps/site/src/consent/locales/${locale}.ts`,
  'site layout': (locale) => `apps/site/src/lib/ui-strings/${locale}.ts`,
  login: (locale) => `apps/login/src/shared/locales/${locale}.ts`,
  'help center': (locale) => `apps/help-center/src/shared/locales/${locale}.ts`,
  ride: (locale) => `apps/ride/src/shared/locales/${locale}.ts`,
  booking: (locale) => `apps/booking/src/shared/locales/${locale}.ts`,
  account: (locale) => `apps/account/src/shared/locales/${locale}.ts`,
  'account after rental': (locale) => `apps/account/src/shared/locales/after-rental/${locale}.ts`,
  plus: (locale) => `apps/plus/src/shared/locales/${locale}.ts`,
  'account renewal notice': (locale) => `apps/account/src/shared/locales/renewal/${locale}.ts`,
  pay: (locale) => `apps/pay/src/shared/locales/${locale}.ts`,
  'check-out': (locale) => `apps/check-in/src/features/check-out/locales/${locale}.ts`,
  'account rental': (locale) => `apps/account/src/features/bookings/locales/${locale}.ts`,
};

/** Complete tables of a language (regional variants hold only differences and are not read here). */
const languages = ['de-DE', 'fr-FR', 'nl-NL', 'es-ES', 'it-IT', ...languageLocales];

/** Every string value of a table, placeholders and markup removed. */
function text(table: unknown): string {
  const values: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') values.push(value);
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) walk(inner);
  };
  walk(table);
  return values
    .join('. ')
    .replace(/\{\{[^}]*\}\}|\{\w+\}|<\/?\w+>/g, ' ')
    .replace(/\bKestrel(?: (?:Ride|Share|Plus))?\b/g, ' ')
    .replace(/\s+/g, ' ');
}

describe.each(Object.entries(tables))('the %s strings (issue 19)', (_name, path) => {
  it('have a table for every language the sites use', () => {
    expect(languageLocales.filter((locale) => !existsSync(join(root, path(locale))))).toEqual([]);
  });

  it.each(languages)('%s reads in its language', async (locale) => {
    const file = join(root, path(locale));
    const module = (await import(pathToFileURL(file).href)) as { default: unknown };
    expect(wrongLanguage(text(module.default), locale), path(locale)).toBeUndefined();
  });
});
