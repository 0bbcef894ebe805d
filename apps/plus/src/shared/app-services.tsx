// What every view of the app needs from its mount: the context (market, locale, links, navigation), the
// API client made from it and the market's formatters. Provided once by the app root (src/app/app.tsx).
import type { ApiClient, Schemas } from '@rental/api-client';
import type { AppContext } from '@rental/remote-apps/react';
import { createContext, useContext } from 'react';
import type { PlusFormatters } from './format.ts';

export interface AppServices {
  context: AppContext;
  api: ApiClient;
  format: PlusFormatters;
}

/** A long-term contract as the API answers it. */
export type Contract = Schemas['PlusContract'];

const Services = createContext<AppServices | null>(null);

export const AppServicesProvider = Services.Provider;

/** The app's services; only inside the app root. */
export function useAppServices(): AppServices {
  const services = useContext(Services);
  if (!services) throw new Error('useAppServices() outside the app root');
  return services;
}
