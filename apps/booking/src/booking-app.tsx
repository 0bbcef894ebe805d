// The booking app's root: loads its strings for the page language, then shows the search (booking-engine
// container) or the funnel (funnel container) with the market's formats.
import { createI18n, I18nextProvider } from '@rental/i18n';

type I18n = ReturnType<typeof createI18n>;

import type { AppProps } from '@rental/remote-apps/react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { SearchView } from './features/search/search-view.tsx';
import { loadBookingResources } from './locales/load.ts';
import { BookingProvider, createBooking } from './shared/booking-context.tsx';
import { bookingStyles } from './styles.ts';

// The funnel (offers, checkout, confirmation) is its own chunk: home pages load only the search.
const FunnelView = lazy(() => import('./features/funnel-view.tsx').then((m) => ({ default: m.FunnelView })));

/** Marks the search form usable (`npm run bench` reads it). */
function markReady() {
  performance.mark('booking:search-ready');
  document.documentElement.dataset.bookingReady = 'true';
}

export function BookingApp({ context }: AppProps) {
  const [i18n, setI18n] = useState<I18n | null>(null);
  const [failed, setFailed] = useState(false);
  const booking = useMemo(() => createBooking(context), [context]);

  useEffect(() => {
    let live = true;
    loadBookingResources(context.language).then(
      (resources) => {
        if (live) setI18n(createI18n({ locale: context.language, namespaces: ['booking'], resources }));
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [context.language]);

  if (!i18n)
    return (
      <div className="bk bk--loading" aria-busy={!failed}>
        <style>{bookingStyles}</style>
        {failed && <p role="alert">{context.fallbackText}</p>}
      </div>
    );
  return (
    <I18nextProvider i18n={i18n}>
      <BookingProvider value={booking}>
        <style>{bookingStyles}</style>
        <div className="bk" lang={context.language}>
          {context.view === 'funnel' ? (
            <Suspense fallback={<div className="bk--loading" aria-busy="true" />}>
              <FunnelView />
            </Suspense>
          ) : (
            <SearchView onReady={markReady} />
          )}
        </div>
      </BookingProvider>
    </I18nextProvider>
  );
}
