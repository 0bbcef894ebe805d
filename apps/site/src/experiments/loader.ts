// The host's side of the experiments runtime (runtime.ts, a chunk of its own), in the host script of every
// page (app-host.astro): an app that mounts gets its experiments and flags from the runtime, on any page.
// The page views of pages with a digest are followed by experiments-runtime.astro, only on those pages.
import type { AppExperiments } from '@rental/remote-apps';

const runtime = () => import('./runtime.ts');

/**
 * The host's `experiments`: the visitor's live experiments and flags on the current page. The import is
 * its own expression: Vite wraps `import(…).then(…)` whole in its preload helper, which reports any
 * rejection inside as a failed chunk, and the runtime's chunk recovery would reload the page for it.
 */
export const pageExperiments = async (): Promise<AppExperiments> => (await runtime()).pageExperiments();
