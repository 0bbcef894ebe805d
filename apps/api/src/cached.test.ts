// A value kept in memory: one load for many callers, a background reload after the time to live that
// never makes a request wait, and invalidate() that drops it even while a load is under way.
import { describe, expect, it } from 'vitest';
import { cached } from './cached.ts';

/** A load whose answers the test releases one by one. */
function controlledLoad() {
  const calls: { resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const load = () =>
    new Promise<string>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { load, calls };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('cached', () => {
  it('loads once for concurrent callers and answers from memory afterwards', async () => {
    const { load, calls } = controlledLoad();
    const c = cached(load, { ttlMs: 1000, clock: () => 0 });
    const a = c.get();
    const b = c.get();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve('v1');
    expect(await Promise.all([a, b])).toEqual(['v1', 'v1']);
    expect(await c.get()).toBe('v1');
    expect(calls).toHaveLength(1);
  });

  it('after the time to live answers the old value at once and reloads in the background', async () => {
    let now = 0;
    const { load, calls } = controlledLoad();
    const c = cached(load, { ttlMs: 1000, clock: () => now });
    const first = c.get();
    calls[0]!.resolve('v1');
    await first;
    now = 999;
    expect(await c.get()).toBe('v1');
    expect(calls).toHaveLength(1);
    now = 1000;
    expect(await c.get()).toBe('v1'); // not waiting for the reload
    expect(await c.get()).toBe('v1'); // one reload at a time
    expect(calls).toHaveLength(2);
    calls[1]!.resolve('v2');
    await tick();
    expect(await c.get()).toBe('v2');
    now = 1999;
    await c.get();
    expect(calls).toHaveLength(2); // the TTL counts from the reload
  });

  it('keeps the old value when a background reload fails, and tries again a TTL later', async () => {
    let now = 0;
    const errors: unknown[] = [];
    const { load, calls } = controlledLoad();
    const c = cached(load, { ttlMs: 1000, clock: () => now, onError: (e) => errors.push(e) });
    const first = c.get();
    calls[0]!.resolve('v1');
    await first;
    now = 1000;
    await c.get();
    calls[1]!.reject(new Error('database down'));
    await tick();
    expect(errors).toEqual([new Error('database down')]);
    expect(await c.get()).toBe('v1');
    expect(calls).toHaveLength(2);
    now = 2000;
    await c.get();
    expect(calls).toHaveLength(3);
  });

  it('passes a failed first load to its callers and loads again on the next call', async () => {
    const { load, calls } = controlledLoad();
    const c = cached(load, { ttlMs: 1000, clock: () => 0 });
    const first = c.get();
    calls[0]!.reject(new Error('database down'));
    await expect(first).rejects.toThrow('database down');
    const second = c.get();
    calls[1]!.resolve('v1');
    expect(await second).toBe('v1');
  });

  it('after invalidate() loads afresh, and never keeps what a load begun before it read', async () => {
    const { load, calls } = controlledLoad();
    const c = cached(load, { ttlMs: 60_000, clock: () => 0 });
    const before = c.get();
    c.invalidate();
    const after = c.get();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve('new');
    calls[0]!.resolve('old'); // the earlier load ends last
    expect(await before).toBe('old'); // its own caller still gets its answer
    expect(await after).toBe('new');
    expect(await c.get()).toBe('new');
    c.invalidate();
    const again = c.get();
    expect(calls).toHaveLength(3);
    calls[2]!.resolve('newer');
    expect(await again).toBe('newer');
  });
});
