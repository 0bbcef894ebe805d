// Which build of an app the host loads (spec §4 "Application mounting", §7 remoteEntry{version}.js):
// the version in the address query, else the one stored in sessionStorage, else the page's default.
import { versionPattern } from './contract.ts';

/** Query parameter naming an app's version: `?login-version=-canary` loads remoteEntry-canary.js. */
export function versionQueryKey(app: string): string {
  return `${app}-version`;
}

/** sessionStorage key remembering an app's version for the rest of the visit (tab). */
export function versionStorageKey(app: string): string {
  return `remote-apps:version:${app}`;
}

/** Whether a string may be used as a version (it becomes part of a URL). */
export function isValidVersion(value: string): boolean {
  return versionPattern.test(value);
}

/** The subset of Storage the resolver uses (sessionStorage may throw when storage is blocked). */
export interface VersionStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ResolveVersionOptions {
  app: string;
  /** location.search of the page, e.g. '?login-version=-2.1'. */
  search: string;
  storage: VersionStorage | undefined;
  /** The version the page names for this app ('' = remoteEntry.js). */
  defaultVersion: string;
  /** Told about ignored values, e.g. console.warn. */
  warn: (message: string) => void;
}

export interface ResolvedVersion {
  version: string;
  source: 'query' | 'storage' | 'default';
}

/**
 * Picks the version: a valid query value wins and is stored; else a valid stored value; else the
 * default. Invalid values are ignored with a warning (and a bad stored value is removed).
 */
export function resolveVersion(options: ResolveVersionOptions): ResolvedVersion {
  const { app, storage, warn } = options;
  const key = versionStorageKey(app);
  const fromQuery = new URLSearchParams(options.search).get(versionQueryKey(app));
  if (fromQuery !== null) {
    if (isValidVersion(fromQuery)) {
      try {
        storage?.setItem(key, fromQuery);
      } catch {
        // Storage full or blocked: the query still decides for this page.
      }
      return { version: fromQuery, source: 'query' };
    }
    warn(
      `[remote-apps] ${app}: ignored version ${JSON.stringify(fromQuery.slice(0, 64))} from the address: expected 1-32 letters, digits, '_', '.' or '-'.`,
    );
  }
  let stored: string | null = null;
  try {
    stored = storage?.getItem(key) ?? null;
  } catch {
    stored = null;
  }
  if (stored !== null) {
    if (isValidVersion(stored)) return { version: stored, source: 'storage' };
    warn(`[remote-apps] ${app}: ignored stored version ${JSON.stringify(stored.slice(0, 64))}; removed it.`);
    try {
      storage?.removeItem(key);
    } catch {
      // nothing to clean up then
    }
  }
  return { version: options.defaultVersion, source: 'default' };
}
