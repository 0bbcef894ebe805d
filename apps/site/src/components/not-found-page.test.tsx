// The not-found page in the page's language (issue 19: Arabic, Polish… have their shell strings); a
// language the shell strings do not cover would get English text marked as such, laid out left to right.
import { getSite } from '@rental/markets';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { supportContactOf } from '../lib/support-contact.ts';
import { NotFoundContent, shellFallback } from './not-found-page.tsx';

describe('shellFallback', () => {
  it.each([
    ['de-DE', undefined],
    ['de-AT', undefined],
    ['es-US', undefined],
    ['ar-SA', undefined],
    ['ar-EG', undefined],
    ['pt-BR', undefined],
    ['pl-PL', undefined],
    ['zh-TW', { lang: 'en-US', dir: 'ltr' }],
    ['cs-CZ', { lang: 'en-US', dir: 'ltr' }],
  ])('%s', (locale, expected) => {
    expect(shellFallback(locale)).toEqual(expected);
  });

  it('writes the Arabic not-found page in Arabic, with no lang of its own (issue 19)', () => {
    const sa = getSite('sa')!;
    const ar = sa.languages.find((l) => l.locale === 'ar-SA')!;
    const html = renderToStaticMarkup(<NotFoundContent site={sa} lang={ar} support={supportContactOf(ar)} />);
    expect(html).toMatch(/^<section class="message-page" aria-labelledby="page-title">/);
    expect(html).not.toContain('Page not found');
  });

  it('shows the market support phone and e-mail as tel: and mailto: links in the page language, outside the fallback', () => {
    const de = getSite('de')!;
    const lang = de.languages.find((l) => l.locale === 'de-DE')!;
    const html = renderToStaticMarkup(
      <NotFoundContent site={de} lang={lang} support={supportContactOf(lang)} />,
    );
    const contact = html.slice(html.indexOf('</section>'));
    expect(contact).toContain('Kundenservice');
    expect(contact).toContain(`href="tel:${lang.profile.customerSupportPhone}"`);
    expect(contact).toContain(`>${lang.profile.customerSupportPhoneDisplay}</a>`);
    expect(contact).toContain(`href="mailto:${lang.profile.customerSupportMail}"`);
    const ar = getSite('sa')!.languages.find((l) => l.locale === 'ar-SA')!;
    const arabic = renderToStaticMarkup(
      <NotFoundContent site={getSite('sa')!} lang={ar} support={supportContactOf(ar)} />,
    );
    expect(arabic.slice(arabic.indexOf('</section>'))).toContain('خدمة العملاء');
    expect(arabic).toContain(`<a href="tel:${ar.profile.customerSupportPhone}" dir="ltr">`);
  });
});
