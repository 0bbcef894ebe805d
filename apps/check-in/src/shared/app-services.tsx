// What every view of the app needs from its mount: the context (market, locale, links, navigation) and
// the API client made from it. Provided once by the app root (src/app/app.tsx).
import type { ApiClient } from '@rental/api-client';
import type { AppContext } from '@rental/remote-apps/react';
import { createContext, useContext } from 'react';

export interface AppServices {
  context: AppContext;
  api: ApiClient;
}

const Services = createContext<AppServices | null>(null);

export const AppServicesProvider = Services.Provider;

/** The app's services; only inside the app root. */
export function useAppServices(): AppServices {
  const services = useContext(Services);
  if (!services) throw new Error('useAppServices() outside the app root');
  return services;
}
