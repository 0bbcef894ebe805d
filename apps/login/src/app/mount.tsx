// The login app's `./mount` (the remote-apps contract): the host calls mount(element, context) for the
// login container, once the page is idle (containers.ts: load 'idle').
import { contractVersion, defineReactApp } from '@rental/remote-apps/react';
import styles from './app.css?inline';
import { App } from './app.tsx';

export { contractVersion };
export const mount = defineReactApp(App, { styles: { 'login-styles': styles } });
