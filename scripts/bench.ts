// `npm run bench`: the build's time per page beside a bare Astro site built in the same run (the
// yardstick), how build time grows from one site to all of them, the JavaScript each page type and each
// micro-frontend ships, then every workspace's own bench. Figures are printed with the machine's load
// average and checked against the targets of issue 16; never asserted in unit tests.
//   npm run bench                         3 runs, medians (about 10 minutes on an idle 2-core machine)
//   npm run bench -- --runs 1 --steps 1   a quick look
//   npm run bench -- --only build|weight|workspaces
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sites } from '@rental/markets';
import { budgetLines, budgetProblems, readBudgets } from './budgets.ts';
import type { BuildTimings } from './build.ts';
import { writeFleetSnapshot } from './fleet.ts';
import {
  type AppWeight,
  BuiltFiles,
  buildMounts,
  htmlPages,
  kb,
  measureApp,
  measurePage,
} from './page-weight.ts';
import { run, step } from './run.ts';
import { writeStationsSnapshot } from './stations.ts';
import { repoRoot, siteDist, webappDists, workspaces } from './workspaces.ts';

/** Targets of issue 16, per page against the yardstick built in the same run. */
const targets = { wholeBuild: 2, astroPart: 1.5 } as const;
/** A step whose cost per added page exceeds the median step's by this factor is super-linear. */
const superLinearFactor = 1.5;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    steps: { type: 'string', default: '1,5,13,26' },
    only: { type: 'string' },
  },
});
const runs = Number(values.runs);
const steps = values.steps
  .split(',')
  .map(Number)
  .filter((n) => n > 0 && n < sites.length);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs ${values.runs}: give a whole number ≥ 1`);
const sections = values.only ? new Set(values.only.split(',')) : new Set(['build', 'weight', 'workspaces']);

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const median = (xs: readonly number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const countPages = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter(
    (e) => e.isFile() && e.name === 'index.html',
  ).length;
const logDir = mkdtempSync(path.join(tmpdir(), 'rental-bench-'));

/** Runs a command with its output in a log file; returns the wall seconds, naming the log on failure. */
async function timed(
  label: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
) {
  const log = path.join(logDir, `${label.replace(/\W+/g, '-')}.log`);
  const out = createWriteStream(log);
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? repoRoot,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(out);
    child.stderr.pipe(out);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${label} failed (exit ${code}); its output: ${log}`)),
    );
  });
  return (performance.now() - started) / 1000;
}

// ---------------------------------------------------------------------------------------------------
// The yardstick: a bare 1,000-page Astro 7 + React site kept outside the project (../shared/baselines).

