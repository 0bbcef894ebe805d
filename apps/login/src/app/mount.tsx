// The login app's `./mount` (the remote-apps contract): the host calls mount(element, context) for the
// login container once the page is idle, and over the signed-out first view (prerender.tsx) only when
// the visitor may be signed in (containers.ts: load 'signed-in').
import { contractVersion, defineReactApp } from '@rental/remote-apps/react';
import styles from './app.css?inline';
import { App } from './app.tsx';

export { contractVersion };

/** The app's style sheets, by id (also the first view's, prerender.tsx). */
export const appStyles = { 'login-styles': styles };

export const mount = defineReactApp(App, { styles: appStyles });
