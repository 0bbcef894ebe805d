// The account app's `./prerender` (the remote-apps contract, issue 16, ADR 014): the account page's
// signed-out view (the introduction, the tabs and the sign-in form) as static HTML, made at build time
// for the account container, and the business sign-up page's invitation to sign in (issue 20). The page shows it at once; the host loads the app when the visitor reaches
// for it, at once for a visitor with the signed-in hint or another section in the address (the page's
// inline check hides the view for them), and the app takes over with what was typed (first-view.tsx).
// Runs in Node: every locale's strings are bundled here, so it renders in one synchronous pass.
import { localeBundles } from '@rental/i18n';
import type { FirstView, Prerender } from '@rental/remote-apps';
import { renderToString } from 'react-dom/server';
import { App, providePreloadedStrings } from './app.tsx';
import { appStyles } from './mount.tsx';

const strings = localeBundles(import.meta.glob('../shared/locales/*.ts', { eager: true }));
const businessStrings = localeBundles(import.meta.glob('../shared/locales/business/*.ts', { eager: true }));

/** The account's strings with the business views' (their own chunk in the browser). */
const withBusiness = Object.fromEntries(
  Object.entries(strings).map(([locale, bundle]) => [
    locale,
    { ...bundle, ...(businessStrings[locale as keyof typeof businessStrings] ?? {}) },
  ]),
);

export const prerender: Prerender = (context): FirstView => {
  if (context.view === 'business-sign-up') {
    // The business sign-up page's invitation to sign in (issue 20); the forms are for a signed-in visitor.
    providePreloadedStrings(context.locale, withBusiness);
    return {
      html: renderToString(<App context={context} staticView />),
      styles: appStyles,
      signedOut: true,
    };
  }
  if (context.view !== 'account')
    throw new Error(`the account app prerenders the account view, not "${context.view}"`);
  providePreloadedStrings(context.locale, strings);
  return {
    html: renderToString(<App context={context} staticView />),
    styles: appStyles,
    // What the view shows: the account section, signed out ('' and '#/' show it too).
    routes: ['#/account'],
    signedOut: true,
  };
};
