// A section: its articles (spec §7 articles?sectionId=), under its category in the breadcrumbs.
import { useTranslation } from '@rental/i18n';
import { useHelp } from '../../app/help-context.tsx';
import { useResource } from '../../app/use-resource.ts';
import { Breadcrumbs, type Crumb } from '../../ui/breadcrumbs.tsx';
import { Loading, Show } from '../../ui/status.tsx';
import { ViewHeading } from '../../ui/view-heading.tsx';
import { useCategorySections } from './use-category.ts';

export function SectionView({ type, id }: { type: string; id: string }) {
  const { t } = useTranslation('help');
  const { api, mode, cache, href } = useHelp();
  const resource = useResource(cache, `${mode.tree}:section:${type}:${id}`, (signal) =>
    api.sectionArticles(type, id, signal),
  );
  const categoryId = resource.status === 'ready' ? resource.data.section.categoryId : null;
  const category = useCategorySections(type, categoryId);
  const home: Crumb = { label: t('nav.home'), href: href({ view: 'home', type }) };
  const crumbs = (current: string): Crumb[] => [
    home,
    ...(category.status === 'ready' && categoryId
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
