// issue 19: every page body reads in its page's language, confirmed by a language detector
// (@rental/testing/language): a body in English on a Polish page, or in Danish on a Norwegian one, fails
// with the file named.
import { sites } from '@rental/markets';
import { iso6393, wrongLanguage } from '@rental/testing/language';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFileSource } from './file-source.ts';
import { loadAllPages } from './load.ts';
import type { Page } from './schema.ts';

/** The words of a body: no markup, no link targets, no brand or product names, no numbers. */
function bodyText(body: string): string {
  return body
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/https?:\/\/\S+|[\w.+-]+@[\w.-]+/g, ' ')
    .replace(/\bKestrel(?: (?:Ride|Share|Plus|Rent))?\b/g, ' ')
    .replace(/[#*_>[\]`|:-]+/g, ' ')
    .replace(/\d[\d.,:/%]*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

let pages: Page[];
beforeAll(async () => {
  pages = await loadAllPages(createFileSource(), { siteIds: sites.map((site) => site.id) });
});

describe('page bodies in their page language (issue 19)', () => {
  it('knows a language code for every language the sites use', () => {
    const used = new Set(sites.flatMap((site) => site.languages.map((lang) => lang.locale.split('-')[0]!)));
    expect([...used].filter((language) => !(language in iso6393))).toEqual([]);
  });

  it('detects the page language in every body of every site language', () => {
    expect(pages.length).toBeGreaterThan(2000);
    const wrong = pages.flatMap((page) => {
      const found = wrongLanguage(bodyText(page.body), page.context.language_code);
      return found === undefined ? [] : [`${page.file}: reads as ${found}`];
    });
    expect(wrong).toEqual([]);
  });

  it('would catch an English body on a Polish page, and a Swedish one on a Finnish page', () => {
    const english =
      'Pick up your rental car at the airport, the main train station or one of our city branches. ' +
      'Choose from compact cars, family SUVs and convertibles, all usually less than two years old.';
    expect(wrongLanguage(bodyText(english), 'pl-PL')).toBe('eng');
    const swedish =
      'Hämta din hyrbil på flygplatsen, vid centralstationen eller på något av våra kontor i staden. Välj ' +
      'mellan småbilar, familje-SUV:ar och cabrioleter, oftast yngre än två år. Avboka gratis fram till 24 timmar före.';
    expect(wrongLanguage(bodyText(swedish), 'fi-FI')).toBe('swe');
    expect(wrongLanguage(bodyText(swedish), 'sv-SE')).toBeUndefined();
  });
});
