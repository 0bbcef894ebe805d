// The subscription app's root (issue 17, item 1): its strings for the page's locale (the one i18n
// loader), the services of its mount context, and the view of the address hash: the filtered offer list
// ('#/?…', list-page.tsx), one offer ('#/offer/{id}'), its subscription funnel ('#/offer/{id}/order/…')
// or a campaign ('#/campaign/{id}'). The funnel and the campaign are chunks of their own, loaded when
// their address is opened, so the list's first load does not grow.
import { createApiClient, type RequestCache } from '@rental/api-client';
import {
  createI18n,
  fallbackChain,
  isSupportedLocale,
  localeBundles,
  localeFiles,
  NamespaceGate,
  useTranslation,
} from '@rental/i18n';
import { createFormatters } from '@rental/markets/formatters';
import { type AppProps, followAppLinks, useHashRoute } from '@rental/remote-apps/react';
import { Loading } from '@rental/ui';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { OfferDetail } from '../features/offer-detail/offer-detail.tsx';
import { noFilters } from '../shared/filters.ts';
import { formatHash, funnelSteps, type Route, routes } from '../shared/routes.ts';
import { type SubscriptionServices, SubscriptionServicesProvider } from '../shared/services.tsx';
import { ListPage } from './list-page.tsx';

const Funnel = lazy(() => import('../features/funnel/funnel.tsx').then((m) => ({ default: m.Funnel })));
const CampaignView = lazy(() =>
  import('../features/campaign/campaign-view.tsx').then((m) => ({ default: m.CampaignView })),
);

// en-US is bundled (every chain ends there); the other locale files are chunks loaded on demand.
const bundled = localeBundles(import.meta.glob('../shared/locales/en-US.ts', { eager: true }));
const load = localeFiles(import.meta.glob(['../shared/locales/*.ts', '!../shared/locales/en-US.ts']));

/** Languages written right to left (the page's <html dir> says the same; the app does not rely on it). */
const rtl = /^(ar|he|fa|ur)(-|$)/;

export function App({ context }: AppProps) {
  const i18n = useMemo(
    () => createI18n({ locale: context.locale, namespaces: { subscription: { bundled, load } } }),
    [context.locale],
  );
  const services = useMemo<SubscriptionServices>(
    () => ({
      context,
      api: createApiClient(context, { timeoutMs: 10_000 }),
      fmt: createFormatters({
        formats: context.market.formats,
        locale: context.locale,
        defaultCurrency: context.market.currency,
      }),
      cache: new Map() as RequestCache,
    }),
    [context],
  );
  return (
    <NamespaceGate
      i18n={i18n}
      namespaces={['subscription']}
      fallbackText={context.fallbackText}
      className="subscription"
    >
      <SubscriptionServicesProvider value={services}>
        <Views locale={context.locale} />
      </SubscriptionServicesProvider>
    </NamespaceGate>
  );
}

const listRoute: Route = { view: 'list', filters: noFilters };

function Views({ locale: pageLocale }: { locale: string }) {
  const { route, navigated, go } = useHashRoute(routes, listRoute);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? followAppLinks(root.current) : undefined), []);
  // The list the visitor last saw, for the offer view's way back.
  const lastList = useRef(route.view === 'list' ? formatHash(route) : '#/');
  if (route.view === 'list') lastList.current = formatHash(route);
  // The locale whose strings show: the page's, else the first translated one of its chain.
  const locale = fallbackChain(pageLocale).find(isSupportedLocale) ?? 'en-US';
  const { t } = useTranslation('subscription');
  const loadingLabel = t('loading');
  return (
    <div ref={root} className="subscription" lang={locale} dir={rtl.test(locale) ? 'rtl' : 'ltr'}>
      {route.view === 'offer' ? (
        <OfferDetail key={route.id} id={route.id} backHref={lastList.current} focus={navigated} />
      ) : route.view === 'order' ? (
        <Suspense fallback={<Loading label={loadingLabel} />}>
          <Funnel
            key={route.id}
            id={route.id}
            step={route.step}
            steps={funnelSteps}
            focus={navigated}
            go={go}
          />
        </Suspense>
      ) : route.view === 'campaign' || route.view === 'campaign-confirm' ? (
        <Suspense fallback={<Loading label={loadingLabel} />}>
          <CampaignView route={route} focus={navigated} />
        </Suspense>
      ) : (
        <ListPage filters={route.filters} go={go} />
      )}
    </div>
  );
}
