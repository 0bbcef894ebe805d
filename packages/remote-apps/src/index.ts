// @rental/remote-apps: the mount contract, the named containers, version rules and the page context.
// Browser host: '@rental/remote-apps/boot' and '/host'; apps: '/react' and '/vite'.

export {
  bootstrapperErrors,
  bootstrapperUrl,
  loadBootstrappedApp,
  loadFile,
  registerBootstrappedApp,
} from './bootstrapped.ts';
export { type ContainerName, containers } from './containers.ts';
export {
  type AppContext,
  acceptLanguageFor,
  contractMismatch,
  contractVersion,
  type Mount,
  type MountModule,
  type NavigateOptions,
  remoteEntryFile,
  type Unmount,
  versionPattern,
} from './contract.ts';
export { type AppRecord, type AppState, diagnostics, type RemoteAppsDiagnostics } from './diagnostics.ts';
export { fallbackLocales, fallbackText } from './fallback-text.ts';
export {
  type BuildPageContextOptions,
  buildPageContext,
  type MarketContext,
  type MarketProfileSubset,
  marketContextSchema,
  type PageContext,
  type PageContextInput,
  pageContextSchema,
  serializePageContext,
} from './page-context.ts';
export { composePageTitle, type PageTitleDetail, pageTitleEvent, setPageTitle } from './page-title.ts';
export { sampleContext, samplePageContext } from './sample-context.ts';
export {
  isValidVersion,
  type ResolvedVersion,
  type ResolveVersionOptions,
  resolveVersion,
  type VersionStorage,
  versionQueryKey,
  versionStorageKey,
} from './version.ts';
