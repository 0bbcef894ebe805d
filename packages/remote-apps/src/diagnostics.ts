// A small page-global record of what the host mounted and which React each app rendered with, so a
// developer (devtools console: `__remoteApps`) and the end-to-end tests can see one React and each app's state.

/** State of one container's app. */
/** 'first-view': the container shows the app's static first view and waits for its load mode. */
export type AppState = 'first-view' | 'loading' | 'mounted' | 'failed' | 'unmounted';

export interface AppRecord {
  app: string;
  version: string;
  containerId: string;
  state: AppState;
  /** Why it failed, when it did. */
  error?: string;
  /** ms from navigation start to the app's first content in its container. */
  firstContentAt?: number;
}

export interface RemoteAppsDiagnostics {
  apps: AppRecord[];
  /** Every React module an app or the host rendered with; one entry means one React on the page. */
  reactInstances: Set<unknown>;
}

declare global {
  var __remoteApps: RemoteAppsDiagnostics | undefined;
}

/** The page's diagnostics record, created on first use. */
export function diagnostics(): RemoteAppsDiagnostics {
  globalThis.__remoteApps ??= { apps: [], reactInstances: new Set() };
  return globalThis.__remoteApps;
}
