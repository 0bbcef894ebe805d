// The experimentation client in the browser (issue 25, ADR 022): the GrowthBook SDK on our datafile, run
// locally (no request leaves the site). Loaded lazily by the site's runtime, only when an app mounts. The
// page's own experiments are forced to the page's inline decisions (one decision per page view); the SDK
// decides the flags and any experiment the page was not built with.
import { GrowthBookClient } from '@growthbook/growthbook';
import type { Datafile } from './datafile.ts';
import { type ExperimentAttributes, toGrowthBookPayload } from './payload.ts';

export interface ExperimentClientOptions {
  /** The live datafile (or the build's, when the API did not answer in time). */
  datafile: Pick<Datafile, 'experiments' | 'flags'>;
  /** The visitor and the page. */
  attributes: ExperimentAttributes;
  /** The page's experiments (its digest) and their inline decisions: key → variation, absent = none. */
  page: { keys: readonly string[]; decisions: Readonly<Record<string, string>> };
  /** Called once per experiment and page view where the SDK put the visitor in an experiment. */
  onExposure: (experiment: string, variation: string) => void;
}

/** What the apps ask (the mount contract's `AppExperiments` without `track`, which the site adds). */
export interface ExperimentClient {
  variations(experiment: string): readonly string[];
  isOn(flag: string): boolean;
}

/** A client for one visitor and page view. */
export function createExperimentClient(options: ExperimentClientOptions): ExperimentClient {
  const { datafile, attributes, page, onExposure } = options;
  const client = new GrowthBookClient().initSync({ payload: toGrowthBookPayload(datafile) });
  const exposed = new Set<string>();
  const user = client.createScopedInstance({
    attributes: { ...attributes },
    trackingCallback: (experiment, result) => {
      if (exposed.has(experiment.key)) return;
      exposed.add(experiment.key);
      onExposure(experiment.key, String(result.value));
    },
  });
  const pageKeys = new Set(page.keys);
  return {
    variations(experiment) {
      if (pageKeys.has(experiment)) {
        const decided = page.decisions[experiment];
        return decided ? [decided] : [];
      }
      const result = user.evalFeature<string | null>(experiment);
      return result.source === 'experiment' && result.experimentResult?.inExperiment && result.value !== null
        ? [String(result.value)]
        : [];
    },
    isOn: (flag) => user.isOn(flag),
  };
}
