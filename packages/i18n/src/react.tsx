// React side of the one loader: the states of an app's namespaces (spec §4: not loaded, loading,
// loaded, failed) and <NamespaceGate>, which renders the app once its strings are there, a quiet
// placeholder while they load, and a visible fallback when they could not be loaded.
import type { i18n } from 'i18next';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { type NamespaceState, namespaceState } from './backend.ts';
import type { LocaleLoader } from './i18n.ts';
import { fallbackChain, isTranslatedLocale } from './locales.ts';

/**
 * The state of namespaces in an instance, over the locales of its fallback chain that have translations:
 * 'failed' when any of them failed (after the retries), 'loading' while any loads, else 'loaded'.
 */
export function namespacesState(instance: i18n, namespaces: readonly string[]): NamespaceState {
  // Without a backend everything there is was bundled: a locale without strings falls back, key by key.
  if (!instance.services?.backendConnector?.backend) return 'loaded';
  const locales = fallbackChain(instance.language).filter(isTranslatedLocale);
  const states = namespaces.flatMap((ns) => locales.map((locale) => namespaceState(instance, locale, ns)));
  if (states.includes('failed')) return 'failed';
  if (states.includes('loading')) return 'loading';
  if (states.includes('not loaded')) return 'not loaded';
  return 'loaded';
}

/** Follows the state of namespaces as they load; `retry` asks again after a failure. */
export function useNamespacesState(
  instance: i18n,
  namespaces: readonly string[],
): { state: NamespaceState; retry: () => void } {
  const key = namespaces.join('|');
  const [state, setState] = useState(() => namespacesState(instance, namespaces));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the namespaces.
  useEffect(() => {
    const update = () => setState(namespacesState(instance, namespaces));
    instance.on('loaded', update);
    instance.on('failedLoading', update);
    update();
    // Namespaces not asked for yet (an instance made without them) start loading here.
    if (namespacesState(instance, namespaces) === 'not loaded')
      void instance.loadNamespaces([...namespaces]).then(update);
    return () => {
      instance.off('loaded', update);
      instance.off('failedLoading', update);
    };
  }, [instance, key]);
  const retry = () => {
    const locales = fallbackChain(instance.language).filter(isTranslatedLocale);
    setState('loading');
    void instance
      .reloadResources(locales, [...namespaces])
      .then(() => setState(namespacesState(instance, namespaces)));
  };
  return { state, retry };
}

/** Props of NamespaceGate. */
export interface NamespaceGateProps {
  i18n: i18n;
  /** The namespaces the children need. */
  namespaces: readonly string[];
  /** Localised text shown when they could not be loaded (the mount context's fallbackText). */
  fallbackText: string;
  /** What shows while they load; default an empty busy placeholder (the container keeps its space). */
  loading?: ReactNode;
  /** Class of the placeholder and the fallback (the app's root class, so its reserved size applies). */
  className?: string;
  children: ReactNode;
}

/**
 * Provides the instance and renders `children` once their namespaces are loaded. A namespace that failed
 * after the retries of spec §7 shows `fallbackText` as an alert, never a view full of keys.
 */
export function NamespaceGate({
  i18n,
  namespaces,
  fallbackText,
  loading,
  className,
  children,
}: NamespaceGateProps) {
  const { state } = useNamespacesState(i18n, namespaces);
  let content: ReactNode;
  if (state === 'loaded') content = children;
  else if (state === 'failed')
    content = (
      <div className={className} data-i18n-state="failed">
        <p role="alert">{fallbackText}</p>
      </div>
    );
  else content = loading ?? <div className={className} aria-busy="true" data-i18n-state={state} />;
  return <I18nextProvider i18n={i18n}>{content}</I18nextProvider>;
}

/**
 * Strings a lazily loaded part of an app adds to its namespace (the subscription funnel's, the account's
 * after-rental views'): the files of the page's locale chain, loaded once with the part's chunk and merged
 * without overwriting, so the app's first load does not carry them. `probe` is a key of those strings:
 * present, nothing is loaded. `retry` asks again after a failure.
 */
export function useStringsChunk(
  namespace: string,
  load: LocaleLoader,
  probe: string,
): { state: 'loading' | 'ready' | 'failed'; retry: () => void } {
  const { i18n } = useTranslation(namespace);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>(() =>
    i18n.exists(probe, { ns: namespace }) ? 'ready' : 'loading',
  );
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` is the retry.
  useEffect(() => {
    if (state !== 'loading') return;
    let live = true;
    const chain = fallbackChain(i18n.language).filter(isTranslatedLocale);
    Promise.all(chain.map(async (locale) => [locale, await load(locale)] as const))
      .then((bundles) => {
        // Deep, without overwriting: a locale's own words stay, the chunk's strings are added.
        for (const [locale, strings] of bundles)
          if (strings) i18n.addResourceBundle(locale, namespace, strings, true, false);
        if (live) setState('ready');
      })
      .catch(() => {
        if (live) setState('failed');
      });
    return () => {
      live = false;
    };
  }, [i18n, round, state]);
  return {
    state,
    retry: () => {
      setState('loading');
      setRound((r) => r + 1);
    },
  };
}
