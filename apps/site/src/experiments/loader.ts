// The page's side of the experiments runtime (runtime.ts, a chunk of its own), started by the host script
// of every page (app-host.astro): on each page view of a page whose market runs experiments (it carries a
// digest) the runtime records the exposures and checks the datafile for the kill list; an app that mounts
// gets its experiments and flags from it on any page.
import { digestId } from '@rental/experiments/inline';
import type { AppExperiments } from '@rental/remote-apps';

const runtime = () => import('./runtime.ts');

/** Follows the page views (first load and every client navigation). */
export function followPageViews(): void {
  document.addEventListener('astro:page-load', () => {
    if (document.getElementById(digestId)) void runtime().then((r) => r.pageView());
  });
}

/** The host's `experiments`: the visitor's live experiments and flags on the current page. */
export const pageExperiments = (): Promise<AppExperiments> => runtime().then((r) => r.pageExperiments());
