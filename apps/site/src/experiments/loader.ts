// The host's side of the experiments runtime (runtime.ts, a chunk of its own), in the host script of every
// page (app-host.astro): an app that mounts gets its experiments and flags from the runtime, on any page.
// The page views of pages with a digest are followed by experiments-runtime.astro, only on those pages.
import type { AppExperiments } from '@rental/remote-apps';

/** The host's `experiments`: the visitor's live experiments and flags on the current page. */
export const pageExperiments = (): Promise<AppExperiments> =>
  import('./runtime.ts').then((r) => r.pageExperiments());
