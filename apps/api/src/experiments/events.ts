// Exposures and conversions the site sends with the visitor's performance consent (issue 25), checked
// against the live datafile, and the results read from them. The first exposure of a visitor to an
// experiment and the first conversion to a goal count: reloads and retries add nothing.
import type { Datafile, Experiment } from '@rental/experiments';
import { and, count, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../db/client.ts';
import { experimentEvents } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { ApiError } from '../errors.ts';
import { msg } from '../i18n/translate.ts';

/** How old an event may be when it arrives (a page left open, a retried send). */
export const EVENT_MAX_AGE_MS = 24 * 3_600_000;
/** How far ahead of the API's clock an event may be (the visitor's clock running fast). */
export const EVENT_MAX_AHEAD_MS = 60_000;

/** An event as the site sends it. */
export type ExperimentEvent =
  | { kind: 'exposure'; experiment: string; variation: string; path: string; at: string }
  | { kind: 'conversion'; goal: string; path: string; at: string };

/** Why an event is refused, or undefined when the datafile knows what it names. */
function problemOf(
  event: ExperimentEvent,
  index: number,
  datafile: Datafile,
  at: Date,
  now: Date,
): ApiError | undefined {
  const field = (name: string) => `events.${index}.${name}`;
  const age = now.getTime() - at.getTime();
  if (age > EVENT_MAX_AGE_MS || age < -EVENT_MAX_AHEAD_MS)
    return new ApiError(400, 'event_time_out_of_range', msg('experimentsEventTime'), {
      fields: { [field('at')]: msg('experimentsEventTime') },
    });
  if (event.kind === 'exposure') {
    const experiment = datafile.experiments.find((e) => e.key === event.experiment);
    if (!experiment) {
      const text = msg('experimentsUnknownExperiment', { experiment: event.experiment });
      return new ApiError(400, 'unknown_experiment', text, { fields: { [field('experiment')]: text } });
    }
    if (!experiment.variations.some((v) => v.key === event.variation)) {
      const text = msg('experimentsUnknownVariation', {
        experiment: event.experiment,
        variation: event.variation,
      });
      return new ApiError(400, 'unknown_variation', text, { fields: { [field('variation')]: text } });
    }
    return undefined;
  }
  if (!datafile.experiments.some((e) => e.goals.includes(event.goal))) {
    const text = msg('experimentsUnknownGoal', { goal: event.goal });
    return new ApiError(400, 'unknown_goal', text, { fields: { [field('goal')]: text } });
  }
  return undefined;
}

/**
 * Stores a visitor's events; answers how many rows are new. Checked against `datafile`, and when it
 * names something that datafile lacks, against the database's (a change on another instance less than
 * five seconds old) before it is refused. Exposures to a stopped experiment are dropped: nobody is in it.
 */
export async function recordEvents(
  deps: Pick<Deps, 'db' | 'now'>,
  datafiles: { live: () => Promise<Datafile>; fresh: () => Promise<Datafile> },
  visitorId: string,
  events: readonly ExperimentEvent[],
): Promise<number> {
  const now = deps.now();
  const times = events.map((e) => new Date(e.at));
  const firstProblem = (datafile: Datafile) => {
    for (const [i, event] of events.entries()) {
      const problem = problemOf(event, i, datafile, times[i] as Date, now);
      if (problem) return problem;
    }
    return undefined;
  };
  let datafile = await datafiles.live();
  if (firstProblem(datafile)) datafile = await datafiles.fresh();
  const problem = firstProblem(datafile);
  if (problem) throw problem;

  const running = new Set(datafile.experiments.filter((e) => e.status === 'running').map((e) => e.key));
  const rows = events.flatMap((event, i): (typeof experimentEvents.$inferInsert)[] => {
    const common = { visitorId, path: event.path, occurredAt: times[i] as Date, receivedAt: now };
    if (event.kind === 'conversion') return [{ ...common, kind: 'conversion', goal: event.goal }];
    if (!running.has(event.experiment)) return [];
    return [{ ...common, kind: 'exposure', experiment: event.experiment, variation: event.variation }];
  });
  if (rows.length === 0) return 0;
  const stored = await deps.db
    .insert(experimentEvents)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: experimentEvents.id });
  return stored.length;
}

/** One variation's figures. */
export type VariationResult = {
  key: string;
  name: string;
  visitors: number;
  conversions: Record<string, number>;
  conversionRates: Record<string, number>;
};

/**
 * An experiment's results: per variation the visitors exposed to it, and per goal of the experiment the
 * visitors who converted at or after their exposure.
 */
export async function experimentResults(
  deps: Pick<Deps, 'db'>,
  experiment: Experiment,
): Promise<VariationResult[]> {
  const exposed = await deps.db
    .select({ variation: experimentEvents.variation, visitors: count() })
    .from(experimentEvents)
    .where(and(eq(experimentEvents.kind, 'exposure'), eq(experimentEvents.experiment, experiment.key)))
    .groupBy(experimentEvents.variation);
  const converted =
    experiment.goals.length === 0
      ? []
      : rowsOf<{ variation: string; goal: string; conversions: number | string }>(
          await deps.db.execute(sql`
            select e.variation, c.goal, count(*) as conversions
            from ${experimentEvents} c
            join ${experimentEvents} e
              on e.visitor_id = c.visitor_id and e.kind = 'exposure' and e.experiment = ${experiment.key}
                and e.occurred_at <= c.occurred_at
            where c.kind = 'conversion' and c.goal in (${sql.join(
              experiment.goals.map((g) => sql`${g}`),
              sql`, `,
            )})
            group by e.variation, c.goal`),
        );
  return experiment.variations.map((variation) => {
    const visitors = exposed.find((r) => r.variation === variation.key)?.visitors ?? 0;
    const conversions: Record<string, number> = {};
    const conversionRates: Record<string, number> = {};
    for (const goal of experiment.goals) {
      const n = Number(
        converted.find((r) => r.variation === variation.key && r.goal === goal)?.conversions ?? 0,
      );
      conversions[goal] = n;
      conversionRates[goal] = visitors === 0 ? 0 : n / visitors;
    }
    return {
      key: variation.key,
      name: variation.name,
      visitors: Number(visitors),
      conversions,
      conversionRates,
    };
  });
}
