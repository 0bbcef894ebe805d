// The help-center app (issue 9): loads its strings for the page language, then shows the view of the
// address hash (help center) or the FAQ (FAQ pages), following hashchange so Back and shared links work.
import { createI18n, fallbackChain, I18nextProvider } from '@rental/i18n';
import type { AppProps } from '@rental/remote-apps/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createHelpApi } from '../api/client.ts';
import { ArticleView } from '../features/article/article-view.tsx';
import { CategoryView } from '../features/browse/category-view.tsx';
import { SectionView } from '../features/browse/section-view.tsx';
import { ContactView } from '../features/contact/contact-view.tsx';
import { SentView } from '../features/contact/sent-view.tsx';
import { FaqView } from '../features/faq/faq-view.tsx';
import { HomeView } from '../features/home/home-view.tsx';
import { SearchView } from '../features/search/search-view.tsx';
import { type HelpStrings, helpLocaleFor, helpNamespace, loadHelpStrings } from '../locales/index.ts';
import { Loading } from '../ui/status.tsx';
import { FocusOnViewContext } from '../ui/view-heading.tsx';
import { type HelpContextValue, HelpProvider, routing } from './help-context.tsx';
import { type HelpMode, modeOf } from './mode.ts';
import { parseHash, type Route } from './routes.ts';
import type { ResourceCache } from './use-resource.ts';

export function HelpCenterApp({ context }: AppProps) {
  const locale = helpLocaleFor(context.language, fallbackChain(context.language));
  const [strings, setStrings] = useState<{ locale: string; strings: HelpStrings } | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void loadHelpStrings(locale).then((loaded) => {
      if (live) setStrings({ locale, strings: loaded });
    });
    return () => {
      live = false;
    };
  }, [locale]);
  const i18n = useMemo(
    () =>
      strings
        ? createI18n({
            locale: context.language,
            namespaces: [helpNamespace],
            resources: { [strings.locale]: { [helpNamespace]: strings.strings } },
          })
        : undefined,
    [strings, context.language],
  );
  if (!i18n) {
    // The strings chunk is small and local; until it arrives the container reserves its space quietly.
    return <div className="hc-root" aria-busy="true" />;
  }
  return (
    <I18nextProvider i18n={i18n}>
      <HelpCenter context={context} locale={strings?.locale ?? 'en-US'} />
    </I18nextProvider>
  );
}

function HelpCenter({ context, locale }: AppProps & { locale: string }) {
  const mode = useMemo(() => modeOf(context.view), [context.view]);
  const cache = useMemo<ResourceCache>(() => new Map(), []);
  const value = useMemo<HelpContextValue>(() => {
    const api = createHelpApi({
      apiBaseUrl: context.apiBaseUrl,
      tree: mode.tree,
      acceptLanguage: context.acceptLanguage,
      tenantId: context.tenantId,
      countryCode: context.market.country,
      locale: context.language,
    });
    const defaultType = mode.kind === 'center' ? mode.defaultType : mode.type;
    return { api, mode, app: context, cache, locale, ...routing(defaultType) };
  }, [context, mode, cache, locale]);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    element.addEventListener('click', followAppLink);
    return () => element.removeEventListener('click', followAppLink);
  }, []);

  return (
    <HelpProvider value={value}>
      <div
        ref={root}
        className="hc-root"
        data-help-mode={mode.kind === 'faq' ? `faq-${mode.topic}` : mode.tree}
        lang={locale}
      >
        {mode.kind === 'faq' ? <FaqView type={mode.type} topic={mode.topic} /> : <Center mode={mode} />}
      </div>
    </HelpProvider>
  );
}

/**
 * The page's router (Astro's ClientRouter) takes over same-page '#…' links with pushState, which fires
 * no hashchange. App links ('#/…') are followed here instead, before the click reaches the document:
 * setting the hash makes a history entry and a hashchange, so Back and Forward work as for any address.
 */
function followAppLink(event: MouseEvent) {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  const href = anchor?.getAttribute('href');
  if (!anchor || !href?.startsWith('#/') || anchor.target) return;
  event.preventDefault();
  if (window.location.hash === href) window.dispatchEvent(new HashChangeEvent('hashchange'));
  else window.location.hash = href;
}

function useHashRoute(mode: Extract<HelpMode, { kind: 'center' }>): { route: Route; navigated: boolean } {
  const read = () => parseHash(window.location.hash, mode.types, mode.defaultType);
  const [state, setState] = useState<{ route: Route; navigated: boolean }>(() => ({
    route: read() ?? { view: 'home', type: mode.defaultType },
    navigated: false,
  }));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `read` depends only on the mode.
  useEffect(() => {
    const onHash = () => {
      const route = read();
      // A hash that is not ours (the skip link's #main) keeps the current view.
      if (route) setState({ route, navigated: true });
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [mode]);
  return state;
}

function Center({ mode }: { mode: Extract<HelpMode, { kind: 'center' }> }) {
  const { route, navigated } = useHashRoute(mode);
  const key = JSON.stringify(route);
  return (
    <FocusOnViewContext.Provider value={navigated}>
      <View route={route} key={key} />
    </FocusOnViewContext.Provider>
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
