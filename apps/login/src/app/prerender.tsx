// The login app's `./prerender` (the remote-apps contract, issue 16): the signed-out sign-in link as
// static HTML, made at build time for the login container. A first visit needs nothing more; the host
// loads the app only for a visitor who may be signed in (containers.ts: load 'signed-in').
import type { FirstView, Prerender } from '@rental/remote-apps';
import { renderToString } from 'react-dom/server';
import { App } from './app.tsx';
import { appStyles } from './mount.tsx';

export const prerender: Prerender = (context): FirstView => ({
  html: renderToString(<App context={context} staticView />),
  styles: appStyles,
});
