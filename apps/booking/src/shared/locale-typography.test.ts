// Kept beside, not inside, locales/: every file there is a locale chunk the app loads by its name.
// The booking strings' typography per language (issue 23): French puts a no-break space before its high
// punctuation and writes the typographic apostrophe; Arabic has every key of the master, the plural forms
// its language needs, and no Latin digit (numbers come in through {{…, number}} in the page's digits).
import { describe, expect, it } from 'vitest';
import arSA from './locales/ar-SA.ts';
import enUS from './locales/en-US.ts';
import frFR from './locales/fr-FR.ts';

/** 'a.b.c' -> string for every leaf. */
function leaves(value: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'object' && child !== null) for (const [p, v] of leaves(child, path)) out.set(p, v);
    else out.set(path, String(child));
  }
  return out;
}

const withoutPlaceholders = (text: string) => text.replace(/\{\{[^}]*\}\}/g, '');

describe('fr-FR typography', () => {
  const strings = [...leaves(frFR)];

  it('a no-break space before : ; ? !, never a plain one', () => {
    expect(strings.filter(([, text]) => / [:;?!]/.test(text)).map(([key]) => key)).toEqual([]);
  });

  it('the typographic apostrophe', () => {
    expect(strings.filter(([, text]) => /\p{L}'\p{L}/u.test(text)).map(([key]) => key)).toEqual([]);
  });
});

describe('ar-SA', () => {
  const arabic = leaves(arSA);

  it('translates every key of en-US', () => {
    const master = [...leaves(enUS).keys()].map((key) => key.replace(/_(one|other)$/, ''));
    const own = new Set([...arabic.keys()].map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')));
    expect(master.filter((key) => !own.has(key))).toEqual([]);
  });

  it('writes no Latin digit of its own', () => {
    const latin = [...arabic].filter(([, text]) => /[0-9]/.test(withoutPlaceholders(text)));
    expect(latin.map(([key]) => key)).toEqual([]);
  });

  it('formats its counts with Intl ({{count, number}}), never raw', () => {
    const raw = [...arabic].filter(([, text]) => /\{\{\s*(count|days|age|max)\s*\}\}/.test(text));
    expect(raw.map(([key]) => key)).toEqual([]);
  });
});
