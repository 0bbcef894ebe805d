import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { formatDuration, runBeside, stageTimer } from './run.ts';

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

  it('reports a stage run beside the others with its own time, not added to the total', async () => {
    const timer = stageTimer();
    let finish: (value: string) => void = () => {};
    const beside = timer.beside('integration', () => new Promise<string>((resolve) => (finish = resolve)));
    await timer.timed('end-to-end', async () => finish('log'));
    expect(await timer.timed('waiting for integration', () => beside)).toBe('log');
    expect(Object.fromEntries(timer.stages.map((s) => [s.title, s.beside ?? false]))).toEqual({
      'end-to-end': false,
      integration: true,
      'waiting for integration': false,
    });
    const report = timer.report('Time by stage');
    expect(report).toMatch(/∥ integration/);
    expect(report).toContain('not added to the total');
    const failing = stageTimer();
    await expect(failing.beside('broken', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(failing.stages).toMatchObject([{ title: 'broken', ok: false, beside: true }]);
  });

  it('runs a command beside others at a lower priority, keeping its output', async () => {
    // `nice` prints the niceness: ten more than this process's (a suite may itself run niced), at most 19.
    const expected = Math.min(19, os.getPriority() + 10);
    const output = await runBeside('sh', ['-c', 'echo out; echo err >&2; nice']);
    // stdout and stderr are two pipes: their lines may arrive in either order.
    expect(output.trim().split('\n').sort()).toEqual([String(expected), 'err', 'out'].sort());
    await expect(runBeside('sh', ['-c', 'echo why; exit 3'])).rejects.toMatchObject({
      message: expect.stringContaining('exit 3'),
      output: 'why\n',
    });
  });

  it('formats seconds, and minutes from 90 s on', () => {
    expect(formatDuration(12.34)).toBe('12.3 s');
    expect(formatDuration(95)).toBe('1.6 min');
  });
});
