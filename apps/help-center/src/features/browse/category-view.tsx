// A category: its sections, each with its articles (spec §7 category-sections).
import { useTranslation } from '@rental/i18n';
import { Breadcrumbs } from '../../shared/breadcrumbs.tsx';
import { useHelp } from '../../shared/help-services.tsx';
import { Loading, Show } from '../../shared/status.tsx';
import { useCategorySections } from '../../shared/use-category.ts';
import { ViewHeading } from '../../shared/view-heading.tsx';

export function CategoryView({ type, id }: { type: string; id: string }) {
  const { t } = useTranslation('help');
  const { href } = useHelp();
  const resource = useCategorySections(type, id);
  const home = { label: t('nav.home'), href: href({ view: 'home', type }) };
  return (
    <div className="hc-view" data-view="category">
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
            <Breadcrumbs crumbs={[home, { label: data.category.title }]} />
            <ViewHeading>{data.category.title}</ViewHeading>
            <p className="hc-lead">{data.category.description}</p>
            {data.sections.map((section) => (
              <section key={section.id} aria-labelledby={`hc-section-${section.id}`} className="hc-group">
                <h3 id={`hc-section-${section.id}`}>
                  <a href={href({ view: 'section', type, id: section.id })}>{section.title}</a>
                </h3>
                <ul className="hc-links">
                  {section.articles.map((article) => (
                    <li key={article.id}>
                      <a href={href({ view: 'article', type, id: article.id })}>{article.title}</a>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
      </Show>
    </div>
  );
}
