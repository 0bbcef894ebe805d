// An article (spec §7 articles/{id}): breadcrumbs home → category → section, the text, the vote,
// more articles of its section and a way to contact us.
import { useTranslation } from '@rental/i18n';
import { useHelp } from '../../app/help-context.tsx';
import { useResource } from '../../app/use-resource.ts';
import { Breadcrumbs, type Crumb } from '../../ui/breadcrumbs.tsx';
import { Loading, Show } from '../../ui/status.tsx';
import { ViewHeading } from '../../ui/view-heading.tsx';
import { useCategorySections } from '../browse/use-category.ts';
import { ArticleBody } from './article-body.tsx';
import { Vote } from './vote.tsx';

export function ArticleView({ type, id }: { type: string; id: string }) {
  const { t } = useTranslation('help');
  const { api, mode, cache, href } = useHelp();
  const resource = useResource(cache, `${mode.tree}:article:${type}:${id}`, (signal) =>
    api.article(type, id, signal),
  );
  const categoryId = resource.status === 'ready' ? resource.data.article.categoryId : null;
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
            category.status === 'ready'
              ? category.data.sections.find((s) => s.id === article.sectionId)
              : undefined;
          const crumbs: Crumb[] = [home];
          if (category.status === 'ready') {
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
