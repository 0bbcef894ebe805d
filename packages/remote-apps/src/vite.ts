// The one Vite configuration every micro-frontend builds with (issue 6 §3, issue 13): React, a Module
// Federation remote entry at /webapp/{app}/remoteEntry{version}.js whose shared libraries come from the
// page (federation-build.ts). An app's vite.config.ts is
// `export default remoteAppConfig({ app: 'login', root: import.meta.dirname })`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import { remoteEntryFile } from './contract.ts';
import { federationBuild } from './federation-build.ts';
import { sharedModuleNames } from './shared-modules.ts';
import { isValidVersion } from './version.ts';

/** The packages every app takes from the host's share scope (shared-modules.ts): one copy per page. */
export const sharedSingletons = sharedModuleNames;

/**
 * The shared modules an app takes from the page: those of its package.json dependencies (React's entry
 * points with react and react-dom). An app asks the page only for what it uses: a page with the login
 * app alone never loads the UI package.
 */
export function sharedModulesOf(dependencies: Readonly<Record<string, string>>): string[] {
  return sharedSingletons.filter((name) => {
    const root = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;
    return root in dependencies;
  });
}

export interface RemoteAppConfigOptions {
  /** App name, as in package.json "webapp" and the containers' data-app, e.g. 'login'. */
  app: string;
  /** The app's folder (import.meta.dirname of its vite.config.ts). */
  root: string;
  /** Modules the app exposes; default { './mount': './src/app/mount.tsx' }. */
  exposes?: Record<string, string>;
  /** Version suffix of the entry file; default process.env.WEBAPP_VERSION or ''. */
  version?: string;
  /** Extra Vite configuration merged on top (shallowly). */
  extra?: UserConfig;
}

const preambleFile = path.join(import.meta.dirname, 'dev-react-preamble.js');

/**
 * Dev server only: a remote runs inside a site page, not the app's index.html, so nothing installs
 * @vitejs/plugin-react's Fast Refresh preamble. Each exposed module imports it first. The page's React
 * is the production build, so a change ends in a full reload (live reload) rather than a state-keeping patch.
 */
function reactPreambleForHostPages(exposed: string[]): Plugin {
  const entries = exposed.map((file) => file.replace(/^\.\//, '/'));
  return {
    name: 'remote-apps:react-preamble',
    apply: 'serve',
    // The page's production React cannot apply Fast Refresh patches: reload the page on every change.
    hotUpdate() {
      this.environment.hot.send({ type: 'full-reload' });
      return [];
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!entries.some((entry) => file.endsWith(entry))) return undefined;
      return { code: `import ${JSON.stringify(`/@fs${preambleFile}`)};\n${code}`, map: null };
    },
  };
}

/** The app's Vite configuration. Throws (naming the variable) on an invalid WEBAPP_VERSION. */
export function remoteAppConfig(options: RemoteAppConfigOptions): UserConfig {
  const { app, root } = options;
  if (!/^[a-z][a-z0-9-]*$/.test(app)) {
    throw new Error(
      `remoteAppConfig: app name ${JSON.stringify(app)} must be lower-case kebab-case (e.g. help-center).`,
    );
  }
  const version = options.version ?? process.env.WEBAPP_VERSION ?? '';
  const manifestFile = path.join(root, 'package.json');
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as { dependencies?: Record<string, string> })
    : undefined;
  const shared = manifest ? sharedModulesOf(manifest.dependencies ?? {}) : [...sharedSingletons];
  if (version !== '' && !isValidVersion(version)) {
    throw new Error(
      `WEBAPP_VERSION=${JSON.stringify(version)} is not a valid version: use 1-32 letters, digits, '_', '.' or '-'.`,
    );
  }
  return {
    root,
    base: `/webapp/${app}/`,
    plugins: [
      react(),
      reactPreambleForHostPages(Object.values(options.exposes ?? { './mount': './src/app/mount.tsx' })),
      federationBuild({
        exposes: options.exposes ?? { './mount': './src/app/mount.tsx' },
        shared,
        entryFile: remoteEntryFile(version),
        root,
      }),
    ],
    build: {
      target: 'es2022',
      outDir: 'dist',
      // A versioned build adds its entry beside the default one instead of wiping it.
      emptyOutDir: version === '',
      modulePreload: false,
      reportCompressedSize: false,
    },
    ...options.extra,
  };
}
