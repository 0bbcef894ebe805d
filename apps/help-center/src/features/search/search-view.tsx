// Search results (spec §5, §8): a text outside 3–100 characters shows the spec's message and is not
// sent; results show the query highlighted; none gives 'No articles found' with ways on.

import { useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Breadcrumbs } from '../../shared/breadcrumbs.tsx';
import { CategoryList } from '../../shared/category-list.tsx';
import { useHelp } from '../../shared/help-services.tsx';
import { SearchBox } from '../../shared/search-box.tsx';
import { searchProblem } from '../../shared/search-rules.ts';
import { Show } from '../../shared/status.tsx';
import { ViewHeading } from '../../shared/view-heading.tsx';
import { highlightParts } from './highlight.ts';

function Highlighted({ text, query }: { text: string; query: string }) {
  // Each part is keyed by where it starts in the text: unique and stable for one text.
  let offset = 0;
  const parts = highlightParts(text, query).map((part) => {
    const at = offset;
    offset += part.text.length;
    return { ...part, at };
  });
  return (
    <>
      {parts.map((part) =>
        part.match ? <mark key={part.at}>{part.text}</mark> : <span key={part.at}>{part.text}</span>,
      )}
    </>
  );
}

export function SearchView({ type, query }: { type: string; query: string }) {
  const { t } = useTranslation('help');
  const { api, mode, cache, href } = useHelp();
  const problem = searchProblem(query);
  const text = query.trim();
  const results = useRequest(
    problem ? null : `${mode.tree}:search:${type}:${text}`,
    (signal) => api.search(type, text, signal),
    { cache },
  );

  return (
    <div className="hc-view" data-view="search">
      <Breadcrumbs
        crumbs={[{ label: t('nav.home'), href: href({ view: 'home', type }) }, { label: t('search.title') }]}
      />
      <ViewHeading>{t('search.title')}</ViewHeading>
      <SearchBox type={type} initial={query} key={query} />
      {problem ? (
        <p className="ui-notice hc-notice" data-search-problem={problem}>
          {problem === 'too-short' ? t('search.tooShort') : t('search.tooLong')}
        </p>
      ) : (
        <Show resource={results}>
          {(data) =>
            data.results.length === 0 ? (
              <section className="hc-empty" aria-labelledby="hc-empty-title" data-search-empty="">
                <h3 id="hc-empty-title">{t('search.noArticles')}</h3>
                <p>{t('search.noArticlesHint')}</p>
                <p>
                  <a className="ui-button ui-button--primary" href={href({ view: 'contact', type })}>
                    {t('contact.cta')}
                  </a>
                </p>
                <h4>{t('home.categories')}</h4>
                <CategoryList type={type} />
              </section>
            ) : (
              <section aria-labelledby="hc-results-title">
                <div role="status">
                  <h3 id="hc-results-title">
                    {t('search.resultsFor', { count: data.results.length, query: text })}
                  </h3>
                </div>
                <ol className="hc-results">
                  {data.results.map((result) => (
                    <li key={result.id}>
                      <a href={href({ view: 'article', type, id: result.id })} className="hc-result__title">
                        <Highlighted text={result.title} query={text} />
                      </a>
                      <p className="hc-result__snippet">
                        <Highlighted text={result.snippet} query={text} />
                      </p>
                    </li>
                  ))}
                </ol>
              </section>
            )
          }
        </Show>
      )}
    </div>
  );
}
