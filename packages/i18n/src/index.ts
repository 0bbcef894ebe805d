// @rental/i18n: translation bundles and the i18next set-up shared by the site and the apps.
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
export { type CreateI18nOptions, createI18n, type Namespace, translator } from './i18n.ts';
export type { KeyPaths, ShellKey, ShellStrings, Translations } from './locales/en-US/shell.ts';
export {
  defaultLocale,
  fallbackChain,
  isSupportedLocale,
  languageRepresentatives,
  normalizeLocale,
  type SupportedLocale,
  supportedLocales,
} from './locales.ts';
export { shellNamespace, shellResources } from './resources.ts';
