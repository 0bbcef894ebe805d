// The account app's `./mount` (the remote-apps contract): the host calls mount(element, context) for
// its container; the returned function unmounts it. The strings of the page's locale load first, so the
// first render is the view itself: taking over the static first view (prerender.tsx) shows no
// placeholder in between.
import { contractVersion, defineReactApp, type Mount } from '@rental/remote-apps/react';
import { uiStyles, uiStylesId } from '@rental/ui';
import styles from './app.css?inline';
import { App, preloadStrings } from './app.tsx';

export { contractVersion };

/** The app's style sheets, by id (also the first view's, prerender.tsx). */
export const appStyles = { [uiStylesId]: uiStyles, 'account-styles': styles };

const mountApp = defineReactApp(App, { styles: appStyles });

export const mount: Mount = async (element, context) => {
  await preloadStrings(context.locale);
  return mountApp(element, context);
};
