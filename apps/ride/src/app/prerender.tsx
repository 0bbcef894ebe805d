// The ride app's `./prerender` (the remote-apps contract, issue 16, ADR 014): the booking view as static
// HTML, made at build time for the ride-booking container (apps/site lib/first-views.ts). The host loads
// the app on the visitor's first intent in it (containers.ts: 'interaction'); the app takes over from
// what the visitor typed (handoff.ts).
// Runs in Node: every locale's strings are bundled here, so it renders in one synchronous pass.
import { localeBundles } from '@rental/i18n';
import type { FirstView, Prerender } from '@rental/remote-apps';
import { renderToString } from 'react-dom/server';
import { App, providePreloadedStrings } from './app.tsx';
import { appStyles } from './mount.tsx';

const strings = localeBundles(import.meta.glob('../shared/locales/*.ts', { eager: true }));

/** The first view of the booking container for a page's context (view 'booking'). */
export const prerender: Prerender = (context): FirstView => {
  if (context.view !== 'booking')
    throw new Error(`the ride app prerenders the booking view, not "${context.view}"`);
  providePreloadedStrings(context.locale, strings);
  // It stands for the booking form only: a ride in the address ('#/rides/{id}') hides it until the app.
  return { html: renderToString(<App context={context} staticView />), styles: appStyles, routes: [] };
};
