// The not-found text on a page whose language the shell strings do not cover is marked as the language
// it is written in (Arabic pages get English text, laid out left to right).
import { getSite } from '@rental/markets';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NotFoundContent, shellFallback } from './not-found-page.tsx';

describe('shellFallback', () => {
  it.each([
    ['de-DE', undefined],
    ['de-AT', undefined],
    ['es-US', undefined],
    ['ar-SA', { lang: 'en-US', dir: 'ltr' }],
    ['pt-BR', { lang: 'en-US', dir: 'ltr' }],
  ])('%s', (locale, expected) => {
    expect(shellFallback(locale)).toEqual(expected);
  });

  it('marks the Arabic not-found page text as English, left to right', () => {
    const sa = getSite('sa')!;
    const ar = sa.languages.find((l) => l.locale === 'ar-SA')!;
    expect(renderToStaticMarkup(<NotFoundContent site={sa} lang={ar} />)).toMatch(
      /^<section class="message-page" aria-labelledby="page-title" lang="en-US" dir="ltr">/,
    );
  });
});
