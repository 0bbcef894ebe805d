// The host's experiments at mount time (issue 25, ADR 022), a chunk of its own: a page loads it only
// when an app starts loading, so pages without apps keep ADR 016's 20 KB of JavaScript.
import { visitorIdFrom } from '@rental/experiments/inline';
import { flagsOffKey } from '@rental/experiments/names';
import type { AppContext, AppExperiments } from '../contract.ts';
import { fixedExperiments, pageDecisions } from '../experiments.ts';
import type { HostOptions } from './host.ts';

/**
 * The page's experiments for one mount, never rejecting and never later than the timeout. Without the
 * live client: every flag on but those the last live datafile turned off, and the page's own inline decisions, so an app never shows another
 * variation than the static content around it (a swap the visitor would see).
 */
export async function mountExperiments(
  options: Pick<HostOptions, 'experiments' | 'experimentsTimeoutMs'>,
  doc: Document,
  logger: Pick<Console, 'warn'>,
): Promise<Pick<AppContext, 'experiments' | 'experimentClientIds'>> {
  return {
    experiments: await experimentsFor(options.experiments, options.experimentsTimeoutMs ?? 3000, doc, logger),
    experimentClientIds: readExperimentClientIds(doc.cookie),
  };
}

function experimentsFor(
  ask: HostOptions['experiments'],
  timeoutMs: number,
  doc: Document,
  logger: Pick<Console, 'warn'>,
): Promise<AppExperiments> {
  const off = flagsOff();
  const fallback = {
    ...fixedExperiments({ variations: pageDecisions(doc.documentElement) }),
    isOn: (flag: string) => !off.includes(flag),
  };
  if (!ask) return Promise.resolve(fallback);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<AppExperiments>((resolve) => {
    timer = setTimeout(() => {
      logger.warn(
        `[remote-apps] the experiments were not ready after ${timeoutMs} ms: mounting with the defaults`,
      );
      resolve(fallback);
    }, timeoutMs);
  });
  const answered = (async () => ask())().then(
    (answers) => answers,
    (error: unknown) => {
      logger.warn('[remote-apps] the experiments could not be loaded: mounting with the defaults', error);
      return fallback;
    },
  );
  return Promise.race([answered, late]).finally(() => clearTimeout(timer));
}

/** The flags the last live datafile this browser saw turned off (the kill switch outlives a late answer). */
function flagsOff(): unknown[] {
  try {
    const off: unknown = JSON.parse(localStorage.getItem(flagsOffKey) ?? '[]');
    return Array.isArray(off) ? off : [];
  } catch {
    return [];
  }
}

/** Experiment client ids of this visitor, from the experiment tools' cookies (spec §7 context). */
export function readExperimentClientIds(cookie: string): Record<string, string> {
  const cookies = new Map(
    cookie
      .split(';')
      .map((part) => part.trim().split('='))
      .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== ''),
  );
  const ids: Record<string, string> = {};
  // Issue 25: our experimentation client's visitor id (set by the page's inline decision).
  const siteExperience = visitorIdFrom(cookie);
  if (siteExperience) ids.siteExperience = siteExperience;
  const optimizely = cookies.get('optimizelyEndUserId');
  if (optimizely) ids.optimizely = decodeURIComponent(optimizely);
  return ids;
}
