// The e-mails the API sends, in the customer's language (English, German, French; English otherwise),
// each as a plain-text and an HTML part. Every value from a user (names, addresses) is escaped in the
// HTML part and links are only ever our own absolute URLs (spec "no HTML injection from content").

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
};
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

/** One mail in one language: subject, greeting, paragraphs before the button, button label, closing. */
type Copy = { subject: string; greeting: string; lead: string; action: string; closing: string };

const copies: { [K in MailKind]: Record<MailLanguage, (d: MailData[K]) => Copy> } = {
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
  const copy = copies[kind][lang](data);
  const link = linkOf(kind, data);
  if (!/^https?:\/\/[^\s"'<>]+$/.test(link))
    throw new Error(`Refusing to put a non-http(s) link in a mail: ${link}`);
  const text = `${copy.greeting}\n\n${copy.lead}\n\n${copy.action}: ${link}\n\n${copy.closing}\n`;
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(copy.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">
<p>${escapeHtml(copy.greeting)}</p>
<p>${escapeHtml(copy.lead)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#1a1a1a;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(copy.action)}</a></p>
<p style="font-size:14px">${escapeHtml(link)}</p>
<p>${escapeHtml(copy.closing)}</p>
</body></html>
`;
  return { subject: copy.subject, text, html };
}
