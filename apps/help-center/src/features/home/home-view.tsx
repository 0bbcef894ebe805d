// The help-center home (issue 9): booking-type choice where the market has several, the search box,
// the categories and the featured articles.

import { useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { CategoryList } from '../../shared/category-list.tsx';
import { useHelp } from '../../shared/help-services.tsx';
import { SearchBox } from '../../shared/search-box.tsx';
import { Show } from '../../shared/status.tsx';
import { ViewHeading } from '../../shared/view-heading.tsx';

export function HomeView({ type }: { type: string }) {
  const { t } = useTranslation('help');
  const { api, mode, cache, href } = useHelp();
  const choice = mode.kind === 'center' && mode.types.length > 1;
  const types = useRequest(choice ? `${mode.tree}:types` : null, (signal) => api.bookingTypes(signal), {
    cache,
  });
  const featured = useRequest(
    `${mode.tree}:featured:${type}`,
    (signal) => api.featuredArticles(type, signal),
    { cache },
  );
  // Until the API says which booking types have articles, the market's types are shown: the choice keeps
  // its place from the first render, so the search box below it does not move (CLS 0, issue 16).
  const offered =
    types.status === 'done'
      ? types.data.bookingTypes.filter((b) => b.articleCount > 0).map((b) => b.id)
      : choice && mode.kind === 'center'
        ? mode.types
        : [];

  return (
    <div className="hc-view hc-home" data-view="home">
      <ViewHeading>{type === 'ride' ? t('home.rideTitle') : t('home.title')}</ViewHeading>
      <p className="hc-lead">{t('home.intro')}</p>
      {offered.length > 1 ? (
        <nav className="hc-types" aria-label={t('home.bookingTypes')}>
          <ul>
            {offered.map((id) => (
              <li key={id}>
                <a
                  href={href({ view: 'home', type: id })}
                  aria-current={id === type ? 'page' : undefined}
                  className="hc-type"
                >
                  {t(`bookingType.${id}`, { defaultValue: id })}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <SearchBox type={type} key={type} />
      <section aria-labelledby="hc-categories-title">
        <h3 id="hc-categories-title">{t('home.categories')}</h3>
        <CategoryList type={type} />
      </section>
      <section aria-labelledby="hc-featured-title">
        <h3 id="hc-featured-title">{t('home.featured')}</h3>
        <Show resource={featured}>
          {(data) => (
            <ul className="hc-links">
              {data.articles.map((article) => (
                <li key={article.id}>
                  <a href={href({ view: 'article', type, id: article.id })}>{article.title}</a>
                </li>
              ))}
            </ul>
          )}
        </Show>
      </section>
    </div>
  );
}
