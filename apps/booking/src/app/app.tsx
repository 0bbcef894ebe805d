// The booking app's root: its strings for the page's locale (loaded per locale of the chain), the
// services of its mount context, then the search (booking-engine container) or the funnel (funnel
// container), each step's address in the hash.
import { createI18n, localeFiles, NamespaceGate, preloadedStrings } from '@rental/i18n';
import type { AppProps } from '@rental/remote-apps/react';
import { lazy, Suspense, useMemo } from 'react';
import { SearchView } from '../features/search/search-view.tsx';
import { BookingProvider, createBooking } from '../shared/booking-services.tsx';

// Every locale is its own chunk: a page downloads its chain only (de-AT: de-DE and en-US).
const load = localeFiles(import.meta.glob('../shared/locales/*.ts'));

const strings = preloadedStrings(load);

/**
 * Loads the strings of a locale's chain before the app renders, so its first render is the view itself
 * (taking over a static first view must not show a placeholder in between).
 */
export const preloadStrings = strings.preload;

/** Strings given at once: the build's first view bundles every locale (prerender.tsx). */
export const providePreloadedStrings = strings.provide;

// The funnel (offers, checkout, confirmation) is its own chunk: home pages load only the search.
const loadFunnel = () => import('./funnel.tsx');
const Funnel = lazy(() => loadFunnel().then((m) => ({ default: m.FunnelView })));
let funnelModule: Awaited<ReturnType<typeof loadFunnel>> | undefined;

/**
 * Loads the funnel's chunk before the app renders, when the funnel takes over its static first view: the
 * first commit must be the funnel, not the placeholder of a lazy chunk.
 */
export async function preloadFunnel(): Promise<void> {
  try {
    funnelModule ??= await loadFunnel();
  } catch {
    // The lazy component loads (and reports) it itself.
  }
}

/** The funnel's static first view: its search step, rendered at build time (prerender.tsx). */
export function setFunnelForPrerender(module: Awaited<ReturnType<typeof loadFunnel>>): void {
  funnelModule = module;
}

/** Marks the search form usable (`npm run bench` reads it). */
function markReady() {
  performance.mark('booking:search-ready');
  document.documentElement.dataset.bookingReady = 'true';
}

/** Props of the root: the contract's, and whether this is the build's static first view. */
export interface BookingAppProps extends AppProps {
  staticView?: boolean;
}

export function App({ context, firstView, staticView = false }: BookingAppProps) {
  const booking = useMemo(() => createBooking(context), [context]);
  const i18n = useMemo(() => {
    const bundled = strings.get(context.locale);
    return createI18n({ locale: context.locale, namespaces: { booking: bundled ? { bundled } : { load } } });
  }, [context.locale]);
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
          staticView && funnelModule ? (
            <div className="bk" lang={context.locale}>
              <funnelModule.FunnelSearchStep initial={{}} onSubmit={() => undefined} staticView />
            </div>
          ) : funnelModule ? (
            <div className="bk" lang={context.locale}>
              <funnelModule.FunnelView firstView={firstView} />
            </div>
          ) : (
            <Suspense fallback={<div className="bk bk--loading" aria-busy="true" data-skeleton="" />}>
              <div className="bk" lang={context.locale}>
                <Funnel />
              </div>
            </Suspense>
          )
        ) : (
          <div className="bk" lang={context.locale}>
            <SearchView
              onReady={staticView ? undefined : markReady}
              staticView={staticView}
              firstView={firstView}
            />
          </div>
        )}
      </BookingProvider>
    </NamespaceGate>
  );
}
