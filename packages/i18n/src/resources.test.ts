import { describe, expect, it } from 'vitest';
import { supportedLocales } from './locales.ts';
import { shellResources } from './resources.ts';

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

describe('shell namespace parity with en-US', () => {
  it('covers all eleven supported locales', () => {
    expect(Object.keys(shellResources).sort()).toEqual([...supportedLocales].sort());
  });

  describe.each(supportedLocales)('%s', (locale) => {
    const strings = flatten(shellResources[locale]);

    it('has exactly the en-US keys', () => {
      expect([...strings.keys()].sort()).toEqual([...reference.keys()].sort());
    });

    it.each([...reference.keys()])('%s is a non-empty string with the en-US variables', (key) => {
      const text = strings.get(key);
      expect(typeof text).toBe('string');
      expect(String(text).trim()).not.toBe('');
      expect(variables(text)).toEqual(variables(reference.get(key)));
    });
  });
});

describe('translation quality', () => {
  // Strings that are naturally the same as English in some languages.
  const sameAsEnglishAllowed = new Set(['common.menu', 'common.home', 'common.pageTitleSuffix']);

  it.each(supportedLocales.filter((l) => !l.startsWith('en-')))('%s is not English copied over', (locale) => {
    const strings = flatten(shellResources[locale]);
    const copied = [...reference].filter(
      ([key, text]) => !sameAsEnglishAllowed.has(key) && strings.get(key) === text,
    );
    expect(copied).toEqual([]);
  });

  it('de-CH writes ss, never ß', () => {
    const text = [...flatten(shellResources['de-CH']).values()].join('\n');
    expect(text).not.toContain('ß');
    expect(shellResources['de-CH'].common.close).toBe('Schliessen');
  });

  it.each(['en-GB', 'en-AU', 'en-NZ'] as const)('%s uses British, not American, wording', (locale) => {
    const text = [...flatten(shellResources[locale]).values()].join('\n');
    expect(text).not.toMatch(/\b(?:color|center|canceled|favorite|license|organiz|catalog)\b/i);
    expect(shellResources[locale].notFound.home).toBe('Back to the homepage');
  });

  it('nl-BE differs from nl-NL where Belgian usage does', () => {
    expect(shellResources['nl-BE'].common.signIn).toBe('Aanmelden');
    expect(shellResources['nl-NL'].common.signIn).toBe('Inloggen');
  });
});
