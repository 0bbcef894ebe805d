// The booking-engine container (ibe, standalone and promotion layouts): the search form. Its state
// is mirrored in the page's hash ('#/?branch=…', which the news banner treats as empty), and a
// submitted search opens the offer list in the funnel under the market's services base path.
import { useTranslation } from '@rental/i18n';
import { useState } from 'react';
import { useBooking } from '../../shared/booking-services.tsx';
import { defaultFilters, goTo, parseRoute, routeHash, type SearchState } from '../../shared/route.ts';
import { readHandoff } from './handoff.ts';
import { SearchForm } from './search-form.tsx';

interface Props {
  onReady?: () => void;
  /** Rendered at build time as the static first view (no address, no visitor). */
  staticView?: boolean;
  /** The container still showing the first view, during the first render (AppProps.firstView). */
  firstView?: HTMLElement | undefined;
}

export function SearchView({ onReady, staticView = false, firstView }: Props) {
  const { t } = useTranslation('booking');
  const { context, market } = useBooking();
  const [initial] = useState(() => {
    if (staticView) return {};
    const route = parseRoute(location.hash);
    return route.step === 'search' ? route.search : {};
  });
  const [handoff] = useState(() => (firstView ? readHandoff(firstView) : undefined));

  const onDraft = (search: Partial<SearchState>) => {
    // Only own the hash when it is empty or already a search (other hashes belong to the page).
    const hash = location.hash;
    if (hash !== '' && hash !== '#/' && !hash.startsWith('#/?')) return;
    if (routeHash({ step: 'search', search }) !== hash) goTo({ step: 'search', search }, { replace: true });
  };

  const onSubmit = (search: SearchState) => {
    context.navigate(
      `${market.servicesBasePath}${routeHash({ step: 'offers', search, filters: defaultFilters })}`,
    );
  };

  return (
    <div className="bk bk--search">
      <SearchForm
        compact
        heading={t('search.title')}
        initial={initial}
        onSubmit={onSubmit}
        onDraft={onDraft}
        onReady={onReady}
        staticView={staticView}
        handoff={handoff}
      />
    </div>
  );
}
