// The categories of a booking type as cards (home and the no-articles view).

import { useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { useHelp } from './help-services.tsx';
import { Show } from './status.tsx';

export function CategoryList({ type }: { type: string }) {
  const { t } = useTranslation('help');
  const { api, mode, cache, href } = useHelp();
  const categories = useRequest(`${mode.tree}:categories:${type}`, (signal) => api.categories(type, signal), {
    cache,
  });
  return (
    <Show resource={categories}>
      {(data) => (
        <ul className="hc-cards">
          {data.categories.map((category) => (
            <li key={category.id}>
              <a className="hc-card" href={href({ view: 'category', type, id: category.id })}>
                <span className="hc-card__title">{category.title}</span>
                <span className="hc-card__text">{category.description}</span>
                <span className="hc-card__meta">{t('home.articles', { count: category.articleCount })}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </Show>
  );
}
