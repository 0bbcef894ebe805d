// Writing a mail: its language and link origin come from the request, its text from templates.ts,
// and it goes into the outbox (inside the caller's transaction when given one).
import type { FastifyRequest } from 'fastify';
import { acceptedLocales, isLocalHost, visitorHost } from '../context.ts';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { resolveMarket } from '../http.ts';
import { siteIdOfHost } from '../markets.ts';
import { type MailData, type MailKind, mailLanguageOf, renderMail } from './templates.ts';

/**
 * The locale a customer reads mail in: the first Accept-Language entry we write mail in, else the
 * language of the site's market (mailLanguage falls back to English).
 */
export function mailLocale(req: FastifyRequest): string {
  const supported = acceptedLocales(req).find((l) => mailLanguageOf(l) !== undefined);
  if (supported) return supported;
  try {
    return resolveMarket(req, undefined).locale;
  } catch {
    return 'en';
  }
}

/**
 * Origin for links in mails: the site the customer used when it is one of ours (so the link opens the
 * same market), else the configured MAIL_LINK_ORIGIN. A forged Host never reaches a mail: an unknown
 * host falls back (a reset link to an attacker's host would leak the token).
 */
export function mailLinkOrigin(req: FastifyRequest, deps: Pick<Deps, 'config'>): string {
  const host = visitorHost(req);
  if (siteIdOfHost(host) === undefined) return deps.config.mail.linkOrigin;
  if (isLocalHost(host) && deps.config.nodeEnv !== 'production') {
    const raw = req.headers['x-forwarded-host'] ?? req.headers.host ?? host;
    const withPort = (Array.isArray(raw) ? raw[0] : raw)?.split(',')[0]?.trim().toLowerCase() ?? host;
    return /^[a-z0-9.-]+(:\d+)?$/.test(withPort) ? `http://${withPort}` : `http://${host}`;
  }
  return `https://${host}`;
}

/**
 * Who a booking's mail goes to and how: the driver's address and first name, the booking's language
 * (the locale it was made in; English for bookings from before it was kept), and the link: the booking in
 * the account when it belongs to one, else the manage-booking page where a guest opens it with its
 * number and last name. Null when the booking has no address any more (anonymised).
 */
export function bookingMailTo(
  req: FastifyRequest,
  deps: Pick<Deps, 'config'>,
  booking: { number: string; userId: string | null; locale: string | null; driver: unknown },
): { recipient: string; locale: string; firstName: string; link: string } | null {
  const driver = booking.driver as { email?: string; firstName?: string } | null;
  if (!driver?.email) return null;
  const origin = mailLinkOrigin(req, deps);
  return {
    recipient: driver.email.toLowerCase(),
    locale: booking.locale ?? 'en',
    firstName: driver.firstName ?? '',
    link: booking.userId
      ? `${origin}/account/#/bookings/${booking.number}`
      : `${origin}/account/#/manage-my-booking-info`,
  };
}

/** Renders a mail and adds it to the outbox; call `deps.mail.kick()` once the transaction commits. */
export async function queueMail<K extends MailKind>(
  db: Db,
  mail: { recipient: string; kind: K; locale: string; data: MailData[K] },
): Promise<void> {
  const rendered = renderMail(mail.kind, mail.locale, mail.data);
  await db.insert(outbox).values({
    recipient: mail.recipient,
    subject: rendered.subject,
    body: rendered.text,
    html: rendered.html,
  });
}
