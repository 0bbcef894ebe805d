// The plus micro-frontend builds with the shared remote-app configuration:
// /webapp/plus/remoteEntry{version}.js, exposing ./mount (src/app/mount.tsx).
import { remoteAppConfig } from '@rental/remote-apps/vite';

export default remoteAppConfig({ app: 'plus', root: import.meta.dirname });
