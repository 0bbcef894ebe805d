// The FAQ pages for ride, share and subscription (spec §2): every category of the booking type with its
// questions; a question opens in place and loads its answer. A booking type the API does not serve
// yet shows an empty FAQ with the way to the help center, not an error.

import { useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { useState } from 'react';
import { ArticleBody } from '../../shared/article-body.tsx';
import { useHelp } from '../../shared/help-services.tsx';
import { ErrorState, Loading, Show } from '../../shared/status.tsx';
import { useCategorySections } from '../../shared/use-category.ts';
import { ViewHeading } from '../../shared/view-heading.tsx';

export function FaqView({ type, topic }: { type: string; topic: 'ride' | 'share' | 'subscription' }) {
  const { t } = useTranslation('help');
  const { api, mode, cache, app } = useHelp();
  const categories = useRequest(`${mode.tree}:categories:${type}`, (signal) => api.categories(type, signal), {
    cache,
  });
  const helpCenter = app.market.links.helpCenter ?? '/help-center/';
  const more = (
    <p>
      <a href={helpCenter}>{t('faq.more')}</a>
    </p>
  );
  const unserved = categories.status === 'error' && categories.error.kind === 'invalid-request';
  return (
    <div className="hc-view hc-faq" data-view="faq">
      <ViewHeading>{t(`faq.title_${topic}`)}</ViewHeading>
      <p className="hc-lead">{t('faq.intro')}</p>
      {unserved ? (
        <p className="ui-notice hc-notice">{t('faq.empty')}</p>
      ) : (
        <Show resource={categories}>
          {(data) =>
            data.categories.length === 0 ? (
              <p className="ui-notice hc-notice">{t('faq.empty')}</p>
            ) : (
              data.categories.map((category) => (
                <section key={category.id} aria-labelledby={`hc-faq-${category.id}`} className="hc-group">
                  <h3 id={`hc-faq-${category.id}`}>{category.title}</h3>
                  <FaqQuestions type={type} categoryId={category.id} />
                </section>
              ))
            )
          }
        </Show>
      )}
      {more}
    </div>
  );
}

function FaqQuestions({ type, categoryId }: { type: string; categoryId: string }) {
  const resource = useCategorySections(type, categoryId);
  return (
    <Show resource={resource}>
      {(data) => (
        <div className="hc-faq__list">
          {data.sections
            .flatMap((s) => s.articles)
            .map((article) => (
              <FaqQuestion key={article.id} type={type} id={article.id} title={article.title} />
            ))}
        </div>
      )}
    </Show>
  );
}

function FaqQuestion({ type, id, title }: { type: string; id: string; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="hc-faq__item" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{title}</summary>
      {open ? <FaqAnswer type={type} id={id} /> : null}
    </details>
  );
}

function FaqAnswer({ type, id }: { type: string; id: string }) {
  const { api, mode, cache } = useHelp();
  const resource = useRequest(
    `${mode.tree}:article:${type}:${id}`,
    (signal) => api.article(type, id, signal),
    { cache },
  );
  if (resource.status === 'error') return <ErrorState error={resource.error} onRetry={resource.retry} />;
  if (resource.status !== 'done') return <Loading />;
  return <ArticleBody blocks={resource.data.article.body} headingLevel={4} />;
}
