// The plus app's root: its strings for the page's locale (the one i18n loader), the services of
// its mount context (market facts, API client), and the view of the address hash (the one router).
import { createApiClient } from '@rental/api-client';
import { createI18n, localeBundles, localeFiles, NamespaceGate } from '@rental/i18n';
import { type AppProps, followAppLinks, useHashRoute } from '@rental/remote-apps/react';
import { useEffect, useMemo, useRef } from 'react';
import { ExampleView } from '../features/example/example-view.tsx';
import { AppServicesProvider } from '../shared/app-services.tsx';
import { routes } from './routes.ts';

// en-US is bundled (every locale falls back to it); the other locale files are chunks loaded on demand.
const bundled = localeBundles(import.meta.glob('../shared/locales/en-US.ts', { eager: true }));
const load = localeFiles(import.meta.glob(['../shared/locales/*.ts', '!../shared/locales/en-US.ts']));

export function App({ context }: AppProps) {
  const i18n = useMemo(
    () => createI18n({ locale: context.locale, namespaces: { plus: { bundled, load } } }),
    [context.locale],
  );
  const services = useMemo(() => ({ context, api: createApiClient(context) }), [context]);
  return (
    <NamespaceGate i18n={i18n} namespaces={['plus']} fallbackText={context.fallbackText} className="plus">
      <AppServicesProvider value={services}>
        <Views />
      </AppServicesProvider>
    </NamespaceGate>
  );
}

function Views() {
  const { route } = useHashRoute(routes, { view: 'home' });
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? followAppLinks(root.current) : undefined), []);
  return (
    <div ref={root} className="plus">
      {route.view === 'home' ? <ExampleView /> : null}
    </div>
  );
}
