// `npm run budgets`: checks the built output against budgets.json (issue 16 part 5): the JavaScript and
// HTML of every page by page type, and each micro-frontend's bundle. Reads files only (no browser, about
// a second); fails naming the page type or app, its size, its budget and the worst page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  type AppWeight,
  BuiltFiles,
  buildMounts,
  htmlPages,
  kb,
  measureApp,
  measurePage,
  type PageWeight,
} from './page-weight.ts';
import { repoRoot, siteDist, webappDists } from './workspaces.ts';

export const budgetsFile = path.join(repoRoot, 'budgets.json');

const kilobytes = z.number().positive();

/** The budgets of one page type (a layout; 'empty' for pages without one), in KB gzip (1 KB = 1,024 bytes). */
const pageTypeBudgetSchema = z.strictObject({
  /** JS a page without app containers loads at once on any screen (scripts, their static imports, every island), e.g. 20. */
  jsWithoutAppsKB: kilobytes,
  /** JS a page with app containers may load: its own, the chunks it imports later, each container's app bundle and, once, the shared libraries the apps ask the page for, e.g. 165. */
  jsWithAppsKB: kilobytes,
  /**
   * JS a first visit to a page with app containers loads before the visitor uses an app that shows a
   * first view (ADR 014): the page's own, and the apps of the containers without one with what they
   * share, e.g. 20 when every container has a first view.
   */
  jsFirstVisitKB: kilobytes,
  /** The page's HTML, e.g. 8. */
  htmlKB: kilobytes,
});

/** The budget of one micro-frontend, in KB gzip. */
const appBudgetSchema = z.strictObject({
  /** What the app loads when it mounts with React from the host: remote entry, exposed modules and their static imports, e.g. 8. */
  bundleKB: kilobytes,
});

/** budgets.json: one entry per page type and one per micro-frontend (an app adds its own entry). */
export const budgetsSchema = z.strictObject({
  /** Page type (layout name) → budgets, e.g. { "default": { "jsWithoutAppsKB": 20, … } }. */
  pageTypes: z.record(z.string(), pageTypeBudgetSchema),
  /** App name (package.json "webapp") → budget, e.g. { "login": { "bundleKB": 8 } }. */
  apps: z.record(z.string(), appBudgetSchema),
});
export type Budgets = z.infer<typeof budgetsSchema>;

/** Reads and validates budgets.json, naming the field of any mistake. */
export function readBudgets(file = budgetsFile): Budgets {
  const parsed = budgetsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(top)'}: ${i.message}`);
    throw new Error(`${path.relative(repoRoot, file)} is invalid:\n${issues.join('\n')}`);
  }
  return parsed.data;
}

/** One checked figure: what, its key in budgets.json, its size and budget in bytes, and the page that set it. */
export interface BudgetLine {
  subject: string;
  /** Where its budget lives in budgets.json, e.g. 'pageTypes.default.jsWithAppsKB'. */
  key: string;
  bytes: number;
  budget: number | undefined;
  worst?: string;
  pages?: number;
}

