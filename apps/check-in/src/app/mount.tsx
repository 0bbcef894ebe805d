// The check-in app's `./mount` (the remote-apps contract): the host calls mount(element, context) for
// its container; the returned function unmounts it.
import { contractVersion, defineReactApp } from '@rental/remote-apps/react';
import { uiStyles, uiStylesId } from '@rental/ui';
import styles from './app.css?inline';
import { App } from './app.tsx';

export { contractVersion };
export const mount = defineReactApp(App, {
  styles: { [uiStylesId]: uiStyles, 'check-in-styles': styles },
});
