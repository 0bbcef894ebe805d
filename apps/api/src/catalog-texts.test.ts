// The catalogue texts (issue 23): every add-on named in every language the booking app ships, in that
// language's typography, and the language a request reads them in.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ADDON_CODES,
  addonText,
  addonTextsIn,
  CATALOG_LANGUAGES,
  catalogLanguageOf,
} from './catalog-texts.ts';
import { addonSeeds } from './db/seed/fleet.ts';

const bookingLocales = new URL('../../booking/src/shared/locales/', import.meta.url);

describe('catalogue texts', () => {
  it('cover every language of the booking app’s locales', () => {
    const languages = readdirSync(bookingLocales)
      .filter((file) => /^[a-z]{2,3}-[A-Z]{2}\.ts$/.test(file))
      .map((file) => file.split('-')[0]!);
    expect(languages.length).toBeGreaterThan(5);
    expect(
      [...new Set(languages)].filter((l) => !(CATALOG_LANGUAGES as readonly string[]).includes(l)),
    ).toEqual([]);
  });

  it('name and describe every seeded add-on in every language, each in its own words', () => {
    expect(addonSeeds.map((a) => a.code).sort()).toEqual([...ADDON_CODES].sort());
    const missing: string[] = [];
    for (const language of CATALOG_LANGUAGES)
      for (const code of ADDON_CODES) {
        const text = addonText(code, language);
        if (!text?.name.trim() || !text.description.trim()) missing.push(`${language} ${code}`);
        else if (language !== 'en' && text.name === addonText(code, 'en')!.name)
          missing.push(`${language} ${code}: English`);
      }
    expect(missing).toEqual([]);
  });

  it('write Arabic in Arabic script with Arabic-Indic digits, French with a no-break space before ; : ? !', () => {
    for (const { name, description } of Object.values(addonTextsIn('ar'))) {
      expect(`${name} ${description}`).toMatch(/^[\p{Script_Extensions=Arabic}\s.,]+$/u);
    }
    for (const { name, description } of Object.values(addonTextsIn('fr'))) {
      expect(`${name} ${description}`).not.toMatch(/ [:;?!]/);
    }
  });

  it('know no other code', () => {
    expect(addonText('SNOW_CHAINS', 'de')).toBeUndefined();
  });

  it.each([
    ['de-DE', 'de'],
    ['de-CH', 'de'],
    ['ar-EG', 'ar'],
    ['ar', 'ar'],
    ['nl-BE', 'nl'],
    ['pl-PL', 'pl'],
    ['nb-NO', 'nb'],
    ['no', 'nb'],
    ['pt-BR', 'pt'],
    ['fil-PH', 'en'],
    ['tr-TR', 'en'],
  ])('take %s as %s', (locale, language) => {
    expect(catalogLanguageOf(locale)).toBe(language);
  });
});
