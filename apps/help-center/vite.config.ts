// The help-center micro-frontend builds with the shared remote-app configuration:
// /webapp/help-center/remoteEntry{version}.js.
import { remoteAppConfig } from '@rental/remote-apps/vite';

export default remoteAppConfig({ app: 'help-center', root: import.meta.dirname });