/** The largest figure per subject, over every page and app. */
export function budgetLines(
  files: BuiltFiles,
  pages: readonly PageWeight[],
  apps: ReadonlyMap<string, AppWeight>,
  budgets: Budgets,
): BudgetLine[] {
  const lines = new Map<string, BudgetLine>();
  const record = (
    subject: string,
    key: string,
    bytes: number,
    budgetKB: number | undefined,
    page?: string,
  ) => {
    const line = lines.get(subject);
    const budget = budgetKB === undefined ? undefined : budgetKB * 1024;
    if (!line) lines.set(subject, { subject, key, bytes, budget, worst: page, pages: page ? 1 : undefined });
    else {
      line.pages = (line.pages ?? 0) + 1;
      if (bytes > line.bytes) Object.assign(line, { bytes, worst: page });
    }
  };
  for (const page of pages) {
    const budget = budgets.pageTypes[page.type];
    if (page.apps.length === 0) {
      record(
        `page type '${page.type}' JS without app containers`,
        `pageTypes.${page.type}.jsWithoutAppsKB`,
        // What a phone gets: islands on a media query hydrate there too.
        files.total([...page.start, ...page.onMedia]),
        budget?.jsWithoutAppsKB,
        page.page,
      );
    } else {
      const mounted = page.apps.flatMap((app) => apps.get(app) ?? []);
      // Each app's bundle, and once per page the shared libraries any of them asks for (issue 13 §6).
      const appChunks = [
        ...mounted.flatMap((app) => [...app.bundle]),
        ...files.sharedClosure(new Set(mounted.flatMap((app) => [...app.shared]))),
      ];
      record(
        `page type '${page.type}' JS with app containers`,
        `pageTypes.${page.type}.jsWithAppsKB`,
        files.total([...page.start, ...page.lazy, ...appChunks]),
        budget?.jsWithAppsKB,
        page.page,
      );
      // A first visit: the host imports React and the apps' runtime only for an app that loads at once.
      const eager = page.eagerApps.flatMap((app) => apps.get(app) ?? []);
      const firstVisit =
        page.eagerApps.length === 0
          ? [...page.start, ...page.onMedia]
          : [
              ...page.start,
              ...page.onMedia,
              ...page.lazy,
              ...eager.flatMap((app) => [...app.bundle]),
              ...files.sharedClosure(new Set(eager.flatMap((app) => [...app.shared]))),
            ];
      record(
        `page type '${page.type}' JS at first visit, before any first view is used`,
        `pageTypes.${page.type}.jsFirstVisitKB`,
        files.total(firstVisit),
        budget?.jsFirstVisitKB,
        page.page,
      );
    }
    record(
      `page type '${page.type}' HTML`,
      `pageTypes.${page.type}.htmlKB`,
      page.htmlGzip,
      budget?.htmlKB,
      page.page,
    );
  }
  for (const [app, weight] of apps) {
    record(
      `app '${app}' bundle`,
      `apps.${app}.bundleKB`,
      files.total(weight.bundle),
      budgets.apps[app]?.bundleKB,
    );
  }
  return [...lines.values()].sort((a, b) => a.subject.localeCompare(b.subject));
}

/** A message per line over its budget or without one; empty when everything fits. */
export function budgetProblems(lines: readonly BudgetLine[]): string[] {
  return lines.flatMap((line) => {
    const where = line.worst ? ` on ${line.worst}` : '';
    if (line.budget === undefined) {
      return [
        `${line.subject}: ${kb(line.bytes)} gzip${where} has no budget: add ${line.key} to budgets.json`,
      ];
    }
    return line.bytes > line.budget
      ? [
          `${line.subject}: ${kb(line.bytes)} gzip${where}, budget ${kb(line.budget)} (over by ${kb(line.bytes - line.budget)})`,
        ]
      : [];
  });
}

if (import.meta.main) {
  const started = performance.now();
  const budgets = readBudgets();
  const dists = webappDists();
  const files = new BuiltFiles(buildMounts(siteDist, dists));
  const pages = htmlPages(siteDist).map((file) => measurePage(files, siteDist, file));
  if (pages.length === 0) throw new Error(`no built pages in ${siteDist}: run \`npm run build\` first`);
  const apps = new Map<string, AppWeight>();
  for (const app of Object.keys(budgets.apps)) {
    if (!dists[app]) throw new Error(`app '${app}' has a budget but no build: run \`npm run build\` first`);
  }
  for (const app of Object.keys(dists)) {
    const weight = measureApp(files, app);
    if (weight) apps.set(app, weight);
  }
  const lines = budgetLines(files, pages, apps, budgets);
  for (const line of lines) {
    const budget = line.budget === undefined ? 'no budget' : `budget ${kb(line.budget)}`;
    const over = line.budget === undefined || line.bytes > line.budget;
    const where = line.worst ? ` (largest of ${line.pages} pages: ${line.worst})` : '';
    console.log(`${over ? '✗' : '✓'} ${line.subject}: ${kb(line.bytes)} gzip, ${budget}${where}`);
  }
  const problems = budgetProblems(lines);
  console.log(
    `\n${pages.length} pages, ${apps.size} apps checked against ${path.relative(repoRoot, budgetsFile)} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  if (problems.length > 0) {
    console.error(`\nOver budget:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exitCode = 1;
  }
}
