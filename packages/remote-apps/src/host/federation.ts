// The Module Federation side of the host loader, imported only on pages that have an app container
// (it carries the MF runtime and React). The page provides every shared library of shared-modules.ts to
// the share scope as a singleton: React at once, the others (i18next, react-i18next, @rental/i18n,
// @rental/api-client, @rental/ui and its widget entries) as lazy chunks of the site's own build, fetched the first time an
// app asks and reused by every other app (issue 13 §6: one copy per page).
import { createInstance } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import { version as i18nextVersion } from 'i18next/package.json';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import { version as reactI18nextVersion } from 'react-i18next/package.json';
import type { MountModule } from '../contract.ts';
import { diagnostics } from '../diagnostics.ts';
import type { SharedModule } from '../shared-modules.ts';

// Apps are built with the plugin's externalRuntime: they use this page's MF runtime core instead of
// each carrying a copy (about 19 KB gzip per app). Set before any remote entry evaluates.
(globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE ??= runtimeCore;

const shareConfig = { singleton: true, requiredVersion: false } as const;
const provided = (lib: unknown) => ({
  version: React.version,
  lib: () => lib,
  shareConfig: { singleton: true, requiredVersion: '^19.0.0' },
});
/** A library the page loads only when an app asks for it (its own chunk of the site build). */
const onDemand = (version: string, load: () => Promise<unknown>) => ({
  version,
  get: () => load().then((module) => () => module),
  shareConfig,
});
// The workspace packages are built from this repository's source, the same commit as the apps.
const workspaceVersion = '0.0.0';

const shared: Record<SharedModule, ReturnType<typeof provided> | ReturnType<typeof onDemand>> = {
  react: provided(React),
  'react-dom': provided(ReactDOM),
  'react-dom/client': provided(ReactDOMClient),
  'react/jsx-runtime': provided(JsxRuntime),
  i18next: onDemand(i18nextVersion, () => import('i18next')),
  'react-i18next': onDemand(reactI18nextVersion, () => import('react-i18next')),
  '@rental/i18n': onDemand(workspaceVersion, () => import('@rental/i18n')),
  '@rental/api-client': onDemand(workspaceVersion, () => import('@rental/api-client')),
  '@rental/ui': onDemand(workspaceVersion, () => import('@rental/ui')),
  '@rental/ui/combo-box': onDemand(workspaceVersion, () => import('@rental/ui/combo-box')),
  '@rental/ui/date-field': onDemand(workspaceVersion, () => import('@rental/ui/date-field')),
  '@rental/ui/dialog': onDemand(workspaceVersion, () => import('@rental/ui/dialog')),
  '@rental/ui/tabs': onDemand(workspaceVersion, () => import('@rental/ui/tabs')),
  '@rental/ui/toast': onDemand(workspaceVersion, () => import('@rental/ui/toast')),
};

const federation = createInstance({
  name: 'rental_host',
  remotes: [],
  shared,
  // Apps take what the page already provides instead of negotiating versions between themselves.
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