/** Where the yardstick is: $ASTRO_YARDSTICK, ../shared/baselines/astro-synthetic beside the repo or beside its main worktree. */
function findYardstick(): { dir?: string; reason?: string } {
  const candidates = [
    process.env.ASTRO_YARDSTICK,
    path.resolve(repoRoot, '../shared/baselines/astro-synthetic'),
  ];
  try {
    // A git worktree (…/wt/name) has the main checkout's folder as the parent of its common git dir.
    const common = execFileSync('git', ['rev-parse', '--path-format=absolute', '--git-common-dir'], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    candidates.push(path.resolve(path.dirname(common), '../shared/baselines/astro-synthetic'));
  } catch {
    // Not a git checkout: the other candidates remain.
  }
  const dir = candidates.find((c) => c !== undefined && existsSync(path.join(c, 'astro.config.mjs')));
  if (!dir) {
    return {
      reason: `not found (looked in ${candidates.filter(Boolean).join(', ')}; set ASTRO_YARDSTICK=dir to point at it)`,
    };
  }
  if (!existsSync(path.join(dir, 'node_modules/astro'))) {
    return {
      reason: `${dir} has no dependencies installed: run \`npm install --no-audit --no-fund\` there (its README)`,
    };
  }
  return { dir };
}

/** Builds the yardstick from its folder into a fresh temporary folder (its own output is left alone). */
async function buildYardstick(dir: string, label: string): Promise<{ seconds: number; pages: number }> {
  const out = mkdtempSync(path.join(tmpdir(), 'astro-yardstick-'));
  try {
    const seconds = await timed(label, 'npm', ['run', 'build', '--', '--outDir', out], { cwd: dir });
    return { seconds, pages: countPages(out) };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------------
// The product's builds.

interface Measured {
  seconds: number;
  pages: number;
  timings?: BuildTimings;
}

async function buildProduct(label: string, siteIds?: readonly string[]): Promise<Measured> {
  const timingsFile = path.join(logDir, `${label}.json`);
  const args = ['run', 'build', '--', '--timings', timingsFile];
  if (siteIds) args.push('--site', siteIds.join(','));
  const seconds = await timed(label, 'npm', args);
  const timings = JSON.parse(readFileSync(timingsFile, 'utf8')) as BuildTimings;
  return { seconds, pages: countPages(siteDist), timings };
}

async function buildAstroAlone(label: string): Promise<Measured> {
  // As `npm run build` runs it: the previous output already out of the way (there: moved aside at
  // once), the service worker written after Astro, beside the precompression.
  rmSync(siteDist, { recursive: true, force: true });
  // The station finder's data is written before Astro runs, as in `npm run build` (ADR 010).
  await writeStationsSnapshot();
  await writeFleetSnapshot();
  const seconds = await timed(label, 'npm', ['run', 'build', '-w', '@rental/site'], {
    env: { RENTAL_NO_SW: '1' },
  });
  return { seconds, pages: countPages(siteDist) };
}

const msPerPage = (m: { seconds: number; pages: number }) => (1000 * m.seconds) / m.pages;
const fmt = (n: number, digits = 1) => n.toFixed(digits);

async function benchBuild(): Promise<boolean> {
  const yardstick = findYardstick();
  step(`build time, ${runs} run${runs === 1 ? '' : 's'} (medians), load average now ${load()}`);
  if (!yardstick.dir) {
    console.log(`  yardstick (bare Astro site): ${yardstick.reason}`);
    console.log('  → the comparison with a bare Astro build is skipped; the product figures follow.');
  }
  const stepSites = steps.map((n) => sites.slice(0, n).map((s) => s.id));
  const results = {
    yardstick: [] as Measured[],
    whole: [] as Measured[],
    astro: [] as Measured[],
    steps: stepSites.map(() => [] as Measured[]),
  };
  for (let r = 1; r <= runs; r++) {
    console.log(`  run ${r}: load average ${load()}`);
    for (const [i, ids] of stepSites.entries()) {
      const m = await buildProduct(`run${r}-sites${ids.length}`, ids);
      results.steps[i]!.push(m);
      console.log(
        `    ${String(ids.length).padStart(2)} sites: ${fmt(m.seconds)} s, ${m.pages} pages (load ${load()})`,
      );
    }
    const astro = await buildAstroAlone(`run${r}-astro`);
    results.astro.push(astro);
    console.log(`    Astro part alone: ${fmt(astro.seconds)} s, ${astro.pages} pages (load ${load()})`);
    if (yardstick.dir) {
      const y = await buildYardstick(yardstick.dir, `run${r}-yardstick`);
      results.yardstick.push({ ...y });
      console.log(`    yardstick: ${fmt(y.seconds)} s, ${y.pages} pages (load ${load()})`);
    }
    const whole = await buildProduct(`run${r}-whole`);
    results.whole.push(whole);
    const t = whole.timings!;
    console.log(
      `    whole build: ${fmt(whole.seconds)} s, ${whole.pages} pages: micro-frontends ${fmt(t.apps)} s, Astro ${fmt(t.astro)} s, precompression ${fmt(t.compress)} s (load ${load()})`,
    );
  }

  const med = (ms: Measured[]) => ({
    seconds: median(ms.map((m) => m.seconds)),
    pages: median(ms.map((m) => m.pages)),
  });
  const whole = med(results.whole);
  const astro = med(results.astro);
  let ok = true;
  console.log(
    `\n  ${'build'.padEnd(34)} ${'seconds'.padStart(8)} ${'pages'.padStart(6)} ${'ms/page'.padStart(8)}  per page vs yardstick`,
  );
  const row = (label: string, m: { seconds: number; pages: number }, ratio?: string) =>
    console.log(
      `  ${label.padEnd(34)} ${fmt(m.seconds).padStart(8)} ${String(m.pages).padStart(6)} ${fmt(msPerPage(m), 2).padStart(8)}  ${ratio ?? ''}`,
    );
  if (results.yardstick.length > 0) {
    const y = med(results.yardstick);
    row('bare Astro site (yardstick)', y, '1.00');
    for (const [label, m, target] of [
      ['whole build (npm run build)', whole, targets.wholeBuild],
      ['Astro part alone', astro, targets.astroPart],
    ] as const) {
      const ratio = msPerPage(m) / msPerPage(y);
      const within = ratio <= target;
      ok &&= within;
      row(label, m, `${fmt(ratio, 2)}  target ≤ ${target}: ${within ? 'met' : 'OVER'}`);
    }
  } else {
    row('whole build (npm run build)', whole);
    row('Astro part alone', astro);
  }
  const phases = (key: 'apps' | 'astro' | 'compress') => median(results.whole.map((m) => m.timings![key]));
  console.log(
    `  phases of the whole build (medians): micro-frontends ${fmt(phases('apps'))} s, Astro ${fmt(phases('astro'))} s, precompression ${fmt(phases('compress'))} s`,
  );

  // Growth with pages: each step adds sites (market order); the cost of the pages a step adds should
  // stay flat (near-linear), never climb with the size of the build.
  const series = [...results.steps.map(med), whole].map((m, i) => ({
    sites: i < stepSites.length ? stepSites[i]!.length : sites.length,
    ...m,
  }));
  console.log(`\n  build time by number of sites (whole build, npm run build -- --site …)`);
  console.log(
    `  ${'sites'.padStart(5)} ${'pages'.padStart(6)} ${'seconds'.padStart(8)} ${'ms/page'.padStart(8)}  added pages cost (ms/page)`,
  );
  const marginals: number[] = [];
  for (const [i, m] of series.entries()) {
    const previous = series[i - 1];
    const marginal = previous
      ? (1000 * (m.seconds - previous.seconds)) / (m.pages - previous.pages)
      : undefined;
    if (marginal !== undefined) marginals.push(marginal);
    console.log(
      `  ${String(m.sites).padStart(5)} ${String(m.pages).padStart(6)} ${fmt(m.seconds).padStart(8)} ${fmt(msPerPage(m), 2).padStart(8)}  ${marginal === undefined ? '' : fmt(marginal, 2)}`,
    );
  }
  if (series.length >= 2) {
    // Least squares over every point: the fixed cost of a build and the cost of each page.
    const n = series.length;
    const meanPages = series.reduce((a, m) => a + m.pages, 0) / n;
    const meanSeconds = series.reduce((a, m) => a + m.seconds, 0) / n;
    const slope =
      series.reduce((a, m) => a + (m.pages - meanPages) * (m.seconds - meanSeconds), 0) /
      series.reduce((a, m) => a + (m.pages - meanPages) ** 2, 0);
    const fixed = meanSeconds - slope * meanPages;
    const worstFit = Math.max(
      ...series.map((m) => Math.abs(m.seconds - (fixed + slope * m.pages)) / m.seconds),
    );
    console.log(
      `  linear fit: ${fmt(fixed)} s fixed + ${fmt(1000 * slope, 2)} ms per page; largest deviation ${fmt(100 * worstFit, 0)} %`,
    );
    if (marginals.length >= 2) {
      const typical = median(marginals);
      const steepest = Math.max(...marginals);
      const linear = steepest <= superLinearFactor * typical;
      ok &&= linear;
      console.log(
        `  steepest step ${fmt(steepest, 2)} ms per added page, median step ${fmt(typical, 2)}: ${linear ? 'near-linear' : `SUPER-LINEAR (over ${superLinearFactor} ×)`}`,
      );
    }
  }
  return ok;
}

// ---------------------------------------------------------------------------------------------------
// JavaScript per page type and per micro-frontend, read from the last build.

function benchWeight(): boolean {
  step('JavaScript and HTML per page type and micro-frontend (gzip), from the build in apps/*/dist');
  if (!existsSync(siteDist)) {
    console.log('  no build: run `npm run build` first');
    return false;
  }
  const dists = webappDists();
  const files = new BuiltFiles(buildMounts(siteDist, dists));
  const pages = htmlPages(siteDist).map((file) => measurePage(files, siteDist, file));
  const apps = new Map<string, AppWeight>();
  for (const app of Object.keys(dists)) {
    const weight = measureApp(files, app);
    if (weight) apps.set(app, weight);
  }
  const lines = budgetLines(files, pages, apps, readBudgets());
  for (const line of lines) {
    const budget = line.budget === undefined ? 'no budget' : `budget ${kb(line.budget)}`;
    const where = line.worst ? `, largest of ${line.pages} pages: ${line.worst}` : '';
    console.log(`  ${line.subject.padEnd(62)} ${kb(line.bytes).padStart(9)}  (${budget}${where})`);
  }
  console.log(
    '  without app containers: module scripts, their static imports and islands that hydrate at once;',
  );
  console.log(
    "  with: also the chunks the page imports later (app loader, shared React) and each container's app bundle.",
  );
  for (const [app, weight] of apps) {
    console.log(
      `  app '${app}' lazy chunks (one language, views, React used only without a host): ${kb(files.total(weight.lazy))}`,
    );
  }
  const home = pages.find((p) => p.page === '/de');
  if (home) {
    console.log(
      `\n  German home (app containers: ${home.apps.join(', ') || 'none'}): the files of each part`,
    );
    const list = (label: string, urls: Iterable<string>) => {
      const set = [...new Set(urls)];
      console.log(`    ${label}: ${kb(files.total(set))} in ${set.length} files`);
      for (const url of set.sort((a, b) => files.gzipBytes(b) - files.gzipBytes(a))) {
        console.log(`      ${String(files.gzipBytes(url)).padStart(7)}  ${url}`);
      }
    };
    list('page scripts (at once)', home.start);
    list('islands on a media query (narrow or wide screens only)', home.onMedia);
    list('imported later (app loader, shared React, debug panel)', home.lazy);
    for (const app of home.apps) {
      const weight = apps.get(app);
      if (weight) list(`app ${app} (mount)`, weight.bundle);
      else console.log(`    app ${app}: no build (its container shows the fallback)`);
    }
  }
  return budgetProblems(lines).length === 0;
}

let ok = true;
console.log(`Machine: load average ${load()} (1, 5, 15 min); logs of every build in ${logDir}`);
if (sections.has('build')) ok = (await benchBuild()) && ok;
if (sections.has('weight')) {
  ok = benchWeight() && ok;
  step(
    `micro-frontends in Chromium: each app's own JS, shared libraries once, login after load (load average ${load()})`,
  );
  ok =
    (await run('node', ['scripts/bench-apps.ts']).then(
      () => true,
      () => false,
    )) && ok;
}
if (sections.has('workspaces')) {
  for (const w of workspaces().filter((w) => w.scripts.bench)) {
    step(`bench ${w.name} (load average ${load()})`);
    await run('npm', ['run', 'bench', '-w', w.name]);
  }
}
if (!ok) {
  console.log('\nSome targets are not met (see OVER / SUPER-LINEAR above).');
  process.exitCode = 1;
}
