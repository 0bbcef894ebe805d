// The help-center app (issue 9): its strings for the page's locale, the API calls of its tree, then the
// view of the address hash (help center) or the FAQ (FAQ pages); Back and shared links work (one router).
import { createApiClient, type RequestCache } from '@rental/api-client';
import {
  createI18n,
  fallbackChain,
  isSupportedLocale,
  localeBundles,
  localeFiles,
  NamespaceGate,
} from '@rental/i18n';
import { createFormatters } from '@rental/markets/formatters';
import { type AppProps, followAppLinks, useHashRoute } from '@rental/remote-apps/react';
import { useEffect, useMemo, useRef } from 'react';
import { ArticleView } from '../features/article/article-view.tsx';
import { CategoryView } from '../features/browse/category-view.tsx';
import { SectionView } from '../features/browse/section-view.tsx';
import { ContactView } from '../features/contact/contact-view.tsx';
import { SentView } from '../features/contact/sent-view.tsx';
import { FaqView } from '../features/faq/faq-view.tsx';
import { HomeView } from '../features/home/home-view.tsx';
import { SearchView } from '../features/search/search-view.tsx';
import { createHelpApi } from '../shared/help-api.ts';
import { type HelpServices, HelpServicesProvider } from '../shared/help-services.tsx';
import { modeOf } from '../shared/mode.ts';
import { formatHash, parseHash, type Route } from '../shared/routes.ts';
import { Loading } from '../shared/status.tsx';
import { FocusOnViewContext } from '../shared/view-heading.tsx';

// en-US is bundled (every chain ends there); each other locale is a chunk of about 2 KB gzip.
const bundled = localeBundles(import.meta.glob('../shared/locales/en-US.ts', { eager: true }));
const load = localeFiles(import.meta.glob(['../shared/locales/*.ts', '!../shared/locales/en-US.ts']));

export function App({ context }: AppProps) {
  const i18n = useMemo(
    () => createI18n({ locale: context.locale, namespaces: { help: { bundled, load } } }),
    [context.locale],
  );
  return (
    <NamespaceGate i18n={i18n} namespaces={['help']} fallbackText={context.fallbackText} className="hc-root">
      <HelpCenter context={context} />
    </NamespaceGate>
  );
}

function HelpCenter({ context }: AppProps) {
  const mode = useMemo(() => modeOf(context.view), [context.view]);
  const cache = useMemo<RequestCache>(() => new Map(), []);
  // The locale whose strings show: the page's, else the first translated one of its chain.
  const locale = fallbackChain(context.locale).find(isSupportedLocale) ?? 'en-US';
  const defaultType = mode.kind === 'center' ? mode.defaultType : mode.type;
  const routes = useMemo(
    () => ({
      parse: (hash: string) =>
        parseHash(hash, mode.kind === 'center' ? mode.types : [mode.type], defaultType),
      format: (route: Route) => formatHash(route, defaultType),
    }),
    [mode, defaultType],
  );
  const { route, navigated, go, href } = useHashRoute(routes, { view: 'home', type: defaultType });
  const value = useMemo<HelpServices>(
    () => ({
      api: createHelpApi(createApiClient(context, { timeoutMs: 10_000 }), mode.tree, {
        countryCode: context.market.country,
        locale: context.locale,
      }),
      mode,
      app: context,
      cache,
      locale,
      fmt: createFormatters({
        formats: context.market.formats,
        locale: context.locale,
        defaultCurrency: context.market.currency,
      }),
      href,
      go: (next) => go(next),
    }),
    [context, mode, cache, locale, href, go],
  );
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? followAppLinks(root.current) : undefined), []);

  return (
    <HelpServicesProvider value={value}>
      <div
        ref={root}
        className="hc-root"
        data-help-mode={mode.kind === 'faq' ? `faq-${mode.topic}` : mode.tree}
        lang={locale}
      >
        {mode.kind === 'faq' ? (
          <FaqView type={mode.type} topic={mode.topic} />
        ) : (
          <FocusOnViewContext.Provider value={navigated}>
            <View route={route} key={JSON.stringify(route)} />
          </FocusOnViewContext.Provider>
        )}
      </div>
    </HelpServicesProvider>
  );
}

function View({ route }: { route: Route }) {
  switch (route.view) {
    case 'home':
      return <HomeView type={route.type} />;
    case 'category':
      return <CategoryView type={route.type} id={route.id} />;
    case 'section':
      return <SectionView type={route.type} id={route.id} />;
    case 'article':
      return <ArticleView type={route.type} id={route.id} />;
    case 'search':
      return <SearchView type={route.type} query={route.query} />;
    case 'contact':
      return <ContactView type={route.type} topic={route.topic} />;
    case 'sent':
      return <SentView type={route.type} reference={route.reference} />;
    default:
      return <Loading />;
  }
}
