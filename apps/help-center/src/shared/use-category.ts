// The sections of a category, shared (and cached) by the category, section and article views' breadcrumbs.

import { useRequest } from '@rental/api-client';
import { useHelp } from './help-services.tsx';

export function useCategorySections(type: string, categoryId: string | null) {
  const { api, mode, cache } = useHelp();
  return useRequest(
    categoryId === null ? null : `${mode.tree}:category:${type}:${categoryId}`,
    (signal) => api.categorySections(type, categoryId ?? '', signal),
    { cache },
  );
}
