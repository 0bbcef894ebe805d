// The one way every app and the site load translations (issue 13 §3): `createI18n` makes an i18next
// instance for a locale with its namespaces. A namespace's strings are either bundled (objects, ready at
// once: the site's build-time rendering, small apps) or loaded per locale through the retrying backend
// (spec §7: 5 retries from 350 ms, doubling), with the states of spec §4. Keys fall back along
// `fallbackChain` one by one, so a regional variant (de-CH, en-AU, nl-BE) holds only its differences.
import { type BackendModule, createInstance, type i18n, type Resource } from 'i18next';
import { createRetryingBackend, type RetryingBackendOptions } from './backend.ts';
import {
  defaultLocale,
  fallbackChain,
  isTranslatedLocale,
  normalizeLocale,
  type TranslatedLocale,
} from './locales.ts';

/** Loads one locale's strings of a namespace; null or undefined when that locale has no file. */
export type LocaleLoader = (locale: TranslatedLocale) => Promise<object | null | undefined>;

/** Where a namespace's strings come from. */
export interface NamespaceSource {
  /** Strings bundled with the code, by locale: ready as soon as the instance exists. */
  bundled?: Readonly<Partial<Record<TranslatedLocale, object>>>;
  /** Loads the locales that are not bundled (each its own chunk), through the retrying backend. */
  load?: LocaleLoader;
}

/** Options of createI18n. */
export interface CreateI18nOptions {
  /** The page's locale, any spelling ('de-AT', 'es_us'); an invalid one falls back to en-US. */
  locale: string;
  /** The namespaces by name; the first is the default for `t`. */
  namespaces: Readonly<Record<string, NamespaceSource>>;
  /** The namespace `t` uses without an `ns` option; default the first of `namespaces`. */
  defaultNamespace?: string;
  /** react-i18next Suspense; default false so a host without a Suspense boundary still renders. */
  useSuspense?: boolean;
  /** The retry schedule of loaded namespaces; default spec §7 (tests shorten it). */
  retry?: Pick<RetryingBackendOptions, 'retries' | 'initialDelayMs'>;
}

/**
 * The locale loader of an app's locale files, from Vite's `import.meta.glob('./locales/*.ts')`: the
 * file name is the locale ('de-CH.ts'), the default export its strings. Locales without a file load
 * nothing (their keys fall back along the chain), so the app never lists the locales again.
 */
export function localeFiles(modules: Readonly<Record<string, () => Promise<unknown>>>): LocaleLoader {
  const byLocale = new Map<string, () => Promise<unknown>>();
  for (const [file, load] of Object.entries(modules)) byLocale.set(localeOfFile(file), load);
  return async (locale) => {
    const load = byLocale.get(locale);
    if (!load) return null;
    const module = (await load()) as { default?: object };
    return module.default ?? null;
  };
}

/** Strings of a namespace by locale, as `NamespaceSource.bundled` takes them. */
export type LocaleBundles = Partial<Record<TranslatedLocale, object>>;

/** Strings loaded before an app's first render (see `preloadedStrings`). */
export interface PreloadedStrings {
  /** Loads the strings of `locale`'s fallback chain; a chain that fails is left to the namespace gate. */
  preload: (locale: string) => Promise<void>;
  /** Gives the strings at once (a build-time first view bundles every locale). */
  provide: (locale: string, bundles: LocaleBundles) => void;
  /** The strings preloaded or given for `locale`, if any. */
  get: (locale: string) => LocaleBundles | undefined;
}

/**
 * An app's strings loaded before it renders (issue 16, ADR 014): taking over a static first view, the
 * first render must be the view itself, not a placeholder while the strings load. Create it once per
 * module with the app's locale loader; `preload` in the mount, then `bundled: get(locale)` in createI18n.
 */
