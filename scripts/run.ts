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

/**
 * Runs a command at a lower CPU priority (`nice -n 10`) with its output kept, not printed: for a stage
 * that runs beside others (its lines would mix with theirs). Resolves or rejects with the whole output.
 */
export function runBeside(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('nice', ['-n', '10', command, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...options.env },
      cwd: options.cwd,
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const output = Buffer.concat(chunks).toString('utf8');
      if (code === 0) resolve(output);
      else
        reject(
          Object.assign(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`), {
            output,
          }),
        );
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
  /** Ran beside other stages: shown with its own time, left out of the total (which is wall time). */
  beside?: boolean;
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
    /**
     * Starts a stage that runs beside the next ones; its time is recorded when it ends. Await the
     * promise (inside a `timed` stage, which then counts only the wait after the others) before `report`.
     */
    beside<T>(title: string, work: () => Promise<T>): Promise<T> {
      step(`${title} (starts now, runs beside the next stages)`);
      const started = performance.now();
      const record = (ok: boolean) =>
        stages.push({ title, seconds: (performance.now() - started) / 1000, ok, beside: true });
      return work().then(
        (value) => {
          record(true);
          return value;
        },
        (error: unknown) => {
          record(false);
          throw error;
        },
      );
    },
    report(heading: string): string {
      const total = stages.reduce((n, s) => n + (s.beside ? 0 : s.seconds), 0);
      const rows = stages.map(
        (s) =>
          `  ${formatDuration(s.seconds).padStart(9)}  ${s.ok ? '  ' : '✗ '}${s.beside ? '∥ ' : ''}${s.title}`,
      );
      return [
        '',
        `${heading} (load average ${loadAverage()}):`,
        ...rows,
        `  ${formatDuration(total).padStart(9)}  total`,
        ...(stages.some((s) => s.beside)
          ? ['  (∥ ran beside the stages around it; not added to the total)']
          : []),
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
