// The link to a booking's online check-in page (issue 22), for the confirmation and check-in mails:
// `{site origin}{language prefix}/check-in#/booking/{number}` on the site the customer used when it is
// one of ours, else on the site of the pickup branch's country (payments/site-links.ts chooses origins
// and prefixes the same way for the pay pages).
import type { FastifyRequest } from 'fastify';
import { visitorHost } from '../context.ts';
import type { Deps } from '../deps.ts';
import { siteIdOfHost } from '../markets.ts';
import { siteOfCountry, siteOrigin, sitePathPrefix } from '../payments/site-links.ts';

/** The check-in page of a booking, e.g. https://www.kestrelrent.de/check-in#/booking/1234567890. */
export function checkInLink(
  deps: Pick<Deps, 'config'>,
  req: FastifyRequest | undefined,
  booking: { number: string; locale: string | null; country: string },
): string {
  const page = `/check-in#/booking/${booking.number}`;
  const siteId = (req ? siteIdOfHost(visitorHost(req)) : undefined) ?? siteOfCountry(booking.country)?.siteId;
  if (!siteId) return `${deps.config.mail.linkOrigin}${page}`;
  return `${siteOrigin(deps, siteId, req)}${sitePathPrefix(siteId, booking.locale)}${page}`;
}
