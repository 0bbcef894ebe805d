// What the site's build makes of the datafile for one page (issue 25, ADR 022): the digest the inline
// decision reads (audience and activation paths already evaluated for the page, so only the hash, the
// device and the kill list are left to the browser), the CSS that shows the chosen variation of content
// rendered for every variation, and the build-time `AppExperiments` the apps' first views are built with.
import type { Datafile, Experiment } from './datafile.ts';
import { normalizePath } from './payload.ts';

/** The page a digest is made for. */
export interface PageTarget {
  /** ISO 3166-1 alpha-2 country of the page's market profile, e.g. 'US'. */
  country: string;
  /** The page locale, e.g. 'en-US'. */
  locale: string;
  /** The page's path on its site, e.g. '/' or '/es-us'. */
  path: string;
}

/** An experiment the page can activate, with what the browser needs to bucket a visitor. */
export interface DigestExperiment {
  /** Experiment key (`data-exp-{key}` on `<html>`). */
  key: string;
  /** Hash seed (the key unless the datafile sets one). */
  seed: string;
  /** Variation keys, control first. */
  variations: string[];
  weights: number[];
  coverage: number;
  /** Only on this device type (the page is its activation path on one of them only); absent: both. */
  device?: 'desktop' | 'mobile';
}

/** The page's experiments for the inline decision and the runtime (JSON in the page's head). */
export interface PageDigest {
  /** The datafile revision the page was built with, e.g. 1. */
  revision: number;
  /** Keys of the running experiments of the page's language: the runtime kills those the live datafile stops or drops. */
  known: string[];
  /** The experiments this page activates for some visitors. */
  experiments: DigestExperiment[];
}

/** Whether an experiment runs for a market and language (not yet whether it activates on a page). */
export function runsFor(experiment: Experiment, target: Pick<PageTarget, 'country' | 'locale'>): boolean {
  const audience = experiment.audience ?? {};
  return (
    experiment.status === 'running' &&
    (!audience.countries || audience.countries.includes(target.country)) &&
    (!audience.locales || audience.locales.includes(target.locale))
  );
}

/** The running experiments of a market and language. */
export function experimentsFor(
  datafile: Pick<Datafile, 'experiments'>,
  target: Pick<PageTarget, 'country' | 'locale'>,
): Experiment[] {
  return datafile.experiments.filter((experiment) => runsFor(experiment, target));
}

/** The page's digest; undefined when no experiment runs for its market and language. */
export function pageDigest(datafile: Datafile, target: PageTarget): PageDigest | undefined {
  const running = experimentsFor(datafile, target);
  if (running.length === 0) return undefined;
  const path = normalizePath(target.path);
  const experiments: DigestExperiment[] = [];
  for (const experiment of running) {
    let device: DigestExperiment['device'];
    if (experiment.activation) {
      // spec §3: the activation path on wider screens, the mobile activation path on narrow ones.
      const desktop = experiment.activation.paths.some((p) => normalizePath(p) === path);
      const mobile = experiment.activation.mobilePaths.some((p) => normalizePath(p) === path);
      if (!desktop && !mobile) continue;
      if (desktop !== mobile) device = desktop ? 'desktop' : 'mobile';
    }
    experiments.push({
      key: experiment.key,
      seed: experiment.seed ?? experiment.key,
      variations: experiment.variations.map((v) => v.key),
      weights: [...experiment.weights],
      coverage: experiment.coverage,
      ...(device ? { device } : {}),
    });
  }
  return { revision: datafile.revision, known: running.map((e) => e.key), experiments };
}

/** The digest as the text of a `<script type="application/json">` (no `</script>` can close it early). */
export function serializeDigest(digest: PageDigest): string {
  return JSON.stringify(digest).replaceAll('<', '\\u003c');
}

/**
 * CSS that shows, of content rendered for every variation (`data-exp-show="{experiment}:{variation}"`),
 * only the one the page's inline decision wrote on `<html>`, and the control when it wrote none (the
 * visitor is not in the experiment, or it is not active on this page).
 */
export function variantCss(experiments: readonly Experiment[]): string {
  const rules: string[] = [];
  for (const experiment of experiments) {
    const [control, ...others] = experiment.variations;
    if (!control) continue;
    const attr = `data-exp-${experiment.key}`;
    rules.push(
      `html[${attr}]:not([${attr}="${control.key}"]) [data-exp-show="${experiment.key}:${control.key}"]`,
    );
    for (const variation of others)
      rules.push(
        `html:not([${attr}="${variation.key}"]) [data-exp-show="${experiment.key}:${variation.key}"]`,
      );
  }
  return rules.length > 0 ? `${rules.join(',')}{display:none!important}` : '';
}

/** The `AppExperiments` shape (the mount contract's, `@rental/remote-apps`), without depending on it. */
export interface ExperimentAnswers {
  variations(experiment: string): readonly string[];
  isOn(flag: string): boolean;
  track(goal: string): void;
}

/**
 * The experiments a first view is built with (once per site language): every variation of each experiment
 * that runs for the language (the page's CSS shows the chosen one), no flag on (a flag is decided per
 * visitor), and nothing tracked.
 */
export function buildTimeExperiments(
  datafile: Pick<Datafile, 'experiments'>,
  target: Pick<PageTarget, 'country' | 'locale'>,
): ExperimentAnswers {
  const variations = new Map(
    experimentsFor(datafile, target).map((e) => [e.key, e.variations.map((v) => v.key)] as const),
  );
  return {
    variations: (experiment) => variations.get(experiment) ?? [],
    isOn: () => false,
    track: () => {},
  };
}
