// The login app's root (issue 6 §4): its strings for the page's locale and the API client of its mount
// context, then the entry of the session feature.
import { createApiClient } from '@rental/api-client';
import { createI18n, localeBundles, NamespaceGate } from '@rental/i18n';
import type { AppProps } from '@rental/remote-apps/react';
import { useMemo } from 'react';
import { LoginEntry } from '../features/session/login-entry.tsx';
import { AppServicesProvider } from '../shared/app-services.tsx';

/** The login namespace: three short strings, every locale bundled (one chunk, no request per locale). */
const strings = localeBundles(import.meta.glob('../shared/locales/*.ts', { eager: true }));

/** Props of the root: the contract's, and whether this is the build's static first view. */
export interface LoginAppProps extends AppProps {
  staticView?: boolean;
}

export function App({ context, firstView, staticView = false }: LoginAppProps) {
  const i18n = useMemo(
    () => createI18n({ locale: context.locale, namespaces: { login: { bundled: strings } } }),
    [context.locale],
  );
  const services = useMemo(
    () => ({ context, api: createApiClient(context, { timeoutMs: 4000 }) }),
    [context],
  );
  return (
    <NamespaceGate i18n={i18n} namespaces={['login']} fallbackText={context.fallbackText}>
      <AppServicesProvider value={services}>
        <LoginEntry signedOutFirst={staticView || firstView !== undefined} />
      </AppServicesProvider>
    </NamespaceGate>
  );
}
