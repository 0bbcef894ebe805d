// The template-app micro-frontend builds with the shared remote-app configuration:
// /webapp/template-app/remoteEntry{version}.js, exposing ./mount (src/app/mount.tsx).
import { remoteAppConfig } from '@rental/remote-apps/vite';

export default remoteAppConfig({ app: 'template-app', root: import.meta.dirname });
