import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fallbackChain, isTranslatedLocale, normalizeLocale, supportedLocales } from './locales.ts';

describe('fallbackChain', () => {
  // spec §9 + issue 2: other locales fall back to their language's representative, then en-US.
  it.each([
    ['en-US', ['en-US']],
    ['de-DE', ['de-DE', 'en-US']],
    ['de-AT', ['de-AT', 'de-DE', 'en-US']],
    ['de-CH', ['de-CH', 'de-DE', 'en-US']],
    ['de-LU', ['de-LU', 'de-DE', 'en-US']],
    ['fr-CA', ['fr-CA', 'fr-FR', 'en-US']],
    ['fr-BE', ['fr-BE', 'fr-FR', 'en-US']],
    ['fr-CH', ['fr-CH', 'fr-FR', 'en-US']],
    ['it-CH', ['it-CH', 'it-IT', 'en-US']],
    ['nl-BE', ['nl-BE', 'nl-NL', 'en-US']],
    ['es-US', ['es-US', 'es-ES', 'en-US']],
    ['es-MX', ['es-MX', 'es-ES', 'en-US']],
    ['es-ES', ['es-ES', 'en-US']],
    ['pt-BR', ['pt-BR', 'pt-PT', 'en-US']],
    ['pt-AO', ['pt-AO', 'pt-PT', 'en-US']],
    ['nb-NO', ['nb-NO', 'en-US']],
    ['no', ['no', 'nb-NO', 'en-US']],
    ['pl-PL', ['pl-PL', 'en-US']],
    ['cs-CZ', ['cs-CZ', 'en-US']],
    ['ar-EG', ['ar-EG', 'ar-SA', 'en-US']],
    ['ar-SA', ['ar-SA', 'en-US']],
    ['sv-SE', ['sv-SE', 'en-US']],
    // British-spelling regions go through en-GB before en-US.
    ['en-GB', ['en-GB', 'en-US']],
    ['en-IE', ['en-IE', 'en-GB', 'en-US']],
    ['en-AU', ['en-AU', 'en-GB', 'en-US']],
    ['en-NZ', ['en-NZ', 'en-GB', 'en-US']],
    ['en-SG', ['en-SG', 'en-GB', 'en-US']],
    ['en-MT', ['en-MT', 'en-GB', 'en-US']],
    ['en-CA', ['en-CA', 'en-US']],
    ['en-AE', ['en-AE', 'en-US']],
    // Spellings seen in URLs and page data are normalised.
    ['de-at', ['de-AT', 'de-DE', 'en-US']],
    ['es_us', ['es-US', 'es-ES', 'en-US']],
    [' fr-ca ', ['fr-CA', 'fr-FR', 'en-US']],
    ['de', ['de', 'de-DE', 'en-US']],
    ['en', ['en', 'en-US']],
    ['zh-Hant-TW', ['zh-Hant-TW', 'en-US']],
    // Not a locale at all: the default only.
    ['', ['en-US']],
    ['not a locale', ['en-US']],
    ['dev', ['dev', 'en-US']],
  ])('%j -> %j', (locale, expected) => {
    expect(fallbackChain(locale)).toEqual(expected);
  });

  it('holds for any string: ends in en-US, no duplicates, never the old default "dev" as fallback', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.constantFrom(...supportedLocales, 'ar', 'Ar', 'ar-EG', 'en-IE', 'de-AT')),
        (input) => {
          const chain = fallbackChain(input);
          expect(chain.at(-1)).toBe('en-US');
          expect(new Set(chain).size).toBe(chain.length);
          expect(chain.slice(1)).not.toContain('dev');
          // every fallback (after the locale itself) is a translated locale
          for (const fallback of chain.slice(1)) expect(isTranslatedLocale(fallback)).toBe(true);
        },
      ),
    );
  });

  it('starts with the locale itself for every supported locale', () => {
    for (const locale of supportedLocales) expect(fallbackChain(locale)[0]).toBe(locale);
  });
});

describe('normalizeLocale', () => {
  it.each([
    ['de-at', 'de-AT'],
    ['EN_gb', 'en-GB'],
    ['en-US', 'en-US'],
    ['', undefined],
    ['12', undefined],
    ['en-', undefined],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeLocale(input)).toBe(expected);
  });
});
