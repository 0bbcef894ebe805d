// A pluggable i18next backend that retries failed bundle loads, and the namespace state machine.
// spec §7: translation bundles load with up to 5 retries, the delay starting at 350 ms and doubling.
// spec §4: a namespace is 'not loaded' | 'loading' | 'loaded' | 'failed'.
import type { BackendModule, i18n, ReadCallback } from 'i18next';
import { normalizeLocale, supportedLocales } from './locales.ts';

/** Loads one namespace of one locale; resolves null/undefined when that locale has no bundle. */
export type BundleLoader = (
  locale: string,
  ns: string,
) => Promise<Record<string, unknown> | null | undefined>;

/** How the retrying backend behaves. */
export interface RetryingBackendOptions {
  /** Retries after the first failed attempt; spec §7: 5. */
  retries?: number;
  /** Delay before the first retry in ms, doubled for each further one; spec §7: 350. */
  initialDelayMs?: number;
  /**
   * Locales that have bundles; the loader is never called for others (they resolve to an empty
   * bundle at once, so 'de-AT' costs no request and lookups fall through to 'de-DE').
   * Default: the supported locales.
   */
  locales?: readonly string[];
  /** Whether an error is worth retrying (e.g. not for a 404); default: every error. */
  shouldRetry?: (error: unknown) => boolean;
}

/** spec §7 defaults. */
export const defaultRetries = 5;
export const defaultInitialDelayMs = 350;

/** The delays (ms) before each retry, e.g. [350, 700, 1400, 2800, 5600] for the defaults. */
export function retryDelays(
  retries: number = defaultRetries,
  initialDelayMs: number = defaultInitialDelayMs,
): number[] {
  return Array.from({ length: retries }, (_, attempt) => initialDelayMs * 2 ** attempt);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * An i18next backend around `load`, retrying a rejected load `retries` times with doubling
 * delays. i18next's own retry only runs for backends that signal it, so the schedule lives here
 * where it can be tested. After the last retry the namespace is 'failed' (see namespaceState).
 */
export function createRetryingBackend(
  load: BundleLoader,
  options: RetryingBackendOptions = {},
): BackendModule {
  const delays = retryDelays(
    options.retries ?? defaultRetries,
    options.initialDelayMs ?? defaultInitialDelayMs,
  );
  const known = new Set((options.locales ?? supportedLocales).map((l) => normalizeLocale(l) ?? l));
  const shouldRetry = options.shouldRetry ?? (() => true);

  return {
    type: 'backend',
    // i18next >= 26.7: declare read(language, namespace, callback) instead of it guessing.
    callbackApi: true,
    init() {},
    read(locale: string, ns: string, callback: ReadCallback) {
      if (!known.has(locale)) {
        callback(null, {});
        return;
      }
      const attempt = (tried: number): void => {
        // A loader that throws instead of rejecting is treated the same way.
        new Promise<Awaited<ReturnType<BundleLoader>>>((resolve) => resolve(load(locale, ns))).then(
          (data) => {
            if (data === null || data === undefined) return callback(null, {});
            if (!isPlainObject(data)) {
              // A malformed bundle will not improve on retry.
              return callback(
                new Error(
                  `Translation bundle "${ns}" for ${locale} is not an object (got ${Array.isArray(data) ? 'an array' : typeof data}); check the file the loader reads.`,
                ),
                false,
              );
            }
            callback(null, data);
          },
          (error: unknown) => {
            const delay = delays[tried];
            if (delay !== undefined && shouldRetry(error)) {
              setTimeout(() => attempt(tried + 1), delay);
              return;
            }
            // `false` as data: i18next must not start its own retry on top of ours.
            callback(error instanceof Error ? error : new Error(String(error)), false);
          },
        );
      };
      attempt(0);
    },
  } satisfies BackendModule & { callbackApi: boolean };
}

/** spec §4: the life cycle of one namespace of one locale. */
export type NamespaceState = 'not loaded' | 'loading' | 'loaded' | 'failed';

/**
 * Where a namespace of a locale stands in an i18next instance. Bundled resources count as
 * loaded; otherwise the backend connector's bookkeeping (1 loading, 2 loaded, -1 failed) decides.
 */
export function namespaceState(instance: i18n, locale: string, ns: string): NamespaceState {
  const lng = normalizeLocale(locale) ?? locale;
  // `services.backendConnector` is typed `any` by i18next; its `state` map is keyed 'lng|ns'.
  const state: unknown = instance.services?.backendConnector?.state?.[`${lng}|${ns}`];
  if (state === 1) return 'loading';
  if (state === -1) return 'failed';
  if (state === 2 || instance.hasResourceBundle(lng, ns)) return 'loaded';
  return 'not loaded';
}
