// The e-mails the API sends, in the customer's language (English, German, French; English otherwise),
// each as a plain-text and an HTML part; dates and money in the customer's locale. Every value from a user (names, addresses) is escaped in the
// HTML part and links are only ever our own absolute URLs (spec "no HTML injection from content").

import { currencyDigits } from '@rental/markets/formatters';

/** Languages the mails are written in; any other locale gets English. */
export const MAIL_LANGUAGES = ['en', 'de', 'fr'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** A rendered mail, ready for the outbox. */
export type RenderedMail = { subject: string; text: string; html: string };

/** What each kind of mail needs. */
export type MailData = {
  'password-reset': { firstName: string; link: string; minutes: number };
  'email-change': { firstName: string; link: string; hours: number };
  welcome: { firstName: string; accountLink: string };
  'booking-confirmed': {
    firstName: string;
    /** Reservation number. */
    number: string;
    /** Vehicle model ('VW Golf'; the mail says "or similar"). */
    model: string;
    /** Pickup and return: branch name and branch-local wall-clock time 'YYYY-MM-DDTHH:mm'. */
    pickup: { branch: string; at: string };
    return: { branch: string; at: string };
    total: Money;
    /** The booking in the account, or the manage-booking page for a guest. */
    link: string;
  };
  'booking-changed': {
    firstName: string;
    number: string;
    pickupAt: string;
    returnAt: string;
    total: Money;
    link: string;
  };
  'booking-cancelled': {
    firstName: string;
    number: string;
    /** The cancellation fee charged (0: free). */
    fee: Money;
    link: string;
  };
};
/** An amount in minor units of its currency. */
export type Money = { amountMinor: number; currency: string };
export type MailKind = keyof MailData;

/** The language of a locale such as de-DE, or English. */
export function mailLanguage(locale: string | undefined): MailLanguage {
  const lang = locale?.slice(0, 2).toLowerCase();
  return (MAIL_LANGUAGES as readonly string[]).includes(lang ?? '') ? (lang as MailLanguage) : 'en';
}

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/**
 * One mail in one language: subject, greeting, paragraph before the button, facts (one line each:
 * pickup, return, total), button label, closing.
 */
type Copy = {
  subject: string;
  greeting: string;
  lead: string;
  facts?: string[];
  action: string;
  closing: string;
};

/** Dates and money in the mail's locale. */
type Format = { when: (at: string) => string; money: (m: Money) => string };

function formatFor(locale: string): Format {
  const when = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  return {
    // A rental's times are the branch's wall clock: formatted as they are, in no time zone of ours.
    when: (at) => when.format(new Date(`${at.slice(0, 16)}:00Z`)),
    money: (m) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: m.currency }).format(
        m.amountMinor / 10 ** currencyDigits(m.currency),
      ),
  };
}

