// Loads the experiments runtime (runtime.ts, a chunk of its own) on each page view of a page whose market
// runs experiments (the page carries a digest): exposures, the datafile check and the kill list. Pages
// without one load nothing here; their apps still get flags through the host (app-host.astro).
import { digestId } from '@rental/experiments/inline';

document.addEventListener('astro:page-load', () => {
  if (document.getElementById(digestId)) void import('./runtime.ts').then((runtime) => runtime.pageView());
});
