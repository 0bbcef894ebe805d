import { describe, expect, it } from 'vitest';
import { fallbackChain, languageLocales, type SupportedLocale, supportedLocales } from './locales.ts';
import { shellResources } from './resources.ts';
import { translator } from './shell.ts';

/** 'a.b.c' -> string for every leaf of a nested strings object. */
function flatten(value: object, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'object' && child !== null) {
      for (const [p, v] of flatten(child, path)) out.set(p, v);
    } else out.set(path, child);
  }
  return out;
}

function variables(text: unknown): string[] {
  return [...String(text).matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1] ?? '').sort();
}

const reference = flatten(shellResources['en-US']);

const own = (locale: SupportedLocale) => flatten(shellResources[locale] ?? {});

describe('shell namespace: every locale complete along its fallback chain', () => {
  describe.each(supportedLocales)('%s', (locale) => {
    it('adds no key en-US does not have', () => {
      expect([...own(locale).keys()].filter((key) => !reference.has(key))).toEqual([]);
    });

    it.each([...reference.keys()])('%s resolves to a non-empty string with the en-US variables', (key) => {
      const text = translator(locale)(key);
      expect(text).not.toBe(key);
      expect(String(text).trim()).not.toBe('');
      expect(variables(text)).toEqual(variables(reference.get(key)));
    });
  });

  it('a regional variant holds only what differs from the locale it falls back to', () => {
    for (const locale of supportedLocales) {
      const parent = fallbackChain(locale)[1];
      // A variant of the same language (de-CH of de-DE, en-AU of en-GB); de-DE of en-US is a language, and
      // so is each language locale (pt-BR has its complete table beside pt-PT's).
      if (!parent || parent.split('-')[0] !== locale.split('-')[0]) continue;
      if ((languageLocales as readonly string[]).includes(locale)) continue;
      const same = [...own(locale)].filter(([key, text]) => translator(parent)(key) === text);
      expect(same, `${locale} repeats ${parent}`).toEqual([]);
    }
  });
});

describe('translation quality', () => {
  // Strings that are naturally the same as English in some languages.
  const sameAsEnglishAllowed = new Set(['common.menu', 'common.home', 'common.pageTitleSuffix']);

  it.each(['de-DE', 'nl-NL', 'fr-FR', 'es-ES', 'it-IT', ...languageLocales] as const)(
    '%s is not English copied over',
    (locale) => {
      const strings = own(locale);
      const copied = [...reference].filter(
        ([key, text]) => !sameAsEnglishAllowed.has(key) && strings.get(key) === text,
      );
      expect(copied).toEqual([]);
    },
  );

  it('de-CH writes ss, never ß', () => {
    const text = [...reference.keys()].map((key) => translator('de-CH')(key)).join('\n');
    expect(text).not.toContain('ß');
    expect(translator('de-CH')('common.close')).toBe('Schliessen');
  });

  it.each(['en-GB', 'en-AU', 'en-NZ'] as const)('%s uses British, not American, wording', (locale) => {
    const text = [...reference.keys()].map((key) => translator(locale)(key)).join('\n');
    expect(text).not.toMatch(/\b(?:color|center|canceled|favorite|license|organiz|catalog)\b/i);
    expect(translator(locale)('notFound.home')).toBe('Back to the homepage');
  });

  it('nl-BE differs from nl-NL where Belgian usage does', () => {
    expect(translator('nl-BE')('common.signIn')).toBe('Aanmelden');
    expect(translator('nl-NL')('common.signIn')).toBe('Inloggen');
  });
});
