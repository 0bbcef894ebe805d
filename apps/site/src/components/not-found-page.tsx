// spec §2/§8: the 404 page says the page does not exist or was removed and links to branches, fleet and
// home; the 500 page is generic. Both have no page context, so they use the empty layout (spec §2).

import { translator } from '@rental/i18n/shell';
import { createLinks, type Site, type SiteLanguage } from '@rental/markets';
import { BrandMark } from './brand-mark.tsx';
import { EmptyLayout } from './layouts/page-layout.tsx';

export function NotFoundContent({ site, lang }: { site: Site; lang: SiteLanguage }) {
  const t = translator(lang.locale);
  const links = createLinks(site, lang);
  return (
    <section className="message-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <h2>{t('notFound.linksHeading')}</h2>
      <ul>
        <li>
          <a href={links.stationFinder}>{t('notFound.branches')}</a>
        </li>
        <li>
          <a href={links.fleet}>{t('notFound.fleet')}</a>
        </li>
        <li>
          <a href={lang.pathPrefix || '/'}>{t('notFound.home')}</a>
        </li>
      </ul>
    </section>
  );
}

export function ErrorContent({ lang }: { lang: SiteLanguage }) {
  const t = translator(lang.locale);
  return (
    <section className="message-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('error.title')}</h1>
      <p>{t('error.body')}</p>
      <p>
        <a href={lang.pathPrefix || '/'}>{t('error.home')}</a>
      </p>
    </section>
  );
}

/** A not-found or error page in the empty layout, with the brand mark above the message. */
export function ShellMessagePage(props: {
  site: Site;
  lang: SiteLanguage;
  brand: string;
  kind: 'not-found' | 'error';
}) {
  const { site, lang, brand, kind } = props;
  return (
    <EmptyLayout>
      <div className="message-shell">
        <BrandMark brand={brand} home={lang.pathPrefix || '/'} />
        {kind === 'not-found' ? <NotFoundContent site={site} lang={lang} /> : <ErrorContent lang={lang} />}
      </div>
    </EmptyLayout>
  );
}
