// The account micro-frontend builds with the shared remote-app configuration:
// /webapp/account/remoteEntry{version}.js, exposing ./mount (src/app/mount.tsx).
import { remoteAppConfig } from '@rental/remote-apps/vite';

export default remoteAppConfig({ app: 'account', root: import.meta.dirname });
