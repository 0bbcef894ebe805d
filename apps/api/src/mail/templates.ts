// The e-mails the API sends, in the customer's language (every language of the API's messages,
// i18n/languages.ts: one file each in copies/; English for any other locale), each as a plain-text and an
// HTML part; dates, money and counts in the customer's locale; Arabic right to left. Every value from a
// user (names, addresses) is escaped in the HTML part and links are only ever our own absolute URLs
// (spec "no HTML injection from content").

import { currencyDigits } from '@rental/markets/formatters';
import { languageOfTag } from '../i18n/languages.ts';
import { type MailLanguage, mailCopies } from './copies/index.ts';
import type { Copy, Format, MailData, MailKind } from './types.ts';

export type { MailLanguage } from './copies/index.ts';
export type { MailData, MailKind } from './types.ts';

/** Languages the mails are written in (those with a file in copies/); any other locale gets English. */
export const MAIL_LANGUAGES = Object.keys(mailCopies) as readonly MailLanguage[];

/** A rendered mail, ready for the outbox. */
export type RenderedMail = { subject: string; text: string; html: string };

function isMailLanguage(lang: string | undefined): lang is MailLanguage {
  return lang !== undefined && Object.hasOwn(mailCopies, lang);
}

/** Our mail language of a locale, by its language subtag ('pt-BR' → 'pt', 'no' → 'nb'); undefined if none. */
export function mailLanguageOf(locale: string | undefined): MailLanguage | undefined {
  const lang = locale === undefined ? undefined : languageOfTag(locale.replace(/_/g, '-'));
  return isMailLanguage(lang) ? lang : undefined;
}

/** The language of a locale such as de-DE, or English. */
export function mailLanguage(locale: string | undefined): MailLanguage {
  return mailLanguageOf(locale) ?? 'en';
}

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

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
  const plural = new Intl.PluralRules(locale);
  const number = new Intl.NumberFormat(locale);
  return {
    // A rental's times are the branch's wall clock: formatted as they are, in no time zone of ours.
    when: (at) => when.format(new Date(`${at.slice(0, 16)}:00Z`)),
    money: (m) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: m.currency }).format(
        m.amountMinor / 10 ** currencyDigits(m.currency),
      ),
    count: (n, forms) => (forms[plural.select(n)] ?? forms.other).replace('#', number.format(n)),
  };
}

/**
 * The locale of a mail's formats: the customer's own when it is in the mail's language ('de-CH',
 * 'ar-SA' with its Arabic-Indic digits) and Intl knows it, else the language's ('nn-NO' reads a
 * Bokmål mail with Bokmål month names).
 */
function formatLocale(locale: string | undefined, lang: MailLanguage): string {
  const tag = locale?.replace(/_/g, '-');
  if (tag === undefined || tag.split('-')[0]?.toLowerCase() !== lang) return lang;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0 ? tag : lang;
  } catch {
    return lang;
  }
}

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
  const language = mailCopies[lang];
  // Every kind's copy is a Copy, with facts for the booking mails.
  const render = language[kind] as (d: MailData[K], f: Format) => Copy & { facts?: readonly string[] };
  const copy = render(data, formatFor(formatLocale(locale, lang)));
  const link = linkOf(kind, data);
  if (!/^https?:\/\/[^\s"'<>]+$/.test(link))
    throw new Error(`Refusing to put a non-http(s) link in a mail: ${link}`);
  const more = copy.more;
  if (more && !/^https?:\/\/[^\s"'<>]+$/.test(more.link))
    throw new Error(`Refusing to put a non-http(s) link in a mail: ${more.link}`);
  const facts = copy.facts ?? [];
  const factsText = facts.length > 0 ? `${facts.join('\n')}\n\n` : '';
  const factsHtml =
    facts.length > 0
      ? `<ul>\n${facts.map((line) => `<li>${escapeHtml(line)}</li>`).join('\n')}\n</ul>\n`
      : '';
  // Right to left, the link goes on a line of its own: after the label, a URL's slashes and digits would
  // be reordered with the Arabic text (its own line is a left-to-right paragraph in any mail client).
  const rtl = language.direction === 'rtl';
  const linkLine = rtl ? `${copy.action}:\n${link}` : `${copy.action}: ${link}`;
  const moreText = more
    ? `${more.text}\n${rtl ? `${more.action}:\n${more.link}` : `${more.action}: ${more.link}`}\n\n`
    : '';
  const moreHtml = more
    ? `<p>${escapeHtml(more.text)}</p>\n<p><a href="${escapeHtml(more.link)}">${escapeHtml(more.action)}</a></p>\n<p dir="ltr" style="font-size:14px">${escapeHtml(more.link)}</p>\n`
    : '';
  const text = `${copy.greeting}\n\n${copy.lead}\n\n${factsText}${linkLine}\n\n${moreText}${copy.closing}\n`;
  const html = `<!doctype html>
<html lang="${lang}"${rtl ? ' dir="rtl"' : ''}><head><meta charset="utf-8"><title>${escapeHtml(copy.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">
<p>${escapeHtml(copy.greeting)}</p>
<p>${escapeHtml(copy.lead)}</p>
${factsHtml}<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#1a1a1a;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(copy.action)}</a></p>
<p dir="ltr" style="font-size:14px">${escapeHtml(link)}</p>
${moreHtml}<p>${escapeHtml(copy.closing)}</p>
</body></html>
`;
  return { subject: copy.subject, text, html };
}
