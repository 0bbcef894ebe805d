// The categories of a booking type as cards (home and the no-articles view).
import { useTranslation } from '@rental/i18n';
import { useHelp } from '../../app/help-context.tsx';
import { useResource } from '../../app/use-resource.ts';
import { Show } from '../../ui/status.tsx';

export function CategoryList({ type }: { type: string }) {
  const { t } = useTranslation('help');
  const { api, mode, cache, href } = useHelp();
  const categories = useResource(cache, `${mode.tree}:categories:${type}`, (signal) =>
    api.categories(type, signal),
  );
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
