// What every view of the ride app shares: the host's context (market, links, locale), the generated API
// client (places, session, sign-in), the ride calls, the market's formatters and the answers cache of
// this mounted app. Provided once by the app root (src/app/app.tsx).
import type { ApiClient, RequestCache } from '@rental/api-client';
import type { Formatters } from '@rental/markets/formatters';
import type { AppContext } from '@rental/remote-apps/react';
import { createContext, useContext } from 'react';
import type { RideApi } from './ride-api.ts';

export interface RideServices {
  context: AppContext;
  api: ApiClient;
  ride: RideApi;
  /** The market's formats (spec §9), in the page's locale. */
  fmt: Formatters;
  cache: RequestCache;
}

const Services = createContext<RideServices | null>(null);

export const RideServicesProvider = Services.Provider;

/** The app's services; only inside the app root. */
export function useRide(): RideServices {
  const value = useContext(Services);
  if (!value) throw new Error('useRide() outside the ride app');
  return value;
}
