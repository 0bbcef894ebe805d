// spec §2/§8: the 404 page says the page does not exist or was removed and links to branches, fleet and
// home; the 500 page is generic. They have no page context of their own: the route shows them in the
// default layout with the navigation and footer of the language's home page (shellPageModel, issue 23).

import { fallbackChain, isSupportedLocale } from '@rental/i18n';
import { translator } from '@rental/i18n/shell';
import { createLinks, type Site, type SiteLanguage } from '@rental/markets';
import { heroImage } from '../lib/cms-images.ts';
import type { SupportContactModel } from '../lib/support-contact.ts';
import { CarIcon, HomeIcon, PinIcon } from './icons.tsx';
import { Picture } from './picture.tsx';
import { SupportContact } from './support-contact.tsx';

const art = (
  <Picture
    className="message-page__art"
    image={heroImage('not-found')}
    sizes="(min-width: 960px) 880px, 100vw"
    alt=""
    priority
  />
);

/**
 * The locale whose shell strings a page language gets, when it is another language (a language without
 * shell strings gets en-US's; since issue 19 every site language has its own): the text then carries its
 * own lang and direction, so it is read and laid out as what it is.
 */
export function shellFallback(locale: string): { lang: string; dir: 'ltr' } | undefined {
  const used = fallbackChain(locale).find(isSupportedLocale) ?? 'en-US';
  return used.split('-')[0] === locale.split('-')[0] ? undefined : { lang: used, dir: 'ltr' };
}

/** `support`: the market's customer service, in the page language (issue 19: where customers look for it). */
export function NotFoundContent({
  site,
  lang,
  support,
}: {
  site: Site;
  lang: SiteLanguage;
  support: SupportContactModel;
}) {
  const t = translator(lang.locale);
  const links = createLinks(site, lang);
  return (
    <>
      <section className="message-page" aria-labelledby="page-title" {...shellFallback(lang.locale)}>
        {art}
        <h1 id="page-title">{t('notFound.title')}</h1>
        <p className="message-page__lead">{t('notFound.body')}</p>
        <h2>{t('notFound.linksHeading')}</h2>
        <ul className="message-page__links">
          <li>
            <a href={links.stationFinder}>
              <PinIcon />
              {t('notFound.branches')}
            </a>
          </li>
          <li>
            <a href={links.fleet}>
              <CarIcon />
              {t('notFound.fleet')}
            </a>
          </li>
          <li>
            <a href={lang.pathPrefix || '/'}>
              <HomeIcon />
              {t('notFound.home')}
            </a>
          </li>
        </ul>
      </section>
      {/* Outside the section: its labels are the page language's own (ui-strings), not the shell's fallback. */}
      <div className="message-page">
        <SupportContact support={support} />
      </div>
    </>
  );
}

export function ErrorContent({ lang }: { lang: SiteLanguage }) {
  const t = translator(lang.locale);
  return (
    <section className="message-page" aria-labelledby="page-title" {...shellFallback(lang.locale)}>
      {art}
      <h1 id="page-title">{t('error.title')}</h1>
      <p className="message-page__lead">{t('error.body')}</p>
      <ul className="message-page__links">
        <li>
          <a href={lang.pathPrefix || '/'}>
            <HomeIcon />
            {t('error.home')}
          </a>
        </li>
      </ul>
    </section>
  );
}
