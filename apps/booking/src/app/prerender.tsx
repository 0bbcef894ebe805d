// The booking app's `./prerender` (the remote-apps contract, issue 16): the search view as static HTML,
// made at build time for the booking-engine container. The page shows it at once; the host loads the app
// when the visitor reaches for the form, and the app takes over from what they did there (handoff.ts).
// Runs in Node: every locale's strings are bundled here, so it renders in one synchronous pass.
import { localeBundles } from '@rental/i18n';
import type { FirstView, Prerender } from '@rental/remote-apps';
import { renderToString } from 'react-dom/server';
import { App, providePreloadedStrings } from './app.tsx';
import { appStyles } from './mount.tsx';

const strings = localeBundles(import.meta.glob('../shared/locales/*.ts', { eager: true }));

/** The search view's first view for a page's context (views other than 'search' have none). */
export const prerender: Prerender = (context): FirstView => {
  if (context.view !== 'search')
    throw new Error(`the booking app prerenders the search view, not "${context.view}"`);
  providePreloadedStrings(context.locale, strings);
  return { html: renderToString(<App context={context} staticView />), styles: appStyles };
};
