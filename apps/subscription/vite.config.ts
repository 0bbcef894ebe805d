// The subscription micro-frontend builds with the shared remote-app configuration:
// /webapp/subscription/remoteEntry{version}.js, exposing ./mount (src/app/mount.tsx).
import { remoteAppConfig } from '@rental/remote-apps/vite';

export default remoteAppConfig({ app: 'subscription', root: import.meta.dirname });
