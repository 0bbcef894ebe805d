// What every view of the subscription app shares: the host's context (market facts, locale), the
// generated API client, the market's formatters and the answers cache of this mounted app. Provided once
// by the app root (src/app/app.tsx).
import type { ApiClient, RequestCache } from '@rental/api-client';
import type { Formatters } from '@rental/markets/formatters';
import type { AppContext } from '@rental/remote-apps/react';
import { createContext, useContext } from 'react';

export interface SubscriptionServices {
  context: AppContext;
  api: ApiClient;
  /** The market's formats (spec §9), in the page's locale. */
  fmt: Formatters;
  cache: RequestCache;
}

const Services = createContext<SubscriptionServices | null>(null);

export const SubscriptionServicesProvider = Services.Provider;

/** The app's services; only inside the app root. */
export function useSubscription(): SubscriptionServices {
  const value = useContext(Services);
  if (!value) throw new Error('useSubscription() outside the subscription app');
  return value;
}
