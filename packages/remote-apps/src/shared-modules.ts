// The libraries every app takes from the page instead of bundling its own copy (issue 13 §6): one
// React, one i18next, one API client and one UI package per page, however many apps mount. The host
// (host/federation.ts) provides each of them to the Module Federation share scope; the shared Vite
// configuration (vite.ts) makes every app ask the share scope for them. One list, used by both.

/**
 * Shared modules: `eager` ones the host loads with its loader (React: every app needs it at once);
 * the others are loaded by the host on the first app that asks, then reused by the next.
 */
export const sharedModules = {
  react: { eager: true },
  'react-dom': { eager: true },
  'react-dom/client': { eager: true },
  'react/jsx-runtime': { eager: true },
  i18next: { eager: false },
  'react-i18next': { eager: false },
  '@rental/i18n': { eager: false },
  '@rental/api-client': { eager: false },
  '@rental/ui': { eager: false },
  // The UI package's heavier widgets, each loaded only by a page whose apps use it.
  '@rental/ui/combo-box': { eager: false },
  '@rental/ui/date-field': { eager: false },
  '@rental/ui/dialog': { eager: false },
  '@rental/ui/tabs': { eager: false },
  '@rental/ui/toast': { eager: false },
} as const;

/** A module name of the share scope. */
export type SharedModule = keyof typeof sharedModules;

/** Every shared module name. */
export const sharedModuleNames = Object.keys(sharedModules) as SharedModule[];
