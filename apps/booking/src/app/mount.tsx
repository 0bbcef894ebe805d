// The booking app's `./mount` (the remote-apps contract): the host calls mount(element, context) for the
// booking-engine container (view 'search') and the funnel container (view 'funnel'). The strings of the
// page's locale load first, so the first render is the view itself: taking over the static first view
// (prerender.tsx) shows no placeholder in between.
import { contractVersion, defineReactApp, firstViewAttribute, type Mount } from '@rental/remote-apps/react';
import { uiStyles, uiStylesId } from '@rental/ui';
import styles from './app.css?inline';
import { App, preloadFunnel, preloadStrings } from './app.tsx';

export { contractVersion };

/** The app's style sheets, by id (also the first view's, prerender.tsx). */
export const appStyles = { [uiStylesId]: uiStyles, 'booking-styles': styles };

const mountApp = defineReactApp(App, { styles: appStyles });

export const mount: Mount = async (element, context) => {
  await Promise.all([
    preloadStrings(context.locale),
    // Taking over the funnel's first view: its chunk is there before the first render.
    context.view === 'funnel' && element.hasAttribute(firstViewAttribute) ? preloadFunnel() : undefined,
  ]);
  return mountApp(element, context);
};
