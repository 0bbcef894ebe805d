// The ride micro-frontend builds with the shared remote-app configuration:
// /webapp/ride/remoteEntry{version}.js, exposing ./mount (src/app/mount.tsx).
import { remoteAppConfig } from '@rental/remote-apps/vite';

export default remoteAppConfig({ app: 'ride', root: import.meta.dirname });
