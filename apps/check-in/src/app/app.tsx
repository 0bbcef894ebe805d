// The check-in app's root (issue 22): its strings for the page's locale (the one i18n loader, three
// namespaces: the check-in view with what the app shares, the vehicle's damages, the check-out view),
// the services of its mount context (market facts, API client), and the view its container asks for:
// 'check-in' on the check-in page (`/check-in`), 'check-out' on the return page (`/check-out`). Both
// take the booking from the address hash ('#/booking/{number}', see routes.ts).
import { createApiClient } from '@rental/api-client';
import { createI18n, localeBundles, localeFiles, NamespaceGate } from '@rental/i18n';
import { type AppProps, followAppLinks, useHashRoute } from '@rental/remote-apps/react';
import { useEffect, useMemo, useRef } from 'react';
import { CheckInView } from '../features/check-in/check-in-view.tsx';
import { CheckOutView } from '../features/check-out/check-out-view.tsx';
import { AppServicesProvider } from '../shared/app-services.tsx';
import { appFormatters } from '../shared/format.ts';
import { routes } from './routes.ts';

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
  return (
    <div ref={root} className="check-in">
      {view === 'check-out' ? <CheckOutView {...hashRoute} /> : <CheckInView {...hashRoute} />}
    </div>
  );
}
