// What every view of the help center shares: the API client, the mode, the market, the answers
// cache, and how to link and go to another view (hash routes, spec-free deep links of issue 9).
import type { AppContext } from '@rental/remote-apps/react';
import { createContext, useContext } from 'react';
import type { HelpApi } from '../api/client.ts';
import type { HelpMode } from './mode.ts';
import { formatHash, type Route } from './routes.ts';
import type { ResourceCache } from './use-resource.ts';

export interface HelpContextValue {
  api: HelpApi;
  mode: HelpMode;
  /** The host's context (market formats, links, language). */
  app: AppContext;
  cache: ResourceCache;
  /** The locale whose strings are shown. */
  locale: string;
  /** The hash address of a route. */
  href: (route: Route) => string;
  /** Goes to a route (a new history entry, so Back returns). */
  go: (route: Route) => void;
}

const HelpContext = createContext<HelpContextValue | null>(null);

export const HelpProvider = HelpContext.Provider;

export function useHelp(): HelpContextValue {
  const value = useContext(HelpContext);
  if (!value) throw new Error('useHelp() outside the help center app');
  return value;
}

/** Builds href/go for a default booking type. */
export function routing(defaultType: string): Pick<HelpContextValue, 'href' | 'go'> {
  const href = (route: Route) => formatHash(route, defaultType);
  return {
    href,
    go: (route) => {
      const hash = href(route);
      if (window.location.hash === hash) window.dispatchEvent(new HashChangeEvent('hashchange'));
      else window.location.hash = hash;
    },
  };
}
