// The bounded LRU behind the help-search cache: never more than its bound, and it drops the entry used
// longest ago.
import { describe, expect, it } from 'vitest';
import { Lru } from './lru.ts';

describe('Lru', () => {
  it('holds at most its bound, dropping the least recently used entry', () => {
    const lru = new Lru<string, number>(3);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.set('c', 3);
    expect(lru.get('a')).toBe(1); // a is now the most recent; b the oldest
    lru.set('d', 4);
    expect(lru.size).toBe(3);
    expect(lru.get('b')).toBeUndefined();
    expect([lru.get('a'), lru.get('c'), lru.get('d')]).toEqual([1, 3, 4]);
  });

  it('stays at its bound whatever number of distinct keys arrives', () => {
    const lru = new Lru<number, number>(100);
    for (let i = 0; i < 10_000; i++) lru.set(i, i);
    expect(lru.size).toBe(100);
    expect(lru.get(9_900)).toBe(9_900);
    expect(lru.get(9_899)).toBeUndefined();
  });

  it('replaces the value of a key already held without growing', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.set('a', 3);
    lru.set('c', 4); // b, not a, was used longest ago
    expect(lru.get('a')).toBe(3);
    expect(lru.get('b')).toBeUndefined();
  });

  it('forgets everything on clear, and refuses a bound below 1', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.clear();
    expect(lru.size).toBe(0);
    expect(lru.get('a')).toBeUndefined();
    expect(() => new Lru(0)).toThrow(/at least 1/);
  });
});
