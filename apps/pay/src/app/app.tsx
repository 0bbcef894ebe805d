// The pay app's root (issue 21): its strings for the page's locale (the one i18n loader), the services of
// its mount context (market facts, API client, formats), and the view its container asks for: 'link' on
// the pay page (`/pay`), 'renewal' on the card-renewal page (`/pay/renewal`). The address hash belongs to
// the pay link's token ('#token=…'), so the app has no hash routes.
import { createApiClient } from '@rental/api-client';
import { createI18n, localeBundles, localeFiles, NamespaceGate } from '@rental/i18n';
import { type AppProps, followAppLinks } from '@rental/remote-apps/react';
import { useEffect, useMemo, useRef } from 'react';
import { LinkView } from '../features/link/link-view.tsx';
import { RenewalView } from '../features/renewal/renewal-view.tsx';
import { AppServicesProvider } from '../shared/app-services.tsx';
import { payFormatters } from '../shared/format.ts';

// en-US is bundled (every locale falls back to it); the other locale files are chunks loaded on demand.
const bundled = localeBundles(import.meta.glob('../shared/locales/en-US.ts', { eager: true }));
const load = localeFiles(import.meta.glob(['../shared/locales/*.ts', '!../shared/locales/en-US.ts']));

export function App({ context }: AppProps) {
  const i18n = useMemo(
    () => createI18n({ locale: context.locale, namespaces: { pay: { bundled, load } } }),
    [context.locale],
  );
  const services = useMemo(
    () => ({ context, api: createApiClient(context), format: payFormatters(context) }),
    [context],
  );
  return (
    <NamespaceGate i18n={i18n} namespaces={['pay']} fallbackText={context.fallbackText} className="pay">
      <AppServicesProvider value={services}>
        <Views view={context.view} />
      </AppServicesProvider>
    </NamespaceGate>
  );
}

function Views({ view }: { view: string | undefined }) {
  const root = useRef<HTMLDivElement>(null);
  // The sign-in link goes to the account page through the host (client-side where the page can).
  useEffect(() => (root.current ? followAppLinks(root.current) : undefined), []);
  return (
    <div ref={root} className="pay">
      {view === 'renewal' ? <RenewalView /> : <LinkView />}
    </div>
  );
}