const copies: { [K in MailKind]: Record<MailLanguage, (d: MailData[K], f: Format) => Copy> } = {
  'password-reset': {
    en: (d) => ({
      subject: 'Reset your password',
      greeting: `Hello ${d.firstName},`,
      lead: `use this link within ${d.minutes} minutes to choose a new password. It works once.`,
      action: 'Choose a new password',
      closing: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    }),
    de: (d) => ({
      subject: 'Passwort zurücksetzen',
      greeting: `Hallo ${d.firstName},`,
      lead: `mit diesem Link können Sie innerhalb von ${d.minutes} Minuten ein neues Passwort wählen. Er gilt nur einmal.`,
      action: 'Neues Passwort wählen',
      closing:
        'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    }),
    fr: (d) => ({
      subject: 'Réinitialisez votre mot de passe',
      greeting: `Bonjour ${d.firstName},`,
      lead: `utilisez ce lien dans les ${d.minutes} minutes pour choisir un nouveau mot de passe. Il ne fonctionne qu’une fois.`,
      action: 'Choisir un nouveau mot de passe',
      closing: 'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.',
    }),
  },
  'email-change': {
    en: (d) => ({
      subject: 'Confirm your new e-mail address',
      greeting: `Hello ${d.firstName},`,
      lead: `open this link within ${d.hours} hours to use this address for your account.`,
      action: 'Confirm this address',
      closing: 'If you did not ask for this, ignore this e-mail: nothing changes.',
    }),
    de: (d) => ({
      subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
      greeting: `Hallo ${d.firstName},`,
      lead: `öffnen Sie diesen Link innerhalb von ${d.hours} Stunden, um diese Adresse für Ihr Konto zu verwenden.`,
      action: 'Adresse bestätigen',
      closing: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Es ändert sich nichts.',
    }),
    fr: (d) => ({
      subject: 'Confirmez votre nouvelle adresse e-mail',
      greeting: `Bonjour ${d.firstName},`,
      lead: `ouvrez ce lien dans les ${d.hours} heures pour utiliser cette adresse pour votre compte.`,
      action: 'Confirmer cette adresse',
      closing: 'Si vous n’avez rien demandé, ignorez cet e-mail : rien ne change.',
    }),
  },
  welcome: {
    en: (d) => ({
      subject: 'Welcome: your account is ready',
      greeting: `Hello ${d.firstName},`,
      lead: 'your account is ready. You can see and manage your bookings in your account.',
      action: 'Open my account',
      closing: 'If you did not create this account, reply to this e-mail and we will remove it.',
    }),
    de: (d) => ({
      subject: 'Willkommen: Ihr Konto ist eingerichtet',
      greeting: `Hallo ${d.firstName},`,
      lead: 'Ihr Konto ist eingerichtet. In Ihrem Konto sehen und verwalten Sie Ihre Buchungen.',
      action: 'Mein Konto öffnen',
      closing:
        'Wenn Sie dieses Konto nicht angelegt haben, antworten Sie auf diese E-Mail, und wir löschen es.',
    }),
    fr: (d) => ({
      subject: 'Bienvenue : votre compte est prêt',
      greeting: `Bonjour ${d.firstName},`,
      lead: 'votre compte est prêt. Vous pouvez y consulter et gérer vos réservations.',
      action: 'Ouvrir mon compte',
      closing: 'Si vous n’avez pas créé ce compte, répondez à cet e-mail et nous le supprimerons.',
    }),
  },
  'booking-confirmed': {
    en: (d, f) => ({
      subject: `Your reservation ${d.number} is confirmed`,
      greeting: `Hello ${d.firstName},`,
      lead: `your reservation ${d.number} for a ${d.model} or similar is confirmed.`,
      facts: [
        `Pickup: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
        `Return: ${d.return.branch}, ${f.when(d.return.at)}`,
        `Total: ${f.money(d.total)}`,
      ],
      action: 'See my booking',
      closing: 'You can change the dates or cancel the booking there. Have a good trip!',
    }),
    de: (d, f) => ({
      subject: `Ihre Reservierung ${d.number} ist bestätigt`,
      greeting: `Hallo ${d.firstName},`,
      lead: `Ihre Reservierung ${d.number} für einen ${d.model} oder ähnlich ist bestätigt.`,
      facts: [
        `Abholung: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
        `Rückgabe: ${d.return.branch}, ${f.when(d.return.at)}`,
        `Gesamtpreis: ${f.money(d.total)}`,
      ],
      action: 'Buchung ansehen',
      closing: 'Dort können Sie die Termine ändern oder die Buchung stornieren. Gute Fahrt!',
    }),
    fr: (d, f) => ({
      subject: `Votre réservation ${d.number} est confirmée`,
      greeting: `Bonjour ${d.firstName},`,
      lead: `votre réservation ${d.number} pour une ${d.model} ou similaire est confirmée.`,
      facts: [
        `Prise en charge : ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
        `Restitution : ${d.return.branch}, ${f.when(d.return.at)}`,
        `Total : ${f.money(d.total)}`,
      ],
      action: 'Voir ma réservation',
      closing: 'Vous pouvez y modifier les dates ou annuler la réservation. Bon voyage !',
    }),
  },
  'booking-changed': {
    en: (d, f) => ({
      subject: `Your reservation ${d.number} has new dates`,
      greeting: `Hello ${d.firstName},`,
      lead: `your reservation ${d.number} has new dates.`,
      facts: [
        `Pickup: ${f.when(d.pickupAt)}`,
        `Return: ${f.when(d.returnAt)}`,
        `New total: ${f.money(d.total)}`,
      ],
      action: 'See my booking',
      closing: 'If you did not make this change, please contact us at once.',
    }),
    de: (d, f) => ({
      subject: `Ihre Reservierung ${d.number} hat neue Termine`,
      greeting: `Hallo ${d.firstName},`,
      lead: `Ihre Reservierung ${d.number} hat neue Termine.`,
      facts: [
        `Abholung: ${f.when(d.pickupAt)}`,
        `Rückgabe: ${f.when(d.returnAt)}`,
        `Neuer Gesamtpreis: ${f.money(d.total)}`,
      ],
      action: 'Buchung ansehen',
      closing: 'Wenn Sie das nicht geändert haben, wenden Sie sich bitte sofort an uns.',
    }),
    fr: (d, f) => ({
      subject: `Votre réservation ${d.number} a de nouvelles dates`,
      greeting: `Bonjour ${d.firstName},`,
      lead: `votre réservation ${d.number} a de nouvelles dates.`,
      facts: [
        `Prise en charge : ${f.when(d.pickupAt)}`,
        `Restitution : ${f.when(d.returnAt)}`,
        `Nouveau total : ${f.money(d.total)}`,
      ],
      action: 'Voir ma réservation',
      closing: 'Si vous n’avez pas fait ce changement, contactez-nous sans attendre.',
    }),
  },
  'booking-cancelled': {
    en: (d, f) => ({
      subject: `Your reservation ${d.number} is cancelled`,
      greeting: `Hello ${d.firstName},`,
      lead: `your reservation ${d.number} is cancelled.`,
      facts: [
        d.fee.amountMinor > 0
          ? `Cancellation fee: ${f.money(d.fee)}`
          : 'The cancellation was free of charge.',
      ],
      action: 'See my booking',
      closing: 'We hope to see you again soon.',
    }),
    de: (d, f) => ({
      subject: `Ihre Reservierung ${d.number} ist storniert`,
      greeting: `Hallo ${d.firstName},`,
      lead: `Ihre Reservierung ${d.number} ist storniert.`,
      facts: [d.fee.amountMinor > 0 ? `Stornogebühr: ${f.money(d.fee)}` : 'Die Stornierung war kostenlos.'],
      action: 'Buchung ansehen',
      closing: 'Wir freuen uns, Sie bald wieder begrüßen zu dürfen.',
    }),
    fr: (d, f) => ({
      subject: `Votre réservation ${d.number} est annulée`,
      greeting: `Bonjour ${d.firstName},`,
      lead: `votre réservation ${d.number} est annulée.`,
      facts: [
        d.fee.amountMinor > 0 ? `Frais d’annulation : ${f.money(d.fee)}` : 'L’annulation était gratuite.',
      ],
      action: 'Voir ma réservation',
      closing: 'Au plaisir de vous revoir bientôt.',
    }),
  },
};

/** The link a mail's button points to. */
function linkOf(kind: MailKind, data: MailData[MailKind]): string {
  return kind === 'welcome' ? (data as MailData['welcome']).accountLink : (data as { link: string }).link;
}

/** Renders one mail in the language of `locale`. */
export function renderMail<K extends MailKind>(
  kind: K,
  locale: string | undefined,
  data: MailData[K],
): RenderedMail {
  const lang = mailLanguage(locale);
  // Formats of the customer's own locale when it is in the mail's language ('de-CH'), else the language's.
  const copy = copies[kind][lang](data, formatFor(locale?.toLowerCase().startsWith(lang) ? locale : lang));
  const link = linkOf(kind, data);
  if (!/^https?:\/\/[^\s"'<>]+$/.test(link))
    throw new Error(`Refusing to put a non-http(s) link in a mail: ${link}`);
  const facts = copy.facts ?? [];
  const factsText = facts.length > 0 ? `${facts.join('\n')}\n\n` : '';
  const factsHtml =
    facts.length > 0
      ? `<ul>\n${facts.map((line) => `<li>${escapeHtml(line)}</li>`).join('\n')}\n</ul>\n`
      : '';
  const text = `${copy.greeting}\n\n${copy.lead}\n\n${factsText}${copy.action}: ${link}\n\n${copy.closing}\n`;
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(copy.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">
<p>${escapeHtml(copy.greeting)}</p>
<p>${escapeHtml(copy.lead)}</p>
${factsHtml}<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#1a1a1a;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(copy.action)}</a></p>
<p style="font-size:14px">${escapeHtml(link)}</p>
<p>${escapeHtml(copy.closing)}</p>
</body></html>
`;
  return { subject: copy.subject, text, html };
}
