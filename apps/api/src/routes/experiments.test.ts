// Experiments and feature flags over real HTTP (issue 25): the public datafile with its ETag, the events
// the site sends (validated against the datafile, counted once per visitor), the back office's changes
// with the service token (revision conflicts, the kill switch, stopping an experiment) and the results.
import { randomUUID } from 'node:crypto';
import { type Datafile, defaultDatafile } from '@rental/experiments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depsOf } from '../app.ts';
import { experimentDatafiles } from '../db/schema.ts';
import { createDatafileStore, DATAFILE_MAX_AGE_MS } from '../experiments/datafiles.ts';
import { expectErrorShape, startTestApi, type TestApi } from '../test-support.ts';

const SERVICE_TOKEN = 'service-token-for-the-experiments-tests-0123';
const service = { authorization: `Bearer ${SERVICE_TOKEN}` };

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ config: { serviceToken: SERVICE_TOKEN } });
});
afterAll(async () => api?.close());

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const exposure = (experiment: string, variation: string, at = ago(0)) => ({
  kind: 'exposure' as const,
  experiment,
  variation,
  path: '/',
  at,
});
const conversion = (goal: string, at = ago(0)) => ({ kind: 'conversion' as const, goal, path: '/', at });
const send = (visitorId: string, events: unknown[], headers: Record<string, string> = {}) =>
  api.call('/v1/experiments/events', { method: 'POST', body: { visitorId, events }, headers });
const datafile = async (): Promise<Datafile> => (await api.call('/v1/experiments/datafile')).body;
const putDatafile = (body: unknown, headers: Record<string, string> = service) =>
  api.call('/v1/service/datafile', { method: 'PUT', body, headers });
const results = (key: string) => api.call(`/v1/service/experiments/${key}/results`, { headers: service });

