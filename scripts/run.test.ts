import { describe, expect, it } from 'vitest';
import { formatDuration, stageTimer } from './run.ts';

describe('stage timer', () => {
  it('records each stage, failed ones marked, and prints them with the total and the load', async () => {
    const timer = stageTimer([{ title: 'install (npm ci)', seconds: 60, ok: true }]);
    expect(await timer.timed('fast', async () => 42)).toBe(42);
    await expect(
      timer.timed('broken', async () => {
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(timer.stages.map((s) => [s.title, s.ok])).toEqual([
      ['install (npm ci)', true],
      ['fast', true],
      ['broken', false],
    ]);
    const report = timer.report('Time by stage');
    expect(report).toMatch(/Time by stage \(load average [\d.]+ [\d.]+ [\d.]+\):/);
    expect(report).toContain('✗ broken');
    expect(report).toMatch(/60\.0 s\s+install \(npm ci\)/);
    expect(report).toMatch(/total$/);
  });

  it('formats seconds, and minutes from 90 s on', () => {
    expect(formatDuration(12.34)).toBe('12.3 s');
    expect(formatDuration(95)).toBe('1.6 min');
  });
});
