// The login app's `./mount` (the remote-apps contract): the host calls mount(element, context).
import { contractVersion, defineReactApp } from '@rental/remote-apps/react';
import { LoginApp } from './login-app.tsx';

export { contractVersion };
export const mount = defineReactApp(LoginApp);
