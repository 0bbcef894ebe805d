// The booking app's `./mount` (the remote-apps contract): the host calls mount(element, context) for the
// booking-engine container (view 'search') and the funnel container (view 'funnel').
import { contractVersion, defineReactApp } from '@rental/remote-apps/react';
import { uiStyles, uiStylesId } from '@rental/ui';
import styles from './app.css?inline';
import { App } from './app.tsx';

export { contractVersion };
export const mount = defineReactApp(App, { styles: { [uiStylesId]: uiStyles, 'booking-styles': styles } });
