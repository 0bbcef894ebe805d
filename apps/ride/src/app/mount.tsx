// The ride app's `./mount` (the remote-apps contract): the host calls mount(element, context) for each of
// its containers (booking, home, history); the returned function unmounts it. The strings of the page's
// locale load first, so the first render is the view itself (and taking over the static first view of
// prerender.tsx shows no placeholder in between).
import { contractVersion, defineReactApp, type Mount } from '@rental/remote-apps/react';
import { uiStyles, uiStylesId } from '@rental/ui';
import styles from './app.css?inline';
import { App, preloadStrings } from './app.tsx';

export { contractVersion };

/** The app's style sheets, by id (also the first view's, prerender.tsx). */
export const appStyles = { [uiStylesId]: uiStyles, 'ride-styles': styles };

const mountApp = defineReactApp(App, { styles: appStyles });

export const mount: Mount = async (element, context) => {
  await preloadStrings(context.locale);
  return mountApp(element, context);
};
