// The mail templates: every kind in every language of the API (Arabic right to left), user data escaped in
// the HTML part, only http(s) links, counts with the plural form of their language.
import { describe, expect, it } from 'vitest';
import { API_LANGUAGES } from '../i18n/languages.ts';
import { en } from './copies/en.ts';
import {
  escapeHtml,
  MAIL_LANGUAGES,
  type MailData,
  type MailKind,
  mailLanguage,
  renderMail,
} from './templates.ts';
import type { MailCopy } from './types.ts';

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

  it('reads the language subtag of a locale, falling back to English', () => {
    expect(mailLanguage('de-AT')).toBe('de');
    expect(mailLanguage('fr')).toBe('fr');
    expect(mailLanguage('ar-SA')).toBe('ar');
    expect(mailLanguage('pt-BR')).toBe('pt');
    expect(mailLanguage('pt-PT')).toBe('pt');
    expect(mailLanguage('nb-NO')).toBe('nb');
    // Norwegian without a written standard, and Nynorsk, read Bokmål.
    expect(mailLanguage('no')).toBe('nb');
    expect(mailLanguage('nn-NO')).toBe('nb');
    expect(mailLanguage('ES-mx')).toBe('es');
    expect(mailLanguage('sv_SE')).toBe('sv');
    expect(mailLanguage('is-IS')).toBe('is');
    // Not the first two letters: Filipino is not Finnish, Estonian is et but 'ets' is nothing of ours.
    expect(mailLanguage('fil-PH')).toBe('en');
    expect(mailLanguage('ets')).toBe('en');
    expect(mailLanguage('ru-RU')).toBe('en');
    expect(mailLanguage('')).toBe('en');
    expect(mailLanguage(undefined)).toBe('en');
  });

  it('writes every kind in every language of the API, each its own text', () => {
    expect([...MAIL_LANGUAGES].sort()).toEqual([...API_LANGUAGES].sort());
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
        expect(mail.html).toContain(`<html lang="${lang}"`);
        expect(mail.text).toContain(link);
      }
    }
    // As many different subjects as mails: no language silently reuses another's text.
    expect(subjects.size).toBe(3 * MAIL_LANGUAGES.length);
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
    checkInLink: 'https://de.rental.example/check-in#/booking/1234567890',
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
      // Arabic words, and Saudi Arabia's formats: Arabic-Indic digits (as Intl gives them for ar-SA).
      locale: 'ar-SA',
      subjects: ['تم تأكيد حجزك رقم 1234567890', 'تم إلغاء حجزك رقم 1234567890'],
      facts: [/الاستلام: München Flughafen، الثلاثاء، ١ ديسمبر ٢٠٢٦/, /الإجمالي: \u200f?١٢٩٫٩٠\s€/u],
      fee: /رسوم الإلغاء: \u200f?٢٥٫٠٠\s€/u,
      free: 'تم الإلغاء دون أي رسوم.',
      time: /١٠:٣٠/,
    },
  ])('booking mails in $locale', ({ locale, subjects, facts, fee, free, time = /10:30/ }) => {
    const confirmed = renderMail('booking-confirmed', locale, booking);
    expect(confirmed.subject).toBe(subjects[0]);
    for (const fact of facts) {
      expect(confirmed.text).toMatch(fact);
      expect(confirmed.html).toMatch(fact);
    }
    // The wall-clock time of the branch as booked, not shifted into any time zone.
    expect(confirmed.text).toMatch(time);
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
    expect(changed.html).toContain(`<html lang="${locale.slice(0, 2)}"`);
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
  // Every kind in every language, with values that show whether they made it into the mail.
  const link = 'https://www.rental.example/account/#/bookings/2468013579';
  const checkInLink = 'https://www.rental.example/en/check-in#/booking/2468013579';
  const data: { [K in MailKind]: MailData[K] } = {
    'password-reset': { firstName: 'Zoë', link, minutes: 45 },
    'email-change': { firstName: 'Zoë', link, hours: 36 },
    'campaign-registration': { firstName: 'Zoë', campaign: 'Frühling ohne Startgebühr', link, hours: 48 },
    welcome: { firstName: 'Zoë', accountLink: link },
    'booking-confirmed': {
      firstName: 'Zoë',
      number: '2468013579',
      model: 'Škoda Octavia',
      pickup: { branch: 'Reykjavík Keflavík', at: '2027-03-05T07:45' },
      return: { branch: 'Akureyri', at: '2027-03-09T18:15' },
      total: { amountMinor: 54321, currency: 'EUR' },
      link,
      checkInLink,
    },
    'booking-changed': {
      firstName: 'Zoë',
      number: '2468013579',
      pickupAt: '2027-03-06T07:45',
      returnAt: '2027-03-10T18:15',
      total: { amountMinor: 61234, currency: 'EUR' },
      link,
    },
    'booking-cancelled': {
      firstName: 'Zoë',
      number: '2468013579',
      fee: { amountMinor: 4500, currency: 'EUR' },
      link,
    },
    'business-application': { firstName: 'Zoë', company: 'Nordlicht Logistik', kind: 'company', link },
    'business-decision': {
      firstName: 'Zoë',
      company: 'Nordlicht Logistik',
      kind: 'company',
      decision: 'approved',
      reason: null,
      percent: 12,
      link,
    },
    'business-invitation': { firstName: 'Zoë', company: 'Nordlicht Logistik', link, days: 7 },
    'payment-link': {
      firstName: 'Zoë',
      description: 'Tankfüllung Škoda',
      amount: { amountMinor: 8750, currency: 'EUR' },
      number: null,
      link,
      expiresAt: '2027-03-08T16:20',
    },
    'payment-renewal': {
      firstName: 'Zoë',
      description: 'Monatsrate 2027-03',
      amount: { amountMinor: 64900, currency: 'EUR' },
      reason: 'expired_card',
      link,
    },
    'check-in-completed': {
      firstName: 'Zoë',
      number: '2468013579',
      code: 'K7M2QX9B',
      pickup: { branch: 'Reykjavík Keflavík', at: '2027-03-05T07:45' },
      deposit: { amountMinor: 30000, currency: 'EUR' },
      depositAtPickup: false,
      link,
    },
    'vehicle-returned': {
      firstName: 'Zoë',
      number: '2468013579',
      invoiceNumber: 'IS-2027-000321',
      total: { amountMinor: 57321, currency: 'EUR' },
      refuel: { amountMinor: 3000, currency: 'EUR' },
      deposit: 'released',
      link,
    },
    'damage-assessed': {
      firstName: 'Zoë',
      number: '2468013579',
      description: 'Kratzer an der Tür',
      cost: { amountMinor: 24500, currency: 'EUR' },
      explanation: 'Lackierung der Fahrertür',
      link,
    },
  };
  const KINDS = Object.keys(data) as MailKind[];
  const render = (kind: MailKind, locale: string, patch: Record<string, unknown> = {}) =>
    renderMail(kind, locale, { ...data[kind], ...patch } as never);
  /** The lead: the paragraph after the greeting in the text part. */
  const leadOf = (text: string) => text.split('\n\n')[1];
  const money = (locale: string, amountMinor: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(amountMinor / 100);
  const number = (locale: string, n: number) => new Intl.NumberFormat(locale).format(n);
  /** A branch's wall-clock time as the mails write it: weekday, date and time in the locale's words. */
  const when = (locale: string, at: string) =>
    new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'UTC',
    }).format(new Date(`${at}:00Z`));

  describe.each(MAIL_LANGUAGES.map((lang) => ({ lang })))('in $lang', ({ lang }) => {
    it.each(KINDS)('%s renders with its values, in its own words', (kind) => {
      const mail = render(kind, lang);
      const english = render(kind, 'en');
      if (lang !== 'en') {
        // A copy-paste left in English would read the same as the English mail.
        expect(mail.subject).not.toBe(english.subject);
        expect(leadOf(mail.text)).not.toBe(leadOf(english.text));
      }
      expect(mail.subject.trim()).not.toBe('');
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain('Zoë');
        expect(part).toContain(link);
      }
      expect(mail.text.split('\n')[0]).toContain('Zoë');
      if (kind === 'password-reset') expect(leadOf(mail.text)).toContain(number(lang, 45));
      if (kind === 'email-change') expect(leadOf(mail.text)).toContain(number(lang, 36));
      if (kind === 'campaign-registration') {
        expect(mail.subject).toContain('Frühling ohne Startgebühr');
        expect(leadOf(mail.text)).toContain('Frühling ohne Startgebühr');
        expect(leadOf(mail.text)).toContain(number(lang, 48));
      }
      if (kind.startsWith('booking-')) {
        expect(mail.subject).toContain('2468013579');
        expect(leadOf(mail.text)).toContain('2468013579');
      }
      if (kind === 'booking-confirmed') {
        expect(leadOf(mail.text)).toContain('Škoda Octavia');
        for (const part of [mail.text, mail.html]) {
          expect(part).toContain('Reykjavík Keflavík');
          expect(part).toContain('Akureyri');
          expect(part).toContain(money(lang, 54321));
          expect(part).toContain(when(lang, '2027-03-05T07:45'));
          expect(part).toContain(when(lang, '2027-03-09T18:15'));
        }
      }
      if (kind === 'booking-changed') {
        expect(mail.text).toContain(money(lang, 61234));
        expect(mail.text).toContain(when(lang, '2027-03-06T07:45'));
      }
      if (kind.startsWith('business-')) {
        expect(mail.subject).toContain('Nordlicht Logistik');
        expect(mail.text).toContain('Nordlicht Logistik');
      }
      if (kind === 'business-application') {
        const agency = render(kind, lang, { kind: 'agency' });
        expect(leadOf(agency.text)).not.toBe(leadOf(mail.text));
      }
      if (kind === 'business-decision') {
        expect(leadOf(mail.text)).toContain(number(lang, 12));
        const agency = render(kind, lang, { kind: 'agency', percent: 8 });
        expect(leadOf(agency.text)).toContain(number(lang, 8));
        expect(leadOf(agency.text)).not.toBe(leadOf(mail.text));
        const rejected = render(kind, lang, {
          decision: 'rejected',
          reason: 'Registre introuvable',
          percent: null,
        });
        expect(rejected.subject).not.toBe(mail.subject);
        expect(leadOf(rejected.text)).toContain('Registre introuvable');
      }
      if (kind === 'business-invitation') expect(leadOf(mail.text)).toContain(number(lang, 7));
      if (kind === 'payment-link') {
        expect(mail.subject).toContain('Tankfüllung Škoda');
        expect(leadOf(mail.text)).toContain('Tankfüllung Škoda');
        expect(mail.text).toContain(money(lang, 8750));
        expect(mail.text).toContain(when(lang, '2027-03-08T16:20'));
        // For a booking the lead names the reservation; to an address without a name it greets plainly.
        const forBooking = render(kind, lang, { number: '2468013579', firstName: null });
        expect(leadOf(forBooking.text)).toContain('2468013579');
        expect(forBooking.text.split('\n')[0]).not.toContain('null');
      }
      if (kind === 'payment-renewal') {
        expect(mail.subject).toContain('Monatsrate 2027-03');
        expect(mail.text).toContain(money(lang, 64900));
        const declined = render(kind, lang, { reason: 'declined' });
        expect(declined.text).not.toBe(mail.text);
      }
      if (kind === 'booking-confirmed') {
        // Issue 22: the online check-in, a second link after the button, in the mail's language.
        expect(mail.text).toContain(checkInLink);
        expect(mail.html).toContain(`href="${checkInLink}"`);
        const more = mail.text.split('\n\n').find((p) => p.includes(checkInLink)) ?? '';
        if (lang !== 'en')
          expect(more).not.toBe(english.text.split('\n\n').find((p) => p.includes(checkInLink)));
      }
      if (kind === 'check-in-completed') {
        expect(mail.subject).toContain('2468013579');
        expect(leadOf(mail.text)).toContain('2468013579');
        expect(leadOf(mail.text)).toContain('K7M2QX9B');
        for (const part of [mail.text, mail.html]) {
          expect(part).toContain('Reykjavík Keflavík');
          expect(part).toContain(when(lang, '2027-03-05T07:45'));
          expect(part).toContain(money(lang, 30000));
        }
        const atPickup = render(kind, lang, { depositAtPickup: true });
        expect(atPickup.text).toContain(money(lang, 30000));
        expect(atPickup.text).not.toBe(mail.text);
      }
      if (kind === 'vehicle-returned') {
        expect(mail.subject).toContain('2468013579');
        for (const text of ['IS-2027-000321', money(lang, 57321), money(lang, 3000)])
          expect(mail.text).toContain(text);
        const full = render(kind, lang, { refuel: null, deposit: 'held' });
        expect(full.text).not.toContain(money(lang, 3000));
        expect(full.text).not.toBe(mail.text);
        expect(render(kind, lang, { deposit: 'none' }).text).not.toBe(mail.text);
      }
      if (kind === 'damage-assessed') {
        expect(mail.subject).toContain('2468013579');
        expect(leadOf(mail.text)).toContain('Kratzer an der Tür');
        expect(mail.text).toContain(money(lang, 24500));
        expect(mail.text).toContain('Lackierung der Fahrertür');
      }
      if (kind === 'booking-cancelled') {
        expect(mail.text).toContain(money(lang, 4500));
        const free = render(kind, lang, { fee: { amountMinor: 0, currency: 'EUR' } });
        expect(free.text).not.toContain(money(lang, 0));
        expect(free.text).not.toBe(mail.text);
      }
    });

    it('escapes a hostile first name in every kind', () => {
      const firstName = '<script>alert("x")</script>';
      for (const kind of KINDS) {
        const mail = render(kind, lang, { firstName });
        expect(mail.html).not.toContain('<script');
        expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
        expect(mail.text).toContain(firstName);
      }
    });
  });

  it('writes Arabic right to left, with the link left to right and no bidi controls of ours', () => {
    for (const kind of KINDS) {
      const mail = render(kind, 'ar-SA');
      expect(mail.html).toContain('<html lang="ar" dir="rtl">');
      expect(mail.html).toContain(`<p dir="ltr" style="font-size:14px">${escapeHtml(link)}</p>`);
      // The link on a line of its own: a left-to-right paragraph, not reordered with the Arabic label.
      expect(mail.text.split('\n')).toContain(link);
      // Only the right-to-left mark Intl puts before an amount; no embeddings, overrides or isolates.
      expect(mail.text).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/u);
      expect(mail.text.replace(/\u200f(?=[\u0660-\u0669])/gu, '')).not.toMatch(/[\u200e\u200f]/u);
    }
    // The locale's digits, as Intl gives them: Arabic-Indic for Saudi Arabia, Latin for the UAE.
    expect(render('booking-confirmed', 'ar-SA').text).toContain('٢٠٢٧');
    expect(render('password-reset', 'ar-SA').text).toContain('خلال ٤٥ دقيقة');
    expect(render('booking-confirmed', 'ar-AE').text).toContain('2027');
    expect(render('password-reset', 'ar-AE').text).toContain('خلال 45 دقيقة');
    for (const lang of MAIL_LANGUAGES.filter((l) => l !== 'ar'))
      expect(render('welcome', lang).html).not.toContain('dir="rtl"');
  });

  it.each([
    // Each language's case after its preposition, for the numbers whose plural forms differ.
    { locale: 'en', minutes: [1, 'within 1 minute', 45, 'within 45 minutes'] },
    { locale: 'en', hours: [1, 'within 1 hour', 48, 'within 48 hours'] },
    { locale: 'de', minutes: [1, 'innerhalb von 1 Minute', 45, 'innerhalb von 45 Minuten'] },
    { locale: 'de', hours: [1, 'innerhalb von 1 Stunde', 48, 'innerhalb von 48 Stunden'] },
    { locale: 'fr', minutes: [1, 'dans un délai de 1 minute', 45, 'dans un délai de 45 minutes'] },
    { locale: 'fr', hours: [1, 'dans un délai de 1 heure', 48, 'dans un délai de 48 heures'] },
    { locale: 'pl', minutes: [1, 'w ciągu 1 minuty', 2, 'w ciągu 2 minut', 22, 'w ciągu 22 minut'] },
    { locale: 'pl', hours: [1, 'w ciągu 1 godziny', 24, 'w ciągu 24 godzin'] },
    { locale: 'hr', minutes: [1, 'od 1 minute', 3, 'od 3 minute', 60, 'od 60 minuta'] },
    { locale: 'hr', hours: [1, 'od 1 sata', 24, 'od 24 sata', 48, 'od 48 sati'] },
    { locale: 'sl', minutes: [1, 'v 1 minuti', 2, 'v 2 minutah', 60, 'v 60 minutah'] },
    {
      locale: 'lt',
      minutes: [1, 'per 1 minutę', 5, 'per 5 minutes', 15, 'per 15 minučių', 60, 'per 60 minučių'],
    },
    { locale: 'lt', hours: [21, 'per 21 valandą', 24, 'per 24 valandas'] },
    { locale: 'lv', minutes: [1, '1 minūtes laikā', 21, '21 minūtes laikā', 60, '60 minūšu laikā'] },
    { locale: 'ro', minutes: [1, '1 minut', 19, '19 minute', 20, '20 de minute'] },
    { locale: 'ro', hours: [1, '1 oră', 24, '24 de ore'] },
    { locale: 'is', minutes: [1, 'innan 1 mínútu', 21, 'innan 21 mínútu', 60, 'innan 60 mínútna'] },
    { locale: 'is', hours: [24, 'innan 24 klukkustunda'] },
    {
      locale: 'ar',
      minutes: [1, 'خلال دقيقة واحدة', 2, 'خلال دقيقتين', 3, 'خلال 3 دقائق', 60, 'خلال 60 دقيقة'],
    },
    { locale: 'ar', hours: [24, 'خلال 24 ساعة', 100, 'خلال 100 ساعة'] },
    { locale: 'nl', hours: [1, 'binnen 1 uur', 24, 'binnen 24 uur'] },
    { locale: 'sv', hours: [1, 'inom 1 timme', 24, 'inom 24 timmar'] },
  ] as { locale: string; minutes?: (number | string)[]; hours?: (number | string)[] }[])(
    'counts in $locale agree with their number',
    ({ locale, minutes, hours }) => {
      const samples = minutes ?? hours ?? [];
      for (let i = 0; i < samples.length; i += 2) {
        const mail = minutes
          ? render('password-reset', locale, { minutes: samples[i] })
          : render('email-change', locale, { hours: samples[i] });
        expect(leadOf(mail.text)).toContain(samples[i + 1]);
      }
    },
  );

  it.each([
    // The invitation's days, in each language's case after its preposition.
    { locale: 'en', days: [1, 'within 1 day', 7, 'within 7 days'] },
    { locale: 'de', days: [1, 'innerhalb von 1 Tag', 7, 'innerhalb von 7 Tagen'] },
    { locale: 'pl', days: [1, 'w ciągu 1 dnia', 2, 'w ciągu 2 dni', 7, 'w ciągu 7 dni'] },
    { locale: 'ro', days: [1, '1 zi', 7, '7 zile', 20, '20 de zile'] },
    { locale: 'lt', days: [1, 'per 1 dieną', 7, 'per 7 dienas', 10, 'per 10 dienų'] },
    { locale: 'lv', days: [1, '1 dienas laikā', 7, '7 dienu laikā'] },
    { locale: 'ar', days: [1, 'خلال يوم واحد', 2, 'خلال يومين', 7, 'خلال 7 أيام', 14, 'خلال 14 يومًا'] },
  ])('counts the invitation days in $locale', ({ locale, days }) => {
    for (let i = 0; i < days.length; i += 2) {
      const mail = renderMail('business-invitation', locale, {
        firstName: 'Eva',
        company: 'Nordlicht Logistik',
        link: 'https://www.rental.example/account/#/business-invitation?token=abc',
        days: days[i] as number,
      });
      expect(mail.text.split('\n\n')[1]).toContain(days[i + 1]);
    }
  });

  it('type-checks a language: every kind, every line, every fact line', () => {
    // @ts-expect-error A language without the welcome mail.
    const noWelcome: MailCopy = { ...en, welcome: undefined };
    const noClosing: MailCopy = {
      ...en,
      // @ts-expect-error A mail without its closing line.
      welcome: (d) => ({ subject: 's', greeting: d.firstName, lead: 'l', action: 'a' }),
    };
    const noFee: MailCopy = {
      ...en,
      'booking-cancelled': (d) => ({
        subject: 's',
        greeting: d.firstName,
        lead: 'l',
        // @ts-expect-error A cancellation without its fee line.
        facts: [],
        action: 'a',
        closing: 'c',
      }),
    };
    expect([noWelcome, noClosing, noFee].every((copy) => copy.direction === 'ltr')).toBe(true);
  });
});
