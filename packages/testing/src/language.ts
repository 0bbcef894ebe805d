// Which language a text is written in, for the tests that every page body and every string table reads in
// its page's language (issue 19). franc (trigram models of 187 languages) is asked to choose among the
// languages the sites use; a short text is only asked "its language, or English?", which stays reliable
// where a choice among twenty is not (a two-line Spanish intro reads as Portuguese).
import { francAll } from 'franc';

/** ISO 639-3 codes (franc's) of the languages the sites use, by BCP 47 language subtag. */
export const iso6393: Readonly<Record<string, string>> = {
  ar: 'arb',
  da: 'dan',
  de: 'deu',
  en: 'eng',
  es: 'spa',
  et: 'ekk',
  fi: 'fin',
  fr: 'fra',
  hr: 'hrv',
  hu: 'hun',
  is: 'isl',
  it: 'ita',
  lt: 'lit',
  lv: 'lvs',
  nb: 'nob',
  nl: 'nld',
  pl: 'pol',
  pt: 'por',
  ro: 'ron',
  sl: 'slv',
  sv: 'swe',
};

/**
 * Languages franc has no model for, and what marks them instead: Icelandic writes þ and ð, which no other
 * site language uses. Such a text must have its marks and must not read as English.
 */
const withoutModel: Readonly<Record<string, RegExp>> = { isl: /[þðÞÐ]/ };
const candidates = [...new Set(Object.values(iso6393))].filter((code) => !(code in withoutModel));

/** Below this many characters only "its language or English?" is asked. */
export const reliableLength = 150;

/**
 * Close relatives franc tells apart only by a hair on a few sentences (a correct Norwegian page scored
 * Danish 1.00 against Bokmål 0.98, a Slovenian one Croatian 1.00 against Slovenian 0.96): within a group,
 * the page's language passes when it scores within `relativeMargin` of the top. A Danish text scores
 * Bokmål about 0.90, so it still fails on a Norwegian page.
 */
const relatives: readonly (readonly string[])[] = [
  ['dan', 'nob', 'swe'],
  ['hrv', 'slv'],
  ['spa', 'por'],
];
const relativeMargin = 0.95;

/** franc's guesses among `only` (default: the sites' languages with a model) with scores, best first. */
function scores(text: string, only: readonly string[] = candidates): [string, number][] {
  return francAll(text, { only: [...only], minLength: 20 });
}

/** franc's best guesses among `only` (default: the sites' languages with a model), best first. */
export function detect(text: string, only: readonly string[] = candidates): string[] {
  return scores(text, only).map(([code]) => code);
}

/**
 * Whether `text` reads in the language of `locale` ('pl-PL'): undefined when it does (or is too short to
 * tell, under 40 characters), else what it reads as instead.
 */
export function wrongLanguage(text: string, locale: string): string | undefined {
  const expected = iso6393[locale.split('-')[0] ?? ''];
  if (expected === undefined) return `no language code for ${locale}`;
  if (text.length < 40) return undefined;
  const marker = withoutModel[expected];
  if (marker) {
    const english = detect(text)[0] === 'eng';
    if (english) return 'eng';
    return marker.test(text) ? undefined : `not ${expected} (no ${marker.source})`;
  }
  if (text.length < reliableLength) {
    if (expected === 'eng') return undefined;
    const [first] = detect(text, [expected, 'eng']);
    return first === expected ? undefined : first;
  }
  const ranked = scores(text);
  const [first] = ranked[0] ?? ['und'];
  if (first === expected) return undefined;
  const own = ranked.find(([code]) => code === expected)?.[1] ?? 0;
  const related = relatives.some((group) => group.includes(first) && group.includes(expected));
  return related && own >= relativeMargin ? undefined : first;
}
