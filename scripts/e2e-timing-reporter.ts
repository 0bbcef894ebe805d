// Playwright reporter that says where end-to-end time goes (issue 26): each spec file's summed test time,
// the slowest tests, and every test that needed a retry (flaky: to be fixed, not ignored).
// It prints after the run and writes the same figures to {outputDir}/e2e-timings.json for CI.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type {
  FullConfig,
  FullResult,
  Reporter,
  Suite,
  TestCase,
  TestResult,
} from '@playwright/test/reporter';

interface TestTiming {
  title: string;
  file: string;
  /** Time of the final attempt, in ms. */
  ms: number;
  /** Time of every attempt together, in ms. */
  totalMs: number;
  attempts: number;
  outcome: ReturnType<TestCase['outcome']>;
}

export interface E2eTimings {
  wallMs: number;
  workers: number;
  files: Array<{ file: string; ms: number; tests: number }>;
  slowest: TestTiming[];
  flaky: TestTiming[];
  failed: TestTiming[];
}

/** Groups finished tests into the report (pure: unit-tested). */
export function summarise(tests: TestTiming[], wallMs: number, workers: number, top = 20): E2eTimings {
  const byFile = new Map<string, { ms: number; tests: number }>();
  for (const t of tests) {
    const f = byFile.get(t.file) ?? { ms: 0, tests: 0 };
    f.ms += t.totalMs;
    f.tests += 1;
    byFile.set(t.file, f);
  }
  return {
    wallMs,
    workers,
    files: [...byFile].map(([file, f]) => ({ file, ...f })).sort((a, b) => b.ms - a.ms),
    slowest: [...tests].sort((a, b) => b.ms - a.ms).slice(0, top),
    flaky: tests.filter((t) => t.outcome === 'flaky'),
    failed: tests.filter((t) => t.outcome === 'unexpected'),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function formatTimings(t: E2eTimings): string {
  const lines = [
    '',
    `End-to-end time by spec file (summed over ${t.workers} workers; wall ${seconds(t.wallMs)}):`,
    ...t.files.map((f) => `  ${seconds(f.ms).padStart(9)}  ${String(f.tests).padStart(3)} tests  ${f.file}`),
    '',
    `Slowest ${t.slowest.length} tests:`,
    ...t.slowest.map((s) => `  ${seconds(s.ms).padStart(9)}  ${s.file} › ${s.title}`),
  ];
  if (t.flaky.length > 0) {
    lines.push(
      '',
      `FLAKY: ${t.flaky.length} test(s) passed only on a retry. Fix them; a retry hides a real problem:`,
      ...t.flaky.map((s) => `  ${s.file} › ${s.title} (${s.attempts} attempts, ${seconds(s.totalMs)})`),
    );
  } else {
    lines.push('', 'No test needed a retry.');
  }
  return lines.join('\n');
}

export default class TimingReporter implements Reporter {
  private config!: FullConfig;
  private rootDir = process.cwd();
  private readonly tests = new Map<TestCase, TestResult[]>();
  private started = 0;

  onBegin(config: FullConfig, _suite: Suite): void {
    this.config = config;
    this.rootDir = config.rootDir;
    this.started = performance.now();
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const results = this.tests.get(test) ?? [];
    results.push(result);
    this.tests.set(test, results);
  }

  onEnd(_result: FullResult): void {
    const timings: TestTiming[] = [...this.tests].map(([test, results]) => ({
      title: test.titlePath().slice(3).join(' › '),
      file: path.relative(this.rootDir, test.location.file),
      ms: results.at(-1)?.duration ?? 0,
      totalMs: results.reduce((n, r) => n + r.duration, 0),
      attempts: results.length,
      outcome: test.outcome(),
    }));
    const summary = summarise(timings, performance.now() - this.started, this.config.workers);
    console.log(formatTimings(summary));
    const out = this.config.projects[0]?.outputDir ?? 'test-results';
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, 'e2e-timings.json'), `${JSON.stringify(summary, null, 2)}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
