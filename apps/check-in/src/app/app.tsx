// The check-in app's root (issue 22): its strings for the page's locale (the one i18n loader, three
// namespaces: the check-in view with what the app shares, the vehicle's damages, the check-out view),
// the services of its mount context (market facts, API client), and the view its container asks for:
// 'check-in' on the check-in page (`/check-in`), 'check-out' on the return page (`/check-out`). Both
// take the booking from the address hash ('#/booking/{number}', see routes.ts). Each view is a chunk of
// its own, loaded by the page that shows it: the check-in page never loads the return's outbox, the return
// page never the check-in's forms (the app's first load is its shell and strings).
import { createApiClient } from '@rental/api-client';
import { createI18n, localeBundles, localeFiles, NamespaceGate, useTranslation } from '@rental/i18n';
import { type AppProps, followAppLinks, useHashRoute } from '@rental/remote-apps/react';
import { Loading } from '@rental/ui';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { AppServicesProvider } from '../shared/app-services.tsx';
import { appFormatters } from '../shared/format.ts';
import { routes } from './routes.ts';

const CheckInView = lazy(() =>
  import('../features/check-in/check-in-view.tsx').then((m) => ({ default: m.CheckInView })),
);
const CheckOutView = lazy(() =>
  import('../features/check-out/check-out-view.tsx').then((m) => ({ default: m.CheckOutView })),
);

// en-US is bundled (every locale falls back to it); the other locale files are chunks loaded on demand.
const namespaces = {
  'check-in': {
    bundled: localeBundles(import.meta.glob('../shared/locales/en-US.ts', { eager: true })),
    load: localeFiles(import.meta.glob(['../shared/locales/*.ts', '!../shared/locales/en-US.ts'])),
  },
  damages: {
    bundled: localeBundles(import.meta.glob('../shared/damages/locales/en-US.ts', { eager: true })),
    load: localeFiles(
      import.meta.glob(['../shared/damages/locales/*.ts', '!../shared/damages/locales/en-US.ts']),
    ),
  },
  'check-out': {
    bundled: localeBundles(import.meta.glob('../features/check-out/locales/en-US.ts', { eager: true })),
    load: localeFiles(
      import.meta.glob(['../features/check-out/locales/*.ts', '!../features/check-out/locales/en-US.ts']),
    ),
  },
};

export function App({ context }: AppProps) {
  const i18n = useMemo(() => createI18n({ locale: context.locale, namespaces }), [context.locale]);
  const services = useMemo(
    () => ({ context, api: createApiClient(context), format: appFormatters(context) }),
    [context],
  );
  return (
    <NamespaceGate
      i18n={i18n}
      namespaces={['check-in', 'damages', 'check-out']}
      fallbackText={context.fallbackText}
      className="check-in"
    >
      <AppServicesProvider value={services}>
        <Views view={context.view} />
      </AppServicesProvider>
    </NamespaceGate>
  );
}

function Views({ view }: { view: string | undefined }) {
  const hashRoute = useHashRoute(routes, { view: 'start' });
  const root = useRef<HTMLDivElement>(null);
  // The sign-in link goes to the account page through the host (client-side where the page can).
  useEffect(() => (root.current ? followAppLinks(root.current) : undefined), []);
  const { t } = useTranslation('check-in');
  return (
    <div ref={root} className="check-in">
      <Suspense fallback={<Loading label={t('loading')} />}>
        {view === 'check-out' ? <CheckOutView {...hashRoute} /> : <CheckInView {...hashRoute} />}
      </Suspense>
    </div>
  );
}
