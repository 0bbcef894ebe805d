// Fixed answers of the experimentation client (issue 25): for unit tests, the sample context and a page
// whose client cannot load. The host's live answers come from the site (startHost's `experiments`).
import type { AppExperiments } from './contract.ts';

export interface FixedExperimentsOptions {
  /** Variations to render per experiment (absent: none, i.e. the control). */
  variations?: Readonly<Record<string, readonly string[]>>;
  /** Flags that are on, or 'all'. Default: none. */
  flags?: readonly string[] | 'all';
  /** Receives tracked goals (default: dropped). */
  track?: (goal: string) => void;
}

/** An `AppExperiments` with fixed answers. */
export function fixedExperiments(options: FixedExperimentsOptions = {}): AppExperiments {
  const { variations = {}, flags = [], track = () => {} } = options;
  return {
    variations: (experiment) => (Object.hasOwn(variations, experiment) ? (variations[experiment] ?? []) : []),
    isOn: (flag) => flags === 'all' || flags.includes(flag),
    track,
  };
}

/**
 * The variations the page's inline decision wrote on `<html>` (`data-exp-{experiment}="{variation}"`,
 * ADR 022), for a mount without the live client: the app then renders what the page already shows.
 */
export function pageDecisions(root: Element): Record<string, readonly string[]> {
  const decisions: Record<string, readonly string[]> = {};
  for (const { name, value } of Array.from(root.attributes))
    if (name.startsWith('data-exp-') && value) decisions[name.slice('data-exp-'.length)] = [value];
  return decisions;
}
