// @rental/remote-apps: the mount contract, the named containers, version rules and the mount context.
// Browser host: '@rental/remote-apps/host'; apps: '/react' (mount, router) and '/vite' (build).

export {
  bootstrapperErrors,
  bootstrapperUrl,
  loadBootstrappedApp,
  loadFile,
  registerBootstrappedApp,
} from './bootstrapped.ts';
export { type ContainerName, containerLoadModes, containers, type LoadMode } from './containers.ts';
export {
  type AppContext,
  type AppExperiments,
  acceptLanguageFor,
  contractMismatch,
  contractVersion,
  type FirstView,
  type Mount,
  type MountModule,
  type NavigateOptions,
  type Prerender,
  remoteEntryFile,
  type Unmount,
  versionPattern,
} from './contract.ts';
export { type AppRecord, type AppState, diagnostics, type RemoteAppsDiagnostics } from './diagnostics.ts';
export { type FixedExperimentsOptions, fixedExperiments } from './experiments.ts';
export {
  firstViewRoutesAttribute,
  signedInHintAttribute,
  signedInHintScript,
  signedOutViewAttribute,
  staleFirstViewAttribute,
  staleFirstViewScript,
} from './first-view-attribute.ts';
export {
  type BuildMountContextOptions,
  buildMountContext,
  type MarketProfileSubset,
  type MountContext,
  type MountContextInput,
  type MountMarket,
  mountContextSchema,
  mountMarketOf,
  mountMarketSchema,
  serializeMountContext,
} from './mount-context.ts';
export { composePageTitle, type PageTitleDetail, pageTitleEvent, setPageTitle } from './page-title.ts';
export { sampleContext, sampleMountContext } from './sample-context.ts';
export { type SharedModule, sharedModuleNames, sharedModules } from './shared-modules.ts';
export {
  isValidVersion,
  type ResolvedVersion,
  type ResolveVersionOptions,
  resolveVersion,
  type VersionStorage,
  versionQueryKey,
  versionStorageKey,
} from './version.ts';
