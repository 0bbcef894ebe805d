import { describe, expect, it } from 'vitest';
import { formatTimings, summarise } from './e2e-timing-reporter.ts';

const t = (
  file: string,
  title: string,
  ms: number,
  outcome: 'expected' | 'flaky' | 'unexpected' = 'expected',
) => ({
  file,
  title,
  ms,
  totalMs: outcome === 'flaky' ? ms * 2 : ms,
  attempts: outcome === 'flaky' ? 2 : 1,
  outcome,
});

describe('e2e timing report', () => {
  const tests = [
    t('a.spec.ts', 'one', 1000),
    t('a.spec.ts', 'two', 3000),
    t('b.spec.ts', 'three', 5000, 'flaky'),
    t('c.spec.ts', 'four', 200, 'unexpected'),
  ];

  it('sums each file over every attempt, slowest file first', () => {
    const s = summarise(tests, 9000, 2);
    expect(s.files).toEqual([
      { file: 'b.spec.ts', ms: 10_000, tests: 1 },
      { file: 'a.spec.ts', ms: 4000, tests: 2 },
      { file: 'c.spec.ts', ms: 200, tests: 1 },
    ]);
  });

  it('lists the slowest tests by their final attempt, at most `top` of them', () => {
    expect(summarise(tests, 9000, 2, 2).slowest.map((x) => x.title)).toEqual(['three', 'two']);
  });

  it('names every test that needed a retry as flaky, and the failed ones', () => {
    const s = summarise(tests, 9000, 2);
    expect(s.flaky.map((x) => x.title)).toEqual(['three']);
    expect(s.failed.map((x) => x.title)).toEqual(['four']);
    expect(formatTimings(s)).toContain('FLAKY: 1 test(s) passed only on a retry');
    expect(formatTimings(summarise(tests.slice(0, 2), 1, 2))).toContain('No test needed a retry.');
  });
});
