// The ride app's root (issue 18): its strings for the page's locale (the one i18n loader), the services of
// its mount context, the customer's session, and the view of its container (`context.view`) for the
// address hash: the booking container shows the booking form or one ride ('#/rides/{id}'), the home
// container the customer's rides, the history container all rides or one of them.
import { createApiClient, type RequestCache } from '@rental/api-client';
import {
  createI18n,
  fallbackChain,
  isSupportedLocale,
  type LocaleLoader,
  localeBundles,
  localeFiles,
  NamespaceGate,
  preloadedStrings,
} from '@rental/i18n';
import { createFormatters } from '@rental/markets/formatters';
import {
  type AppProps,
  clickedFirstViewAttribute,
  followAppLinks,
  useHashRoute,
} from '@rental/remote-apps/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { BookingView } from '../features/booking/booking-view.tsx';
import { type Handoff, readHandoff } from '../features/booking/handoff.ts';
import { HistoryView } from '../features/history/history-view.tsx';
import { HomeView } from '../features/home/home-view.tsx';
import { LiveView } from '../features/live/live-view.tsx';
import { createRideApi } from '../shared/ride-api.ts';
import { type Route, routes } from '../shared/routes.ts';
import { type RideServices, RideServicesProvider, useRide } from '../shared/services.tsx';
import { SessionProvider } from '../shared/session.tsx';
import { FocusOnViewContext, NamesPageContext } from '../shared/view-heading.tsx';

// en-US is bundled (every chain ends there); the other locale files are chunks loaded on demand.
const bundled = localeBundles(import.meta.glob('../shared/locales/en-US.ts', { eager: true }));
const load = localeFiles(import.meta.glob(['../shared/locales/*.ts', '!../shared/locales/en-US.ts']));
const loadAny: LocaleLoader = (locale) =>
  locale === 'en-US' ? Promise.resolve(bundled['en-US']) : load(locale);
const strings = preloadedStrings(loadAny);

/** Loads the strings of a locale's chain before the first render (mount.tsx), so it is the view itself. */
export const preloadStrings = strings.preload;

/** Gives every locale's strings at once (the build-time first view, prerender.tsx). */
export const providePreloadedStrings = strings.provide;

/** The containers of the ride app (packages/remote-apps containers.ts): booking, home, history. */
export type Container = 'booking' | 'home' | 'history';

/** Languages written right to left (the page's <html dir> says the same; the app does not rely on it). */
const rtl = /^(ar|he|fa|ur)(-|$)/;

export function containerOf(view: string | undefined): Container {
  return view === 'home' || view === 'history' ? view : 'booking';
}

interface RideAppProps extends AppProps {
  /** Rendered at build time as the booking container's first view (prerender.tsx): no router, no address. */
  staticView?: boolean;
}

export function App({ context, firstView, staticView = false }: RideAppProps) {
  const i18n = useMemo(() => {
    const preloaded = strings.get(context.locale);
    return createI18n({
      locale: context.locale,
      namespaces: { ride: preloaded ? { bundled: preloaded } : { bundled, load } },
    });
  }, [context.locale]);
  // What the visitor typed in the static first view, read once as the app takes it over.
  const [handoff] = useState(() =>
    firstView ? readHandoff(firstView, firstView.getAttribute(clickedFirstViewAttribute)) : undefined,
  );
  const services = useMemo<RideServices>(() => {
    const api = createApiClient(context, { timeoutMs: 10_000 });
    return {
      context,
      api,
      ride: createRideApi(api, { apiBaseUrl: context.apiBaseUrl, country: context.market.country }),
      fmt: createFormatters({
        formats: context.market.formats,
        locale: context.locale,
        defaultCurrency: context.market.currency,
      }),
      cache: new Map() as RequestCache,
    };
  }, [context]);
  return (
    <NamespaceGate i18n={i18n} namespaces={['ride']} fallbackText={context.fallbackText} className="ride">
      <RideServicesProvider value={services}>
        <SessionProvider api={services.api}>
          {staticView ? (
            <div className="ride" data-ride-view="booking">
              <BookingView onBooked={() => undefined} />
            </div>
          ) : (
            <Views handoff={handoff} />
          )}
        </SessionProvider>
      </RideServicesProvider>
    </NamespaceGate>
  );
}

function Views({ handoff }: { handoff: Handoff | undefined }) {
  const { context } = useRide();
  const container = containerOf(context.view);
  const { route, navigated, go } = useHashRoute(routes, { view: 'start' });
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? followAppLinks(root.current) : undefined), []);
  // The locale whose strings show: the page's, else the first translated one of its chain.
  const locale = fallbackChain(context.locale).find(isSupportedLocale) ?? 'en-US';
  return (
    <div
      ref={root}
      className="ride"
      lang={locale}
      dir={rtl.test(locale) ? 'rtl' : 'ltr'}
      data-ride-view={container}
    >
      {container === 'home' ? (
        <NamesPageContext.Provider value={false}>
          <HomeView />
        </NamesPageContext.Provider>
      ) : (
        <FocusOnViewContext.Provider value={navigated}>
          <View
            route={route}
            container={container}
            go={go}
            ridePage={context.market.links.ride ?? '/ride'}
            handoff={handoff}
          />
        </FocusOnViewContext.Provider>
      )}
    </div>
  );
}

function View({
  route,
  container,
  go,
  ridePage,
  handoff,
}: {
  route: Route;
  container: Container;
  go: (route: Route) => void;
  ridePage: string;
  handoff: Handoff | undefined;
}) {
  if (route.view === 'ride')
    return <LiveView key={route.id} id={route.id} bookingPage={container === 'history' ? ridePage : ''} />;
  if (container === 'history') return <HistoryView />;
  return (
    <BookingView
      rebook={route.rebook}
      handoff={handoff}
      onBooked={(ride) => go({ view: 'ride', id: ride.id })}
    />
  );
}
