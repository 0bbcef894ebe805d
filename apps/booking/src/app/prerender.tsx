// The booking app's `./prerender` (the remote-apps contract, issue 16, ADR 014): the search form as static
// HTML, made at build time for the booking-engine container and for the funnel container (its search step).
// The page shows it at once; the host loads the app when the visitor reaches for the form, and the app
// takes over from what they did there (handoff.ts).
// Runs in Node: every locale's strings are bundled here, so it renders in one synchronous pass.
import { localeBundles } from '@rental/i18n';
import type { FirstView, Prerender } from '@rental/remote-apps';
import { renderToString } from 'react-dom/server';
import { App, providePreloadedStrings, setFunnelForPrerender } from './app.tsx';
import * as funnel from './funnel.tsx';
import { appStyles } from './mount.tsx';

const strings = localeBundles(import.meta.glob('../shared/locales/*.ts', { eager: true }));

setFunnelForPrerender(funnel);

/**
 * The first view for a page's context: the booking-engine search ('search') or the funnel's search step
 * ('funnel', what an address without a step shows).
 */
export const prerender: Prerender = (context): FirstView => {
  if (context.view !== 'search' && context.view !== 'funnel')
    throw new Error(`the booking app prerenders the search and funnel views, not "${context.view}"`);
  providePreloadedStrings(context.locale, strings);
  return { html: renderToString(<App context={context} staticView />), styles: appStyles };
};
