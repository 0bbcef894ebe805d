// issue 19 "Support contact", over plain HTTP (no browser): the contact page of two markets and Arabic
// shows the market's customer service (spec §3: phone in its display form as a tel: link, e-mail, the
// payment help article, the chat feedback survey) and the help center's contact form; every footer links
// the contact and FAQ pages; every page carries the outdated-browser prompt with the profile's download
// pages (hidden by CSS in supported browsers: the a11y spec checks it stays hidden in Chromium).
import { createLinks, getSite } from '@rental/markets';
import { expect, getPage, siteUrl, test, textOf } from '@rental/testing';

const cases = [
  { site: 'de', locale: 'de-DE', heading: 'Kundenservice', prompt: /^Ihr Browser ist veraltet/ },
  { site: 'uk', locale: 'en-GB', heading: 'Customer service', prompt: /^Your browser is out of date/ },
  { site: 'be', locale: 'fr-BE', heading: 'Service client', prompt: /^Votre navigateur est obsolète/ },
  { site: 'sa', locale: 'ar-SA', heading: 'خدمة العملاء', prompt: /^متصفحك قديم/ },
];

test('the contact page, footer and browser prompt carry the market profile’s support facts', async () => {
  for (const { site: id, locale, heading, prompt } of cases) {
    const site = getSite(id)!;
    const lang = site.languages.find((l) => l.locale === locale)!;
    const { profile } = lang;
    const links = createLinks(site, lang);
    const where = `${id} ${links.contacts}`;
    const { status, document } = await getPage(siteUrl(id, links.contacts));
    expect(status, where).toBe(200);
    expect(document.documentElement.lang, where).toBe(locale);

    const channels = document.querySelector('main .contact-channels');
    expect(channels, where).not.toBeNull();
    expect(textOf(channels?.querySelector('h2')), where).toBe(heading);
    const tel = channels?.querySelector('a[href^="tel:"]');
    expect(tel?.getAttribute('href'), where).toBe(`tel:${profile.customerSupportPhone}`);
    expect(textOf(tel), where).toBe(profile.customerSupportPhoneDisplay);
    expect(channels?.querySelector('a[href^="mailto:"]')?.getAttribute('href'), where).toBe(
      `mailto:${profile.customerSupportMail}`,
    );
    const hrefs = [...(channels?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'));
    expect(hrefs, where).toContain(profile.customerSupportPaymentArticleLink);
    expect(hrefs, where).toContain(`${links.helpCenter}#/rent/contact`);
    const feedback = channels?.querySelector(`a[href="${profile.chatFeedbackLink}"]`);
    expect(feedback?.getAttribute('target'), where).toBe('_blank');
    expect(feedback?.getAttribute('rel'), where).toContain('noopener');

    // The footer: the support block and the contact and FAQ pages.
    const footer = document.querySelector('footer.site-footer');
    expect(footer?.querySelector('address.support a[href^="tel:"]')?.getAttribute('href'), where).toBe(
      `tel:${profile.customerSupportPhone}`,
    );
    const footerLinks = [...(footer?.querySelectorAll('nav a') ?? [])].map((a) => a.getAttribute('href'));
    expect(footerLinks, where).toEqual(expect.arrayContaining([links.contacts, links.faq]));

    // spec §3 browserDownloadLink: the prompt, in the page language, with the five download pages.
    const browser = document.querySelector('body > .browser-prompt');
    expect(textOf(browser), where).toMatch(prompt);
    expect(
      [...(browser?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href')),
      where,
    ).toEqual(Object.values(profile.browserDownloadLink));
  }
});
