// The booking app's root: its strings for the page's locale (loaded per locale of the chain), the
// services of its mount context, then the search (booking-engine container) or the funnel (funnel
// container), each step's address in the hash.
import { createI18n, localeFiles, NamespaceGate } from '@rental/i18n';
import type { AppProps } from '@rental/remote-apps/react';
import { lazy, Suspense, useMemo } from 'react';
import { SearchView } from '../features/search/search-view.tsx';
import { BookingProvider, createBooking } from '../shared/booking-services.tsx';

// Every locale is its own chunk: a page downloads its chain only (de-AT: de-DE and en-US).
const load = localeFiles(import.meta.glob('../shared/locales/*.ts'));

// The funnel (offers, checkout, confirmation) is its own chunk: home pages load only the search.
const Funnel = lazy(() => import('./funnel.tsx').then((m) => ({ default: m.FunnelView })));

/** Marks the search form usable (`npm run bench` reads it). */
function markReady() {
  performance.mark('booking:search-ready');
  document.documentElement.dataset.bookingReady = 'true';
}

export function App({ context }: AppProps) {
  const booking = useMemo(() => createBooking(context), [context]);
  const i18n = useMemo(
    () => createI18n({ locale: context.locale, namespaces: { booking: { load } } }),
    [context.locale],
  );
  return (
    <NamespaceGate
      i18n={i18n}
      namespaces={['booking']}
      fallbackText={context.fallbackText}
      className="bk bk--loading"
      // Placeholders are skeletons (data-skeleton), not the app's first content: the host signals first
      // content when a real view renders, and the funnel's loading overlay goes then (spec §4, issue 23).
      loading={<div className="bk bk--loading" aria-busy="true" data-skeleton="" />}
    >
      <BookingProvider value={booking}>
        {context.view === 'funnel' ? (
          <Suspense fallback={<div className="bk bk--loading" aria-busy="true" data-skeleton="" />}>
            <div className="bk" lang={context.locale}>
              <Funnel />
            </div>
          </Suspense>
        ) : (
          <div className="bk" lang={context.locale}>
            <SearchView onReady={markReady} />
          </div>
        )}
      </BookingProvider>
    </NamespaceGate>
  );
}
