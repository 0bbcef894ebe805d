// @rental/i18n: the one translation loader of every app and the site (createI18n), its namespace
// states and React gate, and the supported locales. The site's shell strings: '@rental/i18n/shell'.
export { I18nextProvider, useTranslation } from 'react-i18next';
export {
  type BundleLoader,
  createRetryingBackend,
  defaultInitialDelayMs,
  defaultRetries,
  type NamespaceState,
  namespaceState,
  type RetryingBackendOptions,
  retryDelays,
} from './backend.ts';
export {
  type CreateI18nOptions,
  createI18n,
  type LocaleBundles,
  type LocaleLoader,
  localeBundles,
  localeFiles,
  type NamespaceSource,
  type PreloadedStrings,
  preloadedStrings,
} from './i18n.ts';
export type { KeyPaths, Regional, Translations } from './locales/en-US/shell.ts';
export {
  defaultLocale,
  fallbackChain,
  isSupportedLocale,
  isTranslatedLocale,
  languageLocales,
  languageRepresentatives,
  normalizeLocale,
  type SupportedLocale,
  specLocales,
  supportedLocales,
  type TranslatedLocale,
} from './locales.ts';
export {
  NamespaceGate,
  type NamespaceGateProps,
  namespacesState,
  useNamespacesState,
  useStringsChunk,
} from './react.tsx';
