// The help-center app's `./mount` (the remote-apps contract): the host calls mount(element, context).

import type { Mount } from '@rental/remote-apps/react';
import { contractVersion, defineReactApp } from '@rental/remote-apps/react';
import { HelpCenterApp } from './app/help-center-app.tsx';
import { ensureStyles } from './ui/styles.ts';

export { contractVersion };

const render = defineReactApp(HelpCenterApp);

export const mount: Mount = (element, context) => {
  ensureStyles(element.ownerDocument);
  return render(element, context);
};
