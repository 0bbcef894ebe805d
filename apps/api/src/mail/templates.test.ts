// The mail templates: one per kind and language, user data escaped in the HTML part, only http(s) links.
import { describe, expect, it } from 'vitest';
import { escapeHtml, MAIL_LANGUAGES, mailLanguage, renderMail } from './templates.ts';

const hostile = '<img src=x onerror="alert(1)">&Eva';

describe('mail templates', () => {
  it('escapes user data in the HTML part and keeps it verbatim in the text part', () => {
    const mail = renderMail('password-reset', 'en-GB', {
      firstName: hostile,
      link: 'https://uk.rental.example/account/#/reset-password?token=abc',
      minutes: 60,
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;Eva');
    expect(mail.text).toContain(`Hello ${hostile},`);
  });

  it('refuses a link that is not http(s) (no javascript: or relative links in mail)', () => {
    expect(() =>
      renderMail('email-change', 'en', { firstName: 'Eva', link: 'javascript:alert(1)', hours: 24 }),
    ).toThrow(/non-http/);
    expect(() =>
      renderMail('email-change', 'en', { firstName: 'Eva', link: 'https://x.example/"><b>', hours: 24 }),
    ).toThrow(/non-http/);
  });

  it('writes every kind in every language, falling back to English', () => {
    expect(mailLanguage('de-AT')).toBe('de');
    expect(mailLanguage('fr')).toBe('fr');
    expect(mailLanguage('ar-SA')).toBe('en');
    expect(mailLanguage(undefined)).toBe('en');
    const subjects = new Set<string>();
    for (const lang of MAIL_LANGUAGES) {
      const link = 'https://www.rental.example/account/';
      const kinds = [
        renderMail('password-reset', lang, { firstName: 'Eva', link, minutes: 60 }),
        renderMail('email-change', lang, { firstName: 'Eva', link, hours: 24 }),
        renderMail('welcome', lang, { firstName: 'Eva', accountLink: link }),
      ];
      for (const mail of kinds) {
        subjects.add(mail.subject);
        expect(mail.html).toContain(`<html lang="${lang}">`);
        expect(mail.text).toContain(link);
      }
    }
    // Nine different subjects: no language silently reuses another's text.
    expect(subjects.size).toBe(9);
  });

  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });
});
