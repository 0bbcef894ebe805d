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

  // Booking mails: one table row per language, dates and money in that language's formats (ICU's words).
  const booking = {
    firstName: 'Eva',
    number: '1234567890',
    model: 'VW Golf',
    pickup: { branch: 'München Flughafen', at: '2026-12-01T10:30' },
    return: { branch: 'Berlin Hbf', at: '2026-12-04T08:30' },
    total: { amountMinor: 12990, currency: 'EUR' },
    link: 'https://de.rental.example/account/#/bookings/1234567890',
  };
  it.each([
    {
      locale: 'en-GB',
      subjects: ['Your reservation 1234567890 is confirmed', 'Your reservation 1234567890 is cancelled'],
      facts: [/Pickup: München Flughafen, Tuesday,? 1 December 2026/, /Total: €129\.90/],
      fee: /Cancellation fee: €25\.00/,
      free: 'The cancellation was free of charge.',
    },
    {
      locale: 'de-DE',
      subjects: ['Ihre Reservierung 1234567890 ist bestätigt', 'Ihre Reservierung 1234567890 ist storniert'],
      facts: [/Abholung: München Flughafen, Dienstag, 1\. Dezember 2026/, /Gesamtpreis: 129,90\s€/u],
      fee: /Stornogebühr: 25,00\s€/u,
      free: 'Die Stornierung war kostenlos.',
    },
    {
      locale: 'fr-FR',
      subjects: ['Votre réservation 1234567890 est confirmée', 'Votre réservation 1234567890 est annulée'],
      facts: [/Prise en charge : München Flughafen, mardi 1 décembre 2026/, /Total : 129,90\s€/u],
      fee: /Frais d’annulation : 25,00\s€/u,
      free: 'L’annulation était gratuite.',
    },
    {
      // No Arabic mails yet: English words, with English (not Arabic) formats in the English text.
      locale: 'ar-SA',
      subjects: ['Your reservation 1234567890 is confirmed', 'Your reservation 1234567890 is cancelled'],
      facts: [/Pickup: München Flughafen, Tuesday, December 1, 2026/],
      fee: /Cancellation fee: €25\.00/,
      free: 'The cancellation was free of charge.',
    },
  ])('booking mails in $locale', ({ locale, subjects, facts, fee, free }) => {
    const confirmed = renderMail('booking-confirmed', locale, booking);
    expect(confirmed.subject).toBe(subjects[0]);
    for (const fact of facts) {
      expect(confirmed.text).toMatch(fact);
      expect(confirmed.html).toMatch(fact);
    }
    // The wall-clock time of the branch as booked, not shifted into any time zone.
    expect(confirmed.text).toMatch(/10:30/);
    const withFee = renderMail('booking-cancelled', locale, {
      ...booking,
      fee: { amountMinor: 2500, currency: 'EUR' },
    });
    expect(withFee.subject).toBe(subjects[1]);
    expect(withFee.text).toMatch(fee);
    const freeOfCharge = renderMail('booking-cancelled', locale, {
      ...booking,
      fee: { amountMinor: 0, currency: 'EUR' },
    });
    expect(freeOfCharge.text).toContain(free);
    const changed = renderMail('booking-changed', locale, {
      ...booking,
      pickupAt: '2026-12-02T09:00',
      returnAt: '2026-12-05T09:00',
    });
    expect(changed.text).toContain('1234567890');
    expect(changed.html).toContain(
      `<html lang="${locale.slice(0, 2) === 'ar' ? 'en' : locale.slice(0, 2)}">`,
    );
  });

  it('escapes names and branches in the facts of a booking mail', () => {
    const mail = renderMail('booking-confirmed', 'en', {
      ...booking,
      firstName: hostile,
      pickup: { branch: hostile, at: '2026-12-01T10:30' },
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.text).toContain(`Pickup: ${hostile}`);
  });

  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });
});
