// The offer list page: the filters and the list side by side, one request for the offers of the
// address's filters (the API filters and sorts), the market's branches and reviews. Every filter change
// pushes the list's new address, so Back returns to the previous filter state.
import { useRequest } from '@rental/api-client';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FilterPanel } from '../features/filters/filter-panel.tsx';
import { OfferList } from '../features/offers/offer-list.tsx';
import { type Filters, formatFilters, noFilters } from '../shared/filters.ts';
import type { Route } from '../shared/routes.ts';
import { useSubscription } from '../shared/services.tsx';
import {
  loadBranches,
  loadOffers,
  loadReviews,
  type OfferPage,
  ratingsByBranch,
} from '../shared/subscription-api.ts';

interface Props {
  filters: Filters;
  go: (route: Route) => void;
}

export function ListPage({ filters, go }: Props) {
  const { api, context, cache } = useSubscription();
  const country = context.market.country;
  const key = formatFilters(filters).toString();
  const [pages, setPages] = useState({ key, count: 1 });
  const count = pages.key === key ? pages.count : 1;
  const offers = useRequest(
    `offers:${key}:${count}`,
    (signal) => loadOffers(api, context.market, filters, count, signal),
    { cache },
  );
  const branches = useRequest('branches', (signal) => loadBranches(api, country, signal), { cache });
  const reviews = useRequest('reviews', (signal) => loadReviews(api, country, signal), { cache });
  // While another page or filter loads, the last list stays in place (no jump to a spinner).
  const last = useRef<OfferPage | undefined>(undefined);
  if (offers.status === 'done') last.current = offers.data;
  const page = offers.status === 'done' ? offers.data : last.current;
  const budgetMax = useRef(0);
  if (page) budgetMax.current = Math.max(budgetMax.current, page.filters.budgetMax);
  const reviewList = reviews.status === 'done' ? reviews.data.reviews : undefined;
  const ratings = useMemo(() => ratingsByBranch(reviewList ?? []), [reviewList]);
  const change = (next: Filters) => go({ view: 'list', filters: next });
  const reset = () => go({ view: 'list', filters: { ...noFilters, sort: filters.sort } });
  useEffect(() => setPages((p) => (p.key === key ? p : { key, count: 1 })), [key]);
  return (
    <div className="subscription-layout">
      <FilterPanel
        filters={filters}
        budgetMax={budgetMax.current}
        branches={branches.status === 'done' ? branches.data : undefined}
        onChange={change}
        onReset={reset}
      />
      <OfferList
        page={page}
        loading={offers.status === 'loading'}
        error={offers.status === 'error' ? offers.error.message : undefined}
        onRetry={offers.retry}
        sort={filters.sort}
        onSort={(sort) => change({ ...filters, sort })}
        ratings={ratings}
        offerHref={(id) => `#/offer/${encodeURIComponent(id)}`}
        onMore={() => setPages({ key, count: count + 1 })}
        onReset={reset}
      />
    </div>
  );
}
