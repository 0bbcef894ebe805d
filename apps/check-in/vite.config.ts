// The check-in micro-frontend builds with the shared remote-app configuration:
// /webapp/check-in/remoteEntry{version}.js, exposing ./mount (src/app/mount.tsx).
import { remoteAppConfig } from '@rental/remote-apps/vite';

export default remoteAppConfig({ app: 'check-in', root: import.meta.dirname });
