// A section: its articles (spec §7 articles?sectionId=), under its category in the breadcrumbs.

import { useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Breadcrumbs, type Crumb } from '../../shared/breadcrumbs.tsx';
import { useHelp } from '../../shared/help-services.tsx';
import { Loading, Show } from '../../shared/status.tsx';
import { useCategorySections } from '../../shared/use-category.ts';
import { ViewHeading } from '../../shared/view-heading.tsx';

export function SectionView({ type, id }: { type: string; id: string }) {
  const { t } = useTranslation('help');
  const { api, mode, cache, href } = useHelp();
  const resource = useRequest(
    `${mode.tree}:section:${type}:${id}`,
    (signal) => api.sectionArticles(type, id, signal),
    { cache },
  );
  const categoryId = resource.status === 'done' ? resource.data.section.categoryId : null;
  const category = useCategorySections(type, categoryId);
  const home: Crumb = { label: t('nav.home'), href: href({ view: 'home', type }) };
  const crumbs = (current: string): Crumb[] => [
    home,
    ...(category.status === 'done' && categoryId
      ? [{ label: category.data.category.title, href: href({ view: 'category', type, id: categoryId }) }]
      : []),
    { label: current },
  ];
  return (
    <div className="hc-view" data-view="section">
      <Show
        resource={resource}
        loading={
          <>
            <Breadcrumbs crumbs={[home]} />
            <Loading />
          </>
        }
      >
        {(data) => (
          <>
            <Breadcrumbs crumbs={crumbs(data.section.title)} />
            <ViewHeading>{data.section.title}</ViewHeading>
            <ul className="hc-links" aria-label={t('section.articlesIn', { section: data.section.title })}>
              {data.articles.map((article) => (
                <li key={article.id}>
                  <a href={href({ view: 'article', type, id: article.id })}>{article.title}</a>
                </li>
              ))}
            </ul>
          </>
        )}
      </Show>
    </div>
  );
}