export function preloadedStrings(load: LocaleLoader): PreloadedStrings {
  const preloaded = new Map<string, LocaleBundles>();
  return {
    async preload(locale) {
      if (preloaded.has(locale)) return;
      try {
        const chain = fallbackChain(locale).filter(isTranslatedLocale);
        const strings = await Promise.all(chain.map((l) => load(l)));
        const bundles: LocaleBundles = {};
        chain.forEach((l, i) => {
          if (strings[i]) bundles[l] = strings[i]!;
        });
        preloaded.set(locale, bundles);
      } catch {
        // The gate loads (and retries) them itself.
      }
    },
    provide(locale, bundles) {
      preloaded.set(locale, bundles);
    },
    get: (locale) => preloaded.get(locale),
  };
}

/**
 * Bundled strings of an app's locale files, from Vite's `import.meta.glob('./locales/*.ts', { eager: true })`:
 * for small namespaces, where one chunk with every locale beats a request per locale.
 */
export function localeBundles(
  modules: Readonly<Record<string, unknown>>,
): Partial<Record<TranslatedLocale, object>> {
  const bundles: Partial<Record<TranslatedLocale, object>> = {};
  for (const [file, module] of Object.entries(modules)) {
    bundles[localeOfFile(file)] = (module as { default: object }).default;
  }
  return bundles;
}

function localeOfFile(file: string): TranslatedLocale {
  const locale = /([a-z]{2}-[A-Z]{2})\.[jt]sx?$/.exec(file)?.[1];
  if (!locale || !isTranslatedLocale(locale)) {
    throw new Error(
      `${file}: a locale file is named after one of the translated locales (e.g. de-CH.ts, ar-SA.ts); this one is not`,
    );
  }
  return locale;
}

function bundledResources(namespaces: CreateI18nOptions['namespaces']): Resource {
  const resources: Resource = {};
  for (const [ns, source] of Object.entries(namespaces)) {
    for (const [locale, strings] of Object.entries(source.bundled ?? {})) {
      resources[locale] = { ...resources[locale], [ns]: strings as Resource[string][string] };
    }
  }
  // i18next writes into the objects it is given (addResource, loaded bundles); each instance gets its
  // own copy so no app can change another's strings.
  return structuredClone(resources);
}

function backendOf(namespaces: CreateI18nOptions['namespaces'], retry: CreateI18nOptions['retry']) {
  const loaders = new Map(
    Object.entries(namespaces).flatMap(([ns, source]) => (source.load ? [[ns, source.load] as const] : [])),
  );
  if (loaders.size === 0) return undefined;
  return createRetryingBackend(async (locale, ns) => {
    const load = loaders.get(ns);
    if (!load || !isTranslatedLocale(locale)) return null;
    return (await load(locale)) as Record<string, unknown> | null | undefined;
  }, retry);
}

/**
 * A new i18next instance for one locale. Bundled namespaces work as soon as this returns (in Node at
 * build time and in the browser); loaded ones start loading at once for every locale of the chain: watch
 * them with `namespacesState`, or render through `<NamespaceGate>`.
 */
export function createI18n(options: CreateI18nOptions): i18n {
  const locale = normalizeLocale(options.locale) ?? defaultLocale;
  const names = Object.keys(options.namespaces);
  if (names.length === 0) throw new Error('createI18n: give at least one namespace');
  const backend: BackendModule | undefined = backendOf(options.namespaces, options.retry);
  const instance = createInstance();
  if (backend) instance.use(backend);
  // With initAsync false, bundled resources are there before this returns; backend loads report
  // through the namespace states instead of this promise.
  void instance.init({
    lng: locale,
    // spec §9 + issue 2: our own chain, never i18next's old default 'dev'.
    fallbackLng: (code: string) => fallbackChain(code).slice(1),
    ns: names,
    defaultNS: options.defaultNamespace ?? names[0],
    resources: bundledResources(options.namespaces),
    partialBundledLanguages: backend !== undefined,
    initAsync: false,
    load: 'currentOnly',
    keySeparator: '.',
    returnNull: false,
    interpolation: {
      // React escapes; escaping here would show entities twice.
      escapeValue: false,
      // spec §9: interpolation replacements 1000.
      maxReplaces: 1000,
    },
    react: { useSuspense: options.useSuspense ?? false },
  });
  return instance;
}