describe('GET /v1/experiments/datafile', () => {
  it('answers the default datafile to anyone, with its revision as the ETag and no-cache', async () => {
    const res = await api.call('/v1/experiments/datafile');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(defaultDatafile());
    expect(res.headers.get('etag')).toBe('"r1"');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('answers 304 without a body while the revision is unchanged, 200 for another tag', async () => {
    for (const tag of ['"r1"', 'W/"r1"', '"r0", "r1"', '*']) {
      const res = await api.call('/v1/experiments/datafile', { headers: { 'if-none-match': tag } });
      expect(res.status, tag).toBe(304);
      expect(res.body, tag).toBeUndefined();
      expect(res.headers.get('etag')).toBe('"r1"');
    }
    const other = await api.call('/v1/experiments/datafile', { headers: { 'if-none-match': '"r10"' } });
    expect(other.status).toBe(200);
    expect(other.body.revision).toBe(1);
  });
  it('keeps its tag for a signed-in visitor, whose answers are never stored by a cache', async () => {
    const signedUp = await api.call('/v2/users', {
      method: 'POST',
      body: {
        firstName: 'Ex',
        lastName: 'Periment',
        email: `exp.${Date.now()}@example.com`,
        password: 'quiet harbour 9',
      },
    });
    const cookie = signedUp.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(cookie).toMatch(/^sid=/);
    const res = await api.call('/v1/experiments/datafile', { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const etag = res.headers.get('etag') ?? '';
    const again = await api.call('/v1/experiments/datafile', { headers: { cookie, 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });
});

describe('POST /v1/experiments/events', () => {
  it('stores a visitor’s first exposure and conversion; a reload adds nothing', async () => {
    const visitor = randomUUID();
    const events = [exposure('search-button', 'find-my-car'), conversion('checkout')];
    const first = await send(visitor, events);
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ accepted: 2 });
    const again = await send(visitor, [...events, exposure('search-button', 'control')]);
    expect(again.status).toBe(202);
    expect(again.body).toEqual({ accepted: 0 });
    // Twice in one batch counts once.
    const twice = await send(randomUUID(), [conversion('checkout'), conversion('checkout')]);
    expect(twice.body).toEqual({ accepted: 1 });
  });

  it('refuses names the datafile does not know, naming the event field', async () => {
    const visitor = randomUUID();
    const cases = [
      [exposure('no-such-test', 'control'), 'unknown_experiment', 'events.1.experiment', 'no-such-test'],
      [exposure('search-button', 'blue'), 'unknown_variation', 'events.1.variation', 'blue'],
      [conversion('newsletter'), 'unknown_goal', 'events.1.goal', 'newsletter'],
      [conversion('checkout', ago(25 * 3_600_000)), 'event_time_out_of_range', 'events.1.at', '24'],
      [conversion('checkout', ago(-5 * 60_000)), 'event_time_out_of_range', 'events.1.at', '24'],
    ] as const;
    for (const [event, code, field, named] of cases) {
      const res = await send(visitor, [exposure('search-button', 'control'), event]);
      expect(res.status, code).toBe(400);
      const error = expectErrorShape(res.body);
      expect(error.code).toBe(code);
      expect(Object.keys(error.fields ?? {})).toEqual([field]);
      expect(error.message).toContain(named);
    }
    // Nothing of a refused batch was stored.
    expect((await send(visitor, [exposure('search-button', 'control')])).body).toEqual({ accepted: 1 });
  });

  it('says the refusal in the request’s language', async () => {
    const res = await send(randomUUID(), [exposure('search-button', 'blue')], { 'accept-language': 'de' });
    expect(res.body.error).toMatchObject({
      code: 'unknown_variation',
      message: 'Das Experiment search-button hat keine Variante blue.',
    });
  });

  it('accepts a clock a little ahead and an event from earlier today', async () => {
    const res = await send(randomUUID(), [
      conversion('checkout', ago(-30_000)),
      exposure('search-button', 'control', ago(23 * 3_600_000)),
    ]);
    expect(res.body).toEqual({ accepted: 2 });
  });

  it('validates the envelope: a uuid visitor, 1 to 20 events of a known kind, a site path, 16 KB', async () => {
    const invalid: [unknown, string][] = [
      [{ visitorId: 'not-a-uuid', events: [conversion('checkout')] }, 'visitorId'],
      [{ visitorId: randomUUID(), events: [] }, 'events'],
      [
        { visitorId: randomUUID(), events: Array.from({ length: 21 }, () => conversion('checkout')) },
        'events',
      ],
      [{ visitorId: randomUUID(), events: [{ ...conversion('checkout'), kind: 'click' }] }, 'events.0.kind'],
      [
        { visitorId: randomUUID(), events: [{ ...conversion('checkout'), path: 'https://evil.example/' }] },
        'events.0.path',
      ],
      [{ visitorId: randomUUID(), events: [{ ...conversion('checkout'), at: 'yesterday' }] }, 'events.0.at'],
    ];
    for (const [body, field] of invalid) {
      const res = await api.call('/v1/experiments/events', { method: 'POST', body });
      expect(res.status, field).toBe(400);
      expect(expectErrorShape(res.body).code, field).toBe('validation_failed');
      expect(Object.keys(res.body.error.fields), field).toContain(field);
    }
    const big = await send(randomUUID(), [{ ...conversion('checkout'), path: `/${'a'.repeat(17_000)}` }]);
    expect(big.status).toBe(413);
    expect(expectErrorShape(big.body).code).toBe('body_too_large');
  });

  it('is throttled per visitor', async () => {
    const limited = await startTestApi({
      throttle: {
        experimentEvents: {
          address: { limit: 1000, windowSeconds: 60, blockSeconds: 1, maxBlockSeconds: 1 },
          subject: { limit: 2, windowSeconds: 60, blockSeconds: 60, maxBlockSeconds: 60 },
        },
      },
    });
    try {
      const visitor = randomUUID();
      const post = (id: string) =>
        limited.call('/v1/experiments/events', {
          method: 'POST',
          body: { visitorId: id, events: [conversion('checkout')] },
        });
      expect((await post(visitor)).status).toBe(202);
      expect((await post(visitor)).status).toBe(202);
      const third = await post(visitor);
      expect(third.status).toBe(429);
      expect(expectErrorShape(third.body).code).toBe('rate_limited');
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await post(randomUUID())).status).toBe(202);
    } finally {
      await limited.close();
    }
  });
});

describe('service routes', () => {
  it('refuse callers without the service token before looking at the body', async () => {
    const calls: [string, string, unknown][] = [
      ['PUT', '/v1/service/datafile', { nonsense: true }],
      ['PATCH', '/v1/service/flags/booking-offer-filters', { enabled: false }],
      ['PATCH', '/v1/service/experiments/search-button', { status: 'stopped' }],
      ['GET', '/v1/service/experiments/search-button/results', undefined],
    ];
    for (const [method, path, body] of calls)
      for (const headers of [{}, { authorization: 'Bearer wrong-token' }] as Record<string, string>[]) {
        const res = await api.call(path, { method, body, headers });
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(expectErrorShape(res.body).code).toBe('service_unauthorized');
      }
    expect((await datafile()).revision).toBe(1);
  });

  it('PUT stores the next revision, which the datafile answers at once; a stale base is a 409', async () => {
    const current = await datafile();
    const next = {
      baseRevision: current.revision,
      experiments: current.experiments,
      flags: [
        ...current.flags,
        {
          key: 'new-feature',
          description: 'A feature for half of Germany',
          enabled: true,
          rules: [{ audience: { countries: ['DE'] }, percentage: 50 }],
        },
      ],
    };
    const stored = await putDatafile(next);
    expect(stored.status).toBe(200);
    expect(stored.body.revision).toBe(current.revision + 1);
    expect(stored.body.flags.at(-1)).toMatchObject({ key: 'new-feature', enabled: true });
    const live = await api.call('/v1/experiments/datafile', {
      headers: { 'if-none-match': `"r${current.revision}"` },
    });
    expect(live.status).toBe(200);
    expect(live.headers.get('etag')).toBe(`"r${current.revision + 1}"`);
    expect(live.body).toEqual(stored.body);

    const stale = await putDatafile(next);
    expect(stale.status).toBe(409);
    expect(expectErrorShape(stale.body).code).toBe('revision_conflict');
    expect(stale.body.error.details).toEqual({ latestRevision: current.revision + 1 });
    expect(stale.body.error.message).toContain(`revision ${current.revision + 1}`);
  });

  it('PUT refuses an invalid datafile with the field and a message in the request’s language', async () => {
    const current = await datafile();
    const [first, ...rest] = current.experiments as [
      Datafile['experiments'][number],
      ...Datafile['experiments'],
    ];
    const withExperiment = (changes: object) => ({
      baseRevision: current.revision,
      experiments: [{ ...first, ...changes }, ...rest],
      flags: current.flags,
    });
    const cases: [object, string, string, string][] = [
      [
        withExperiment({ weights: [0.5, 0.4] }),
        'experiments.0.weights',
        'en',
        'The weights must add up to 1 (they add up to 0.9).',
      ],
      [
        withExperiment({ weights: [0.5, 0.4] }),
        'experiments.0.weights',
        'de',
        'Die Gewichte müssen zusammen 1 ergeben (sie ergeben 0,9).',
      ],
      [withExperiment({ weights: [1] }), 'experiments.0.weights', 'en', 'Choose at least 2.'],
      [
        withExperiment({ weights: [0.2, 0.3, 0.5] }),
        'experiments.0.weights',
        'en',
        'Expected 2 weights, one per variation',
      ],
      [
        withExperiment({ key: 'Search Button' }),
        'experiments.0.key',
        'fr',
        "Une clé de lettres minuscules, de chiffres et de traits d'union est attendue.",
      ],
      [
        withExperiment({ activation: { paths: ['home'], mobilePaths: ['/'] } }),
        'experiments.0.activation.paths.0',
        'en',
        "Expected a site path starting with '/'",
      ],
      [withExperiment({ owner: 'me' }), 'experiments.0', 'en', 'These fields are not allowed here: "owner".'],
      [withExperiment({ coverage: 2 }), 'experiments.0.coverage', 'en', 'Must be at most 1.'],
      [
        withExperiment({ key: current.flags[0]?.key }),
        'body',
        'en',
        `The key '${current.flags[0]?.key}' is used more than once among experiments and flags.`,
      ],
    ];
    for (const [body, field, lang, message] of cases) {
      const res = await putDatafile(body, { ...service, 'accept-language': lang });
      expect(res.status, message).toBe(400);
      expect(expectErrorShape(res.body).code, message).toBe('validation_failed');
      expect(res.body.error.fields, message).toEqual({ [field]: message });
    }
    expect((await datafile()).revision).toBe(current.revision);
  });

  it('the kill switch turns a flag off and on in a new revision; an unknown flag is a 404', async () => {
    const before = await datafile();
    const off = await api.call('/v1/service/flags/booking-offer-filters', {
      method: 'PATCH',
      body: { enabled: false },
      headers: service,
    });
    expect(off.status).toBe(200);
    expect(off.body.revision).toBe(before.revision + 1);
    expect(off.body.flags.find((f: { key: string }) => f.key === 'booking-offer-filters').enabled).toBe(
      false,
    );
    expect(await datafile()).toEqual(off.body);
    const on = await api.call('/v1/service/flags/booking-offer-filters', {
      method: 'PATCH',
      body: { enabled: true },
      headers: service,
    });
    expect(on.body.revision).toBe(before.revision + 2);
    expect(on.body.flags).toEqual(before.flags);

    const unknown = await api.call('/v1/service/flags/no-such-flag', {
      method: 'PATCH',
      body: { enabled: false },
      headers: service,
    });
    expect(unknown.status).toBe(404);
    expect(expectErrorShape(unknown.body).code).toBe('flag_not_found');
    const invalid = await api.call('/v1/service/flags/booking-offer-filters', {
      method: 'PATCH',
      body: { enabled: 'no' },
      headers: service,
    });
    expect(invalid.status).toBe(400);
    expect((await datafile()).revision).toBe(before.revision + 2);
  });

  it('a stopped experiment records no exposures; restarted, it does again; unknown ones are 404s', async () => {
    const stop = await api.call('/v1/service/experiments/search-button', {
      method: 'PATCH',
      body: { status: 'stopped' },
      headers: service,
    });
    expect(stop.status).toBe(200);
    expect(stop.body.experiments.find((e: { key: string }) => e.key === 'search-button').status).toBe(
      'stopped',
    );
    const visitor = randomUUID();
    expect((await send(visitor, [exposure('search-button', 'control')])).body).toEqual({ accepted: 0 });
    const start = await api.call('/v1/service/experiments/search-button', {
      method: 'PATCH',
      body: { status: 'running' },
      headers: service,
    });
    expect(start.body.experiments.find((e: { key: string }) => e.key === 'search-button').status).toBe(
      'running',
    );
    expect((await send(visitor, [exposure('search-button', 'control')])).body).toEqual({ accepted: 1 });

    const unknown = await api.call('/v1/service/experiments/no-such-test', {
      method: 'PATCH',
      body: { status: 'stopped' },
      headers: service,
    });
    expect(unknown.status).toBe(404);
    expect(expectErrorShape(unknown.body).code).toBe('experiment_not_found');
    const noResults = await results('no-such-test');
    expect(noResults.status).toBe(404);
    expect(expectErrorShape(noResults.body).code).toBe('experiment_not_found');
  });
});

describe('results', () => {
  it('count distinct exposed visitors and the conversions after each visitor’s exposure', async () => {
    // A fresh API: only this test's events.
    const own = await startTestApi({ config: { serviceToken: SERVICE_TOKEN } });
    try {
      const post = (visitorId: string, events: unknown[]) =>
        own.call('/v1/experiments/events', { method: 'POST', body: { visitorId, events } });
      const [a, b, c, d, e] = Array.from({ length: 5 }, () => randomUUID()) as [
        string,
        string,
        string,
        string,
        string,
      ];
      // a: find-my-car, then checkout. b: find-my-car, no checkout. c: control, checkout.
      // d: checked out before being exposed to control (does not count). e: checkout, never exposed.
      await post(a, [
        exposure('search-button', 'find-my-car', ago(60_000)),
        conversion('checkout', ago(30_000)),
      ]);
      await post(a, [exposure('search-button', 'find-my-car'), conversion('checkout')]);
      await post(b, [exposure('search-button', 'find-my-car', ago(60_000))]);
      await post(c, [exposure('search-button', 'control', ago(60_000)), conversion('checkout', ago(60_000))]);
      await post(d, [
        conversion('checkout', ago(120_000)),
        exposure('search-button', 'control', ago(60_000)),
      ]);
      await post(e, [conversion('checkout')]);
      const res = await own.call('/v1/service/experiments/search-button/results', { headers: service });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        experiment: 'search-button',
        name: 'Booking engine: search button text',
        status: 'running',
        variations: [
          {
            key: 'control',
            name: 'Today’s text',
            visitors: 2,
            conversions: { checkout: 1 },
            conversionRates: { checkout: 0.5 },
          },
          {
            key: 'find-my-car',
            name: 'Says what the visitor gets',
            visitors: 2,
            conversions: { checkout: 1 },
            conversionRates: { checkout: 0.5 },
          },
        ],
      });
      // The baseline experiment shares the goal but exposed nobody: no conversions, rate 0.
      const baseline = await own.call('/v1/service/experiments/demo-baseline-experiment-0000/results', {
        headers: service,
      });
      expect(
        baseline.body.variations.map(
          (v: { visitors: number; conversions: object; conversionRates: object }) => [
            v.visitors,
            v.conversions,
            v.conversionRates,
          ],
        ),
      ).toEqual([
        [0, { checkout: 0 }, { checkout: 0 }],
        [0, { checkout: 0 }, { checkout: 0 }],
      ]);
    } finally {
      await own.close();
    }
  });
});

describe('the datafile cache of each instance', () => {
  it('answers another instance’s change within five seconds, its own at once', async () => {
    let ms = 0;
    const deps = depsOf(api.app);
    const here = createDatafileStore(deps, { clock: () => ms });
    const there = createDatafileStore(deps, { clock: () => ms });
    const before = await there.live();
    expect((await here.live()).revision).toBe(before.revision);
    const changed = await here.update((d) => ({
      ...d,
      flags: d.flags.map((f) => ({ ...f, enabled: !f.enabled })),
    }));
    expect(changed.revision).toBe(before.revision + 1);
    expect((await here.live()).revision).toBe(changed.revision);
    ms = DATAFILE_MAX_AGE_MS - 1;
    expect((await there.live()).revision).toBe(before.revision);
    ms = DATAFILE_MAX_AGE_MS;
    expect(await there.live()).toEqual(changed);
    // Put it back for the other tests.
    await here.update((d) => ({ ...d, flags: before.flags }));
  });

  it('an experiment added on another instance is accepted here before this instance has read it', async () => {
    const deps = depsOf(api.app);
    // This instance's datafile is in memory now.
    await datafile();
    const elsewhere = createDatafileStore(deps);
    const before = await elsewhere.fresh();
    const [first] = before.experiments;
    if (!first) throw new Error('no experiment');
    await elsewhere.update((d) => ({
      ...d,
      experiments: [...d.experiments, { ...first, key: 'fresh-test', goals: ['signup'] }],
    }));
    const res = await send(randomUUID(), [exposure('fresh-test', 'control'), conversion('signup')]);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ accepted: 2 });
    await elsewhere.update((d) => ({ ...d, experiments: before.experiments }));
  });

  it('instances reading an empty table at once store the default datafile once', async () => {
    const empty = await startTestApi();
    try {
      const deps = depsOf(empty.app);
      const stores = [createDatafileStore(deps), createDatafileStore(deps), createDatafileStore(deps)];
      const read = await Promise.all(stores.map((s) => s.live()));
      expect(read).toEqual([defaultDatafile(), defaultDatafile(), defaultDatafile()]);
      const rows = await deps.db.select().from(experimentDatafiles);
      expect(rows.map((r) => [r.revision, r.createdBy])).toEqual([[1, 'seed']]);
    } finally {
      await empty.close();
    }
  });

  it('two writes on the same revision: one wins, the other is a conflict', async () => {
    const deps = depsOf(api.app);
    const one = createDatafileStore(deps);
    const two = createDatafileStore(deps);
    const base = await one.fresh();
    const outcomes = await Promise.allSettled([
      one.write(base.revision, { experiments: base.experiments, flags: base.flags }),
      two.write(base.revision, { experiments: base.experiments, flags: base.flags }),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    // (This API's own cache has not seen these writes yet: read the table.)
    expect((await one.fresh()).revision).toBe(base.revision + 1);
  });
});
