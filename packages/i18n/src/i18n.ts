// The i18next set-up shared by the site (build-time rendering in Node, islands in the browser)
// and the micro-frontends (Vite apps in the browser).
import { type BackendModule, createInstance, type i18n, type Resource, type TFunction } from 'i18next';
import { defaultLocale, fallbackChain, normalizeLocale } from './locales.ts';
import { shellNamespace, shellResources } from './resources.ts';

/** A namespace name: 'shell' is bundled here; apps bring their own. */
export type Namespace = 'shell' | (string & {});

/** Options of createI18n. */
export interface CreateI18nOptions {
  /** The page's locale, any spelling ('de-AT', 'es_us'); an invalid one falls back to en-US. */
  locale: string;
  /** Namespaces to make available (bundled or loaded); default ['shell']. */
  namespaces?: Namespace[];
  /** The namespace `t` uses without an `ns` option; default the first of `namespaces`. */
  defaultNamespace?: Namespace;
  /** Bundled translations, locale -> namespace -> strings; merged over the bundled shell. */
  resources?: Record<string, Record<string, object>>;
  /** Loads namespaces that are not bundled, e.g. createRetryingBackend(fetcher). */
  backend?: BackendModule;
  /** react-i18next Suspense; default false so a host without a Suspense boundary still renders. */
  useSuspense?: boolean;
}

function bundledResources(extra: CreateI18nOptions['resources']): Resource {
  const resources: Resource = {};
  for (const [locale, strings] of Object.entries(shellResources)) {
    resources[locale] = { [shellNamespace]: strings };
  }
  for (const [rawLocale, namespaces] of Object.entries(extra ?? {})) {
    const locale = normalizeLocale(rawLocale) ?? rawLocale;
    resources[locale] = { ...resources[locale], ...(namespaces as Resource[string]) };
  }
  // i18next writes into the objects it is given (addResource, loaded bundles); each instance
  // gets its own copy so no app can change the shared shell strings for the rest of the page.
  return structuredClone(resources);
}

/**
 * A new i18next instance for one locale. Initialisation is synchronous (initAsync false): with
 * bundled resources `t` works as soon as this returns, in Node at build time and in the
 * browser. Namespaces that are not bundled load through `backend`; await
 * `instance.loadNamespaces(ns)` or watch namespaceState.
 */
export function createI18n(options: CreateI18nOptions): i18n {
  const locale = normalizeLocale(options.locale) ?? defaultLocale;
  const namespaces = options.namespaces?.length ? options.namespaces : [shellNamespace];
  const instance = createInstance();
  if (options.backend) instance.use(options.backend);
  // With initAsync false and no backend, init completes before it returns; the promise only
  // matters for backend loads, whose failures show up in namespaceState instead.
  void instance.init({
    lng: locale,
    // spec §9 + issue 2: our own chain, never i18next's old default 'dev'.
    fallbackLng: (code: string) => fallbackChain(code).slice(1),
    ns: namespaces,
    defaultNS: options.defaultNamespace ?? namespaces[0],
    resources: bundledResources(options.resources),
    partialBundledLanguages: options.backend !== undefined,
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

const instances = new Map<string, i18n>();
const translators = new Map<string, TFunction>();

/**
 * `t` for one locale and namespace (default 'shell') in one call, for server-side rendering.
 * Cached per locale: a build rendering thousands of pages creates one instance per locale.
 * Only namespaces bundled in this package (shell) are there; an app namespace needs createI18n.
 */
export function translator(locale: string, ns: Namespace = shellNamespace): TFunction {
  // Keyed by the spelling asked for too, so a hot build loop skips the normalisation.
  const asked = `${locale}|${ns}`;
  const hit = translators.get(asked);
  if (hit) return hit;
  const lng = normalizeLocale(locale) ?? defaultLocale;
  const key = `${lng}|${ns}`;
  const cached = translators.get(key);
  if (cached) {
    translators.set(asked, cached);
    return cached;
  }
  let instance = instances.get(lng);
  if (!instance) {
    instance = createI18n({ locale: lng });
    instances.set(lng, instance);
  }
  const t = instance.getFixedT(lng, ns) as TFunction;
  translators.set(key, t);
  translators.set(asked, t);
  return t;
}
