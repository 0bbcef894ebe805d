// The Module Federation side of the host loader, imported only on pages that have an app container
// (it carries the MF runtime and React). React and react-dom are given to the share scope as
// singletons, so every app renders with the page's one React (issue 6 §2).
import { createInstance } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import type { MountModule } from '../contract.ts';
import { diagnostics } from '../diagnostics.ts';

// Apps are built with the plugin's externalRuntime: they use this page's MF runtime core instead of
// each carrying a copy (about 19 KB gzip per app). Set before any remote entry evaluates.
(globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE ??= runtimeCore;

const shareConfig = { singleton: true, requiredVersion: '^19.0.0' } as const;
const provided = (lib: unknown) => ({ version: React.version, lib: () => lib, shareConfig });

const federation = createInstance({
  name: 'rental_host',
  remotes: [],
  shared: {
    react: provided(React),
    'react-dom': provided(ReactDOM),
    'react-dom/client': provided(ReactDOMClient),
    'react/jsx-runtime': provided(JsxRuntime),
  },
  // Apps take what the page already loaded (the host's React) instead of negotiating versions.
  shareStrategy: 'loaded-first',
});
diagnostics().reactInstances.add(React.Component);

const registered = new Map<string, string>();

/** Loads `{app}/mount` from an absolute remote-entry URL (re-registers when the version changed). */
export async function loadFederatedApp(app: string, entry: string): Promise<MountModule> {
  if (registered.get(app) !== entry) {
    federation.registerRemotes([{ name: app, entry, type: 'module' }], { force: registered.has(app) });
    registered.set(app, entry);
  }
  const module = await federation.loadRemote<MountModule>(`${app}/mount`);
  if (!module || typeof module.mount !== 'function') {
    throw new Error(`${entry} does not expose ./mount with a mount function`);
  }
  return module;
}
