// The experiments datafile in the database (issue 25): every revision is a row, the highest is live. The
// first read of an empty table stores the default datafile of `@rental/experiments`. Reads go through a
// memory cache (ADR 012) that a write on this instance clears at once and that is never older than five
// seconds otherwise, so a kill switch reaches every instance within five seconds.
import { type Datafile, datafileSchema, defaultDatafile } from '@rental/experiments';
import { desc } from 'drizzle-orm';
import { experimentDatafiles } from '../db/schema.ts';
import type { Deps } from '../deps.ts';

/** The longest a cached datafile is answered (milliseconds). */
export const DATAFILE_MAX_AGE_MS = 5_000;

/** A write lost the race: `baseRevision` is not the latest revision any more. */
export class RevisionConflict extends Error {
  readonly latest: number;
  constructor(latest: number) {
    super(`the latest revision is ${latest}`);
    this.latest = latest;
  }
}

/** The live datafile of one API instance. */
export type DatafileStore = {
  /** The live datafile, from memory when it is at most five seconds old. */
  live: () => Promise<Datafile>;
  /** The live datafile read from the database now (writes and rare misses). */
  fresh: () => Promise<Datafile>;
  /**
   * Stores `next` as revision `baseRevision + 1`; throws {@link RevisionConflict} when `baseRevision` is not
   * the latest (another change came first).
   */
  write: (baseRevision: number, next: Omit<Datafile, 'revision'>) => Promise<Datafile>;
  /**
   * Changes the live datafile with `change` and stores it as the next revision, trying again on top of a
   * change that came in between (a few times).
   */
  update: (change: (current: Datafile) => Omit<Datafile, 'revision'>) => Promise<Datafile>;
};

/** Options of {@link createDatafileStore}. */
export type DatafileStoreOptions = {
  /** Monotonic milliseconds (tests move it); default performance.now(). */
  clock?: () => number;
};

export function createDatafileStore(
  deps: Pick<Deps, 'db' | 'now'>,
  options: DatafileStoreOptions = {},
): DatafileStore {
  const { db } = deps;
  const clock = options.clock ?? (() => performance.now());
  let cachedValue: { datafile: Datafile; loadedAt: number } | undefined;
  let loading: Promise<Datafile> | undefined;
  // Bumped by every write here: a read that started before must not install what it read.
  let generation = 0;

  const read = async (): Promise<Datafile> => {
    const [row] = await db
      .select({ body: experimentDatafiles.body })
      .from(experimentDatafiles)
      .orderBy(desc(experimentDatafiles.revision))
      .limit(1);
    if (row) return datafileSchema.parse(row.body);
    const seed = defaultDatafile();
    // Several instances may seed at once: the first row wins, and everyone reads it back.
    await db
      .insert(experimentDatafiles)
      .values({ revision: seed.revision, body: seed, createdAt: deps.now(), createdBy: 'seed' })
      .onConflictDoNothing();
    return read();
  };

  const fresh = (): Promise<Datafile> => {
    const startedIn = generation;
    const promise = read().then((datafile) => {
      if (startedIn === generation) cachedValue = { datafile, loadedAt: clock() };
      return datafile;
    });
    loading = promise;
    const done = () => {
      if (loading === promise) loading = undefined;
    };
    promise.then(done, done);
    return promise;
  };

  const live = (): Promise<Datafile> => {
    // Unlike cached.ts, an old value is never answered while it reloads: the five seconds are a promise.
    if (cachedValue && clock() - cachedValue.loadedAt < DATAFILE_MAX_AGE_MS)
      return Promise.resolve(cachedValue.datafile);
    return loading ?? fresh();
  };

  const write = async (baseRevision: number, next: Omit<Datafile, 'revision'>): Promise<Datafile> => {
    const current = await fresh();
    if (current.revision !== baseRevision) throw new RevisionConflict(current.revision);
    const datafile = datafileSchema.parse({ ...next, revision: baseRevision + 1 });
    const stored = await db
      .insert(experimentDatafiles)
      .values({ revision: datafile.revision, body: datafile, createdAt: deps.now(), createdBy: 'service' })
      .onConflictDoNothing()
      .returning({ revision: experimentDatafiles.revision });
    generation++;
    cachedValue = undefined;
    if (stored.length === 0) throw new RevisionConflict((await fresh()).revision);
    cachedValue = { datafile, loadedAt: clock() };
    return datafile;
  };

  const update = async (change: (current: Datafile) => Omit<Datafile, 'revision'>): Promise<Datafile> => {
    for (let attempt = 1; ; attempt++) {
      const current = await fresh();
      try {
        return await write(current.revision, change(current));
      } catch (err) {
        if (!(err instanceof RevisionConflict) || attempt >= 5) throw err;
      }
    }
  };

  return { live, fresh, write, update };
}
