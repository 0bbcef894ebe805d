// The sections of a category, shared (and cached) by the category, section and article views' breadcrumbs.
import { useHelp } from '../../app/help-context.tsx';
import { useResource } from '../../app/use-resource.ts';

export function useCategorySections(type: string, categoryId: string | null) {
  const { api, mode, cache } = useHelp();
  return useResource(
    cache,
    categoryId === null ? null : `${mode.tree}:category:${type}:${categoryId}`,
    (signal) => api.categorySections(type, categoryId ?? '', signal),
  );
}
