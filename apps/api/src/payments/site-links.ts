// Where the payment pages of a site are (issue 21): the site's origin, chosen like the booking mails'
// link origin (the site the request came through, else the site's own domain; locally
// `{site}.localhost` on the port of MAIL_LINK_ORIGIN), and the pay pages under the language's prefix.

import { getSite } from '@rental/markets';
import type { FastifyRequest } from 'fastify';
import { visitorHost } from '../context.ts';
import type { Deps } from '../deps.ts';
import { ApiError } from '../errors.ts';
import { msg } from '../i18n/translate.ts';
import { mailLinkOrigin } from '../mail/queue.ts';
import { siteIdOfHost, sites } from '../markets.ts';

/** The origin of a site's pages, e.g. https://www.kestrelrent.de or http://de.localhost:4321. */
export function siteOrigin(deps: Pick<Deps, 'config'>, siteId: string, req?: FastifyRequest): string {
  if (req && siteIdOfHost(visitorHost(req)) === siteId) return mailLinkOrigin(req, deps);
  const site = getSite(siteId);
  if (!site) return deps.config.mail.linkOrigin;
  if (deps.config.nodeEnv === 'production') return `https://${site.domain}`;
  const port = new URL(deps.config.mail.linkOrigin).port;
  return `http://${site.id}.localhost${port ? `:${port}` : ''}`;
}

/** The path prefix of a locale on a site ('' for its default language or a locale it does not have). */
export function sitePathPrefix(siteId: string, locale: string | null | undefined): string {
  const languages = getSite(siteId)?.languages ?? [];
  const exact = languages.find((l) => l.locale.toLowerCase() === locale?.toLowerCase());
  const sameLanguage = languages.find(
    (l) => l.locale.split('-')[0]?.toLowerCase() === locale?.split('-')[0]?.toLowerCase(),
  );
  return (exact ?? sameLanguage)?.pathPrefix ?? '';
}

/** The site (and its default locale) whose market is a country, e.g. DE → de, de-DE. */
export function siteOfCountry(country: string): { siteId: string; locale: string } | undefined {
  for (const site of sites)
    for (const language of site.languages)
      if (language.profile.countryAlpha2 === country) return { siteId: site.id, locale: language.locale };
  return undefined;
}

/** Whether a return address is a page of one of our sites (http(s), no credentials), as sign-in checks. */
export function isOwnSiteUrl(deps: Pick<Deps, 'config'>, raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const production = deps.config.nodeEnv === 'production';
  if (url.protocol !== 'https:' && (production || url.protocol !== 'http:')) return false;
  const host = url.hostname.toLowerCase();
  if (siteIdOfHost(host) !== undefined) return production ? !host.endsWith('.localhost') : true;
  // Locally the site index (localhost:PORT) serves every site under its prefix.
  return !production && host === 'localhost';
}

/** 422 `return_url_invalid` naming the field, when a return address is not a page of our sites. */
export function checkReturnUrl(deps: Pick<Deps, 'config'>, url: string, field = 'returnUrl'): void {
  if (!isOwnSiteUrl(deps, url))
    throw new ApiError(422, 'return_url_invalid', msg('returnUrlNotOurs'), {
      fields: { [field]: msg('returnUrlNotOurs') },
    });
}
