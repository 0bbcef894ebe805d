// An article (spec §7 articles/{id}): breadcrumbs home → category → section, the text, the vote,
// more articles of its section and a way to contact us.

import { useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { ArticleBody } from '../../shared/article-body.tsx';
import { Breadcrumbs, type Crumb } from '../../shared/breadcrumbs.tsx';
import { useHelp } from '../../shared/help-services.tsx';
import { Loading, Show } from '../../shared/status.tsx';
import { useCategorySections } from '../../shared/use-category.ts';
import { ViewHeading } from '../../shared/view-heading.tsx';
import { Vote } from './vote.tsx';

export function ArticleView({ type, id }: { type: string; id: string }) {
  const { t } = useTranslation('help');
  const { api, mode, cache, href } = useHelp();
  const resource = useRequest(
    `${mode.tree}:article:${type}:${id}`,
    (signal) => api.article(type, id, signal),
    { cache },
  );
  const categoryId = resource.status === 'done' ? resource.data.article.categoryId : null;
  const category = useCategorySections(type, categoryId);
  const home: Crumb = { label: t('nav.home'), href: href({ view: 'home', type }) };

  return (
    <div className="hc-view" data-view="article">
      <Show
        resource={resource}
        loading={
          <>
            <Breadcrumbs crumbs={[home]} />
            <Loading />
          </>
        }
      >
        {({ article }) => {
          const section =
            category.status === 'done'
              ? category.data.sections.find((s) => s.id === article.sectionId)
              : undefined;
          const crumbs: Crumb[] = [home];
          if (category.status === 'done') {
            crumbs.push({
              label: category.data.category.title,
              href: href({ view: 'category', type, id: category.data.category.id }),
            });
            if (section)
              crumbs.push({ label: section.title, href: href({ view: 'section', type, id: section.id }) });
          }
          crumbs.push({ label: article.title });
          const related = section?.articles.filter((a) => a.id !== article.id) ?? [];
          return (
            <>
              <Breadcrumbs crumbs={crumbs} />
              <article className="hc-article" aria-labelledby="hc-article-title">
                <ViewHeading id="hc-article-title">{article.title}</ViewHeading>
                <ArticleBody blocks={article.body} />
              </article>
              <Vote type={type} articleId={article.id} key={article.id} />
              {section && related.length > 0 ? (
                <section aria-labelledby="hc-related-title" className="hc-group">
                  <h3 id="hc-related-title">{t('article.related', { section: section.title })}</h3>
                  <ul className="hc-links">
                    {related.map((a) => (
                      <li key={a.id}>
                        <a href={href({ view: 'article', type, id: a.id })}>{a.title}</a>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              <aside className="hc-contact-cta" aria-labelledby="hc-still-title">
                <h3 id="hc-still-title">{t('article.stillNeedHelp')}</h3>
                <a href={href({ view: 'contact', type })}>{t('contact.cta')}</a>
              </aside>
            </>
          );
        }}
      </Show>
    </div>
  );
}
