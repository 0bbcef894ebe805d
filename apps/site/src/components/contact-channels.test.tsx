// The contact page's ways to reach the customer service and the outdated-browser prompt (issue 19,
// spec §3): every value from the page's market profile, labelled in the page language.

import { findSiteLanguage } from '@rental/markets';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { browserPromptOf, contactChannelsOf } from '../lib/support-contact.ts';
import { uiString } from '../lib/ui-strings.ts';
import { BrowserPrompt } from './browser-prompt.tsx';
import { ContactChannels } from './contact-channels.tsx';

const langOf = (site: string, locale: string) => {
  const lang = findSiteLanguage(site, locale);
  if (!lang) throw new Error(`no ${site}/${locale}`);
  return lang;
};

describe('ContactChannels', () => {
  it.each([
    ['de', 'de-DE', 'Kundenservice', 'Fragen zur Zahlung', '/help-center#/rent/contact'],
    ['be', 'fr-BE', 'Service client', 'Questions sur le paiement', '/fr-be/help-center#/rent/contact'],
    ['uk', 'en-GB', 'Customer service', 'Questions about payment', '/help-center#/rent/contact'],
  ])(
    '%s/%s: phone, e-mail, contact form, payment article and chat feedback of the profile',
    (site, locale, heading, payment, form) => {
      const lang = langOf(site, locale);
      const html = renderToStaticMarkup(
        <ContactChannels channels={contactChannelsOf(lang)} opensInNewWindow="new window" />,
      );
      expect(html).toContain(`<h2>${heading}</h2>`);
      expect(html).toContain(`href="tel:${lang.profile.customerSupportPhone}"`);
      expect(html).toContain(`>${lang.profile.customerSupportPhoneDisplay}</a>`);
      expect(html).toContain(`href="mailto:${lang.profile.customerSupportMail}"`);
      expect(html).toContain(`<a href="${form}">`);
      expect(html).toContain(`<a href="${lang.profile.customerSupportPaymentArticleLink}">${payment}</a>`);
      // An external survey: a new window, announced, with no opener.
      expect(html).toContain(
        `<a href="${lang.profile.chatFeedbackLink}" target="_blank" rel="noopener noreferrer">`,
      );
      expect(html).toContain('<span class="visually-hidden"> (new window)</span>');
    },
  );

  it('isolates the number and the address left to right on Arabic pages', () => {
    const ar = langOf('sa', 'ar-SA');
    const html = renderToStaticMarkup(
      <ContactChannels channels={contactChannelsOf(ar)} opensInNewWindow="نافذة جديدة" />,
    );
    expect(html).toContain(`<a href="tel:${ar.profile.customerSupportPhone}" dir="ltr">`);
    expect(html).toContain('أسئلة عن الدفع');
  });
});

describe('BrowserPrompt', () => {
  it('links the five download pages of the profile, in the page language', () => {
    const lang = langOf('de', 'de-DE');
    const html = renderToStaticMarkup(<BrowserPrompt prompt={browserPromptOf(lang)} />);
    expect(html).toMatch(/^<p class="browser-prompt">Ihr Browser ist veraltet/);
    const downloads = lang.profile.browserDownloadLink;
    for (const [name, href] of [
      ['Chrome', downloads.chrome],
      ['Safari', downloads.safari],
      ['Firefox', downloads.firefox],
      ['Edge', downloads.edge],
      ['Opera', downloads.opera],
    ]) {
      expect(html).toContain(`<a href="${href}">${name}</a>`);
    }
  });

  it('speaks every site language (issue 19: Polish had the English prompt)', () => {
    expect(browserPromptOf(langOf('pl', 'pl-PL')).text).not.toMatch(/^Your browser is out of date/);
    expect(browserPromptOf(langOf('pl', 'pl-PL')).text).toBe(uiString('pl-PL', 'browserOutdated'));
  });
});
