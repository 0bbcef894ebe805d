// The mount contract between the host page and every micro-frontend (spec §4 "Application mounting",
// §7 "Context provides an API base, accept-language from the page language, tenant id, experiment client ids").
// Free of zod and React so apps and the host loader carry none of it; the schemas live in mount-context.ts.
import type { MountContext } from './mount-context.ts';

/**
 * Version of this contract. The host puts it in every context; an app built against another major
 * version refuses to mount with a message naming both, so a mismatch shows the fallback, not a broken app.
 * 2: the page language is `locale` (was `language`), market facts (phone prefix, default times,
 * charity, vans, support) joined the market and its duplicate `market.locale` left.
 */
export const contractVersion = 2;

/** spec §7: a version is a short token from the address query or sessionStorage; anything else is ignored. */
export const versionPattern = /^[\w.-]{1,32}$/;

export type { MountContext };

/** Options of a host navigation. */
export interface NavigateOptions {
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
}

/** Everything an app receives at mount: the page's mount context plus who it is and how to talk to the host. */
export interface AppContext extends MountContext {
  /** The app's name, e.g. 'login'. */
  app: string;
  /** The version loaded ('' for the default build). */
  version: string;
  /** The container's `data-app-view` (e.g. 'search' or 'funnel' for the booking app), if any. */
  view: string | undefined;
  /**
   * Experiment client ids of this visitor, by experiment tool: `siteExperience` (the visitor id of our
   * experimentation client, issue 25) and `optimizely` when that cookie is there; empty at build time.
   */
  experimentClientIds: Readonly<Record<string, string>>;
  /** This visitor's experiments and feature flags on this page (issue 25, ADR 022). */
  experiments: AppExperiments;
  /** Navigates the host page (client-side when the page has a router), e.g. navigate('/account/#/account'). */
  navigate: (url: string, options?: NavigateOptions) => void;
}

/**
 * An app's view of the experimentation client (issue 25). The host decides before the app mounts; every
 * call is synchronous. A page built ahead of time (a first view) renders every variation that can show,
 * tagged for the page's CSS, which shows the one the page's inline decision chose before the first paint.
 */
export interface AppExperiments {
  /**
   * The variations of an experiment to render. Live: the visitor's variation (one key), or none when the
   * experiment does not run for this visitor on this page (render the control). At build time: every
   * variation that can show for the page's language (render each inside `data-exp-show="{key}:{variation}"`,
   * see `ExperimentVariations` in `@rental/remote-apps/react`), or none.
   */
  variations(experiment: string): readonly string[];
  /** Whether a feature flag is on for this visitor and market; false for an unknown flag and at build time. */
  isOn(flag: string): boolean;
  /** Reports a conversion goal (e.g. 'checkout'); sent only with the visitor's performance consent. */
  track(goal: string): void;
}

/** Undoes a mount: unmounts the app and releases what it holds. Called once. */
export type Unmount = () => void;

/** What `./mount` exposes: render the app into `element` with `context`, return how to undo it. */
export type Mount = (element: HTMLElement, context: AppContext) => Unmount | Promise<Unmount>;

/**
 * An app's first view as static HTML, made at build time (issue 16): the page shows it at once and the
 * host swaps it for the live app when the visitor reaches for it (see `load` in containers.ts).
 */
export interface FirstView {
  /** The HTML of the container's content (what the app's first render would show). */
  html: string;
  /** The style sheets that HTML needs, by the ids the app's mount adopts them under. */
  styles: Readonly<Record<string, string>>;
  /**
   * Address hashes, besides '' and '#/', for which this view is what the app shows (the account's
   * '#/account'). Any other app route in the address makes the view stale: hidden until the app, which
   * then loads at once. Without it, every app route does.
   */
  routes?: readonly string[];
  /** The view is the signed-out state: for a visitor with the signed-in hint it is stale. */
  signedOut?: boolean;
}

/**
 * What an app's `./prerender` entry exposes (run at build time, in Node): the first view of `view` for a
 * page's context. `navigate` of the context is never called.
 */
export type Prerender = (context: AppContext) => FirstView;

/** The module an app exposes as `./mount`. */
export interface MountModule {
  mount: Mount;
  /** The contract version the app was built against. */
  contractVersion?: number;
}

/** Why a context cannot be given to an app; null when it can. */
export function contractMismatch(
  context: Pick<AppContext, 'contractVersion'>,
  appVersion: number,
): string | null {
  if (context.contractVersion === appVersion) return null;
  return `The page speaks remote-apps contract ${context.contractVersion} but the app was built for ${appVersion}: rebuild the app against the page's @rental/remote-apps.`;
}

/** Accept-Language value for a page locale: 'fr-BE' -> 'fr-BE,fr;q=0.9,en;q=0.8'; English pages stop at 'en'. */
export function acceptLanguageFor(locale: string): string {
  const base = locale.split('-')[0]!.toLowerCase();
  const parts = [locale];
  if (base !== locale) parts.push(`${base};q=0.9`);
  if (base !== 'en') parts.push('en;q=0.8');
  return parts.join(',');
}

/** File name of an app's remote entry for a version: '' -> 'remoteEntry.js', '-2.1' -> 'remoteEntry-2.1.js'. */
export function remoteEntryFile(version: string): string {
  return `remoteEntry${version}.js`;
}
