// The login micro-frontend builds with the shared remote-app configuration: /webapp/login/remoteEntry{version}.js.
import { remoteAppConfig } from '@rental/remote-apps/vite';

export default remoteAppConfig({ app: 'login', root: import.meta.dirname });
