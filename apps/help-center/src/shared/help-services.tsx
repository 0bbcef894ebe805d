// What every view of the help center shares: the API calls of its tree, the mode, the host's context,
// the answers cache of this mounted app, the market's formatters, and how to link and go to another view.
import type { RequestCache } from '@rental/api-client';
import type { Formatters } from '@rental/markets/formatters';
import type { AppContext } from '@rental/remote-apps/react';
import { createContext, useContext } from 'react';
import type { HelpApi } from './help-api.ts';
import type { HelpMode } from './mode.ts';
import type { Route } from './routes.ts';

export interface HelpServices {
  api: HelpApi;
  mode: HelpMode;
  /** The host's context (market, links, locale). */
  app: AppContext;
  /** Answers already seen in this visit (Back works with the API down). */
  cache: RequestCache;
  /** The locale whose strings are shown (html lang of the app). */
  locale: string;
  /** The market's formats (spec §9). */
  fmt: Formatters;
  /** The hash address of a route. */
  href: (route: Route) => string;
  /** Goes to a route (a new history entry, so Back returns). */
  go: (route: Route) => void;
}

const Services = createContext<HelpServices | null>(null);

export const HelpServicesProvider = Services.Provider;

export function useHelp(): HelpServices {
  const value = useContext(Services);
  if (!value) throw new Error('useHelp() outside the help center app');
  return value;
}
