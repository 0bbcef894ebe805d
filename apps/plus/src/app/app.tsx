// The plus app's root (long-term rental, issue 21): its strings for the page's locale (the one i18n
// loader), the services of its mount context (market facts, API client, formatters), and the view of the
// address hash (the one router): the offers, an order, the customer's contracts and one contract.
import { createApiClient } from '@rental/api-client';
import { createI18n, localeBundles, localeFiles, NamespaceGate, useTranslation } from '@rental/i18n';
import { type AppProps, followAppLinks, useHashRoute } from '@rental/remote-apps/react';
import { Loading } from '@rental/ui';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { ContractList } from '../features/contracts/contract-list.tsx';
import { OfferList } from '../features/offers/offer-list.tsx';
import { OrderView } from '../features/order/order-view.tsx';
import { AppServicesProvider } from '../shared/app-services.tsx';
import { plusFormatters } from '../shared/format.ts';
import { routes } from './routes.ts';

// A contract's views (documents, card step, mileage update and its dialog) are a chunk of their own, loaded
// when a contract is opened: the plus page's first visit loads the offers only.
const ContractPage = lazy(() => import('./contract-page.tsx').then((m) => ({ default: m.ContractPage })));

// en-US is bundled (every locale falls back to it); the other locale files are chunks loaded on demand.
const bundled = localeBundles(import.meta.glob('../shared/locales/en-US.ts', { eager: true }));
const load = localeFiles(import.meta.glob(['../shared/locales/*.ts', '!../shared/locales/en-US.ts']));

export function App({ context }: AppProps) {
  const i18n = useMemo(
    () => createI18n({ locale: context.locale, namespaces: { plus: { bundled, load } } }),
    [context.locale],
  );
  const services = useMemo(
    () => ({ context, api: createApiClient(context), format: plusFormatters(context) }),
    [context],
  );
  return (
    <NamespaceGate i18n={i18n} namespaces={['plus']} fallbackText={context.fallbackText} className="plus">
      <AppServicesProvider value={services}>
        <Views />
      </AppServicesProvider>
    </NamespaceGate>
  );
}

function Views() {
  const { t } = useTranslation('plus');
  const { route, navigated, go, href } = useHashRoute(routes, { view: 'offers' });
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? followAppLinks(root.current) : undefined), []);
  // A view reached inside the app takes the focus on its heading, so a screen reader hears where it is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new route is the reason to move the focus.
  useEffect(() => {
    if (navigated) root.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [route, navigated]);
  const offersHref = href({ view: 'offers' });
  const contractsHref = href({ view: 'contracts' });
  return (
    <div ref={root} className="plus">
      {route.view === 'offers' ? (
        <OfferList
          contractsHref={contractsHref}
          orderHref={(offerId, months, mileage) => href({ view: 'order', offerId, months, mileage })}
        />
      ) : null}
      {route.view === 'order' ? (
        <OrderView
          offerId={route.offerId}
          months={route.months}
          mileage={route.mileage}
          offersHref={offersHref}
          onOrdered={(contract) => go({ view: 'contract', id: contract.id })}
        />
      ) : null}
      {route.view === 'contracts' ? (
        <ContractList contractHref={(id) => href({ view: 'contract', id })} offersHref={offersHref} />
      ) : null}
      {route.view === 'contract' ? (
        <Suspense fallback={<Loading label={t('loading')} />}>
          <ContractPage key={route.id} id={route.id} contractsHref={contractsHref} focus={navigated} />
        </Suspense>
      ) : null}
    </div>
  );
}
