// Small process helpers for the repo scripts: run a command with inherited output, fail loudly.
import { spawn } from 'node:child_process';
import os from 'node:os';

export function run(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      env: { ...process.env, ...options.env },
      cwd: options.cwd,
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

export function step(title: string): void {
  console.log(`\n▶ ${title}`);
}

export interface StageTiming {
  title: string;
  seconds: number;
  ok: boolean;
}

/**
 * Times the stages of a long command (issue 26: a slow stage is seen at once). `timed` runs one stage;
 * `report` prints every stage's time with the machine's load average beside it.
 */
export function stageTimer(initial: StageTiming[] = []) {
  const stages = [...initial];
  return {
    stages,
    async timed<T>(title: string, work: () => Promise<T>): Promise<T> {
      step(title);
      const started = performance.now();
      let ok = false;
      try {
        const value = await work();
        ok = true;
        return value;
      } finally {
        stages.push({ title, seconds: (performance.now() - started) / 1000, ok });
      }
    },
    report(heading: string): string {
      const total = stages.reduce((n, s) => n + s.seconds, 0);
      const rows = stages.map(
        (s) => `  ${formatDuration(s.seconds).padStart(9)}  ${s.ok ? '  ' : '✗ '}${s.title}`,
      );
      return [
        '',
        `${heading} (load average ${loadAverage()}):`,
        ...rows,
        `  ${formatDuration(total).padStart(9)}  total`,
      ].join('\n');
    },
  };
}

export function formatDuration(seconds: number): string {
  return seconds >= 90 ? `${(seconds / 60).toFixed(1)} min` : `${seconds.toFixed(1)} s`;
}

/** The 1, 5 and 15 minute load averages, printed beside every figure (a busy machine explains a slow one). */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}
