// The pay micro-frontend builds with the shared remote-app configuration:
// /webapp/pay/remoteEntry{version}.js, exposing ./mount (src/app/mount.tsx).
import { remoteAppConfig } from '@rental/remote-apps/vite';

export default remoteAppConfig({ app: 'pay', root: import.meta.dirname });
