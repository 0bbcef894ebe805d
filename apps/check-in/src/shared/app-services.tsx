// What every view of the app needs from its mount: the context (market, locale, links, navigation), the
// API client made from it and the market's formats. Provided once by the app root (src/app/app.tsx).
import type { ApiClient } from '@rental/api-client';
import type { AppContext } from '@rental/remote-apps/react';
import { createContext, useContext } from 'react';
import type { AppFormatters } from './format.ts';

export interface AppServices {
  context: AppContext;
  api: ApiClient;
  /** Amounts, dates and numbers in the market's formats. */
  format: AppFormatters;
}

const Services = createContext<AppServices | null>(null);

export const AppServicesProvider = Services.Provider;

/** The app's services; only inside the app root. */
export function useAppServices(): AppServices {
  const services = useContext(Services);
  if (!services) throw new Error('useAppServices() outside the app root');
  return services;
}
