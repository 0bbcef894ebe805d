// The help-center app's `./mount` (the remote-apps contract): the host calls mount(element, context) for
// the help-center container; its view (data-app-view) picks the help center or an FAQ page.
import { contractVersion, defineReactApp } from '@rental/remote-apps/react';
import { uiStyles, uiStylesId } from '@rental/ui';
import styles from './app.css?inline';
import { App } from './app.tsx';

export { contractVersion };
export const mount = defineReactApp(App, {
  styles: { [uiStylesId]: uiStyles, 'help-center-styles': styles },
});
