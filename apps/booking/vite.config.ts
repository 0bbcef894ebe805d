// The booking micro-frontend builds with the shared remote-app configuration:
// /webapp/booking/remoteEntry{version}.js. Its market facts come from the mount context at run time.
import { remoteAppConfig } from '@rental/remote-apps/vite';

export default remoteAppConfig({ app: 'booking', root: import.meta.dirname });
