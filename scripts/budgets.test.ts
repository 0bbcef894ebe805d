// The budget check: every page type and app of the repo has a budget, figures over budget or without
// one fail naming the page type or app, its size, its budget and the page.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { layoutNames } from '@rental/content';
import { describe, expect, it } from 'vitest';
import { type Budgets, budgetLines, budgetProblems, readBudgets } from './budgets.ts';
import type { AppWeight, BuiltFiles, PageWeight } from './page-weight.ts';
import { workspaces } from './workspaces.ts';

/** A stand-in for the built files: every chunk weighs 1,024 bytes; a shared library is one chunk. */
const files = {
  total: (urls: Iterable<string>) => 1024 * new Set(urls).size,
  sharedClosure: (names: Iterable<string>) => new Set([...names].map((name) => `/_astro/shared/${name}.js`)),
} as unknown as BuiltFiles;
const page = (over: Partial<PageWeight>): PageWeight => ({
  page: '/de',
  type: 'default',
  apps: [],
  eagerApps: [],
  htmlGzip: 3 * 1024,
  start: new Set(['/_astro/a.js', '/_astro/b.js']),
  onMedia: new Set(),
  lazy: new Set(['/_astro/loader.js']),
  ...over,
});
const login: AppWeight = {
  app: 'login',
  bundle: new Set(['/webapp/login/remoteEntry.js']),
  lazy: new Set(),
  shared: new Set(),
};
const budgets: Budgets = {
  pageTypes: { default: { jsWithoutAppsKB: 2, jsWithAppsKB: 4, jsFirstVisitKB: 4, htmlKB: 3 } },
  apps: { login: { bundleKB: 1 } },
};

describe('the repo budgets.json', () => {
  it('is valid and has a budget for every page type and every micro-frontend', () => {
    const repo = readBudgets();
    expect(Object.keys(repo.pageTypes).sort()).toEqual([...layoutNames, 'empty'].sort());
    const apps = workspaces()
      .filter((w) => w.webapp)
      .map((w) => w.webapp!);
    expect(Object.keys(repo.apps).sort()).toEqual(apps.sort());
  });

  it('keeps pages without app containers at 20 KB of JavaScript or less (issue 16)', () => {
    for (const budget of Object.values(readBudgets().pageTypes))
      expect(budget.jsWithoutAppsKB).toBeLessThanOrEqual(20);
  });
});

describe('budgetLines and budgetProblems', () => {
  it('passes figures within budget, counting each chunk once', () => {
    const lines = budgetLines(
      files,
      [
        page({}),
        page({ page: '/de/x', apps: ['login'], eagerApps: ['login'], start: new Set(['/_astro/a.js']) }),
      ],
      new Map([['login', login]]),
      budgets,
    );
    expect(lines.map((l) => [l.subject, l.bytes])).toEqual([
      ["app 'login' bundle", 1024],
      ["page type 'default' HTML", 3072],
      ["page type 'default' JS at first visit, before any first view is used", 3072],
      ["page type 'default' JS with app containers", 3072],
      ["page type 'default' JS without app containers", 2048],
    ]);
    expect(budgetProblems(lines)).toEqual([]);
  });

  it('counts each shared library an app asks for once per page, however many apps ask', () => {
    const app = (name: string, shared: string[]): AppWeight => ({
      app: name,
      bundle: new Set([`/webapp/${name}/remoteEntry.js`]),
      lazy: new Set(),
      shared: new Set(shared),
    });
    const lines = budgetLines(
      files,
      [page({ apps: ['booking', 'help'], start: new Set(['/_astro/a.js']), lazy: new Set() })],
      new Map([
        ['booking', app('booking', ['@rental/ui', '@rental/i18n'])],
        ['help', app('help', ['@rental/i18n'])],
      ]),
      budgets,
    );
    // a.js, two remote entries, @rental/ui and @rental/i18n once each.
    expect(lines.find((l) => l.subject.includes('with app containers'))?.bytes).toBe(5 * 1024);
  });

  it('counts at first visit neither the apps of first views nor the chunks that would load them (ADR 014)', () => {
    const booking: AppWeight = {
      ...login,
      app: 'booking',
      bundle: new Set(['/webapp/booking/remoteEntry.js']),
    };
    const weights = new Map([
      ['login', login],
      ['booking', booking],
    ]);
    const firstVisit = (eagerApps: string[]) =>
      budgetLines(files, [page({ apps: ['booking', 'login'], eagerApps })], weights, budgets).find((l) =>
        l.subject.includes('first visit'),
      )?.bytes;
    // a.js and b.js only: both containers show first views.
    expect(firstVisit([])).toBe(2 * 1024);
    // A container without a first view brings the loader chunk and its app's bundle.
    expect(firstVisit(['booking'])).toBe(4 * 1024);
  });

  it('counts islands on a media query in the JS of a page without apps: a phone hydrates them', () => {
    const lines = budgetLines(files, [page({ onMedia: new Set(['/_astro/menu.js']) })], new Map(), budgets);
    expect(lines.find((l) => l.subject.includes('without app containers'))?.bytes).toBe(3 * 1024);
    expect(budgetProblems(lines)).toEqual([
      "page type 'default' JS without app containers: 3.0 KB gzip on /de, budget 2.0 KB (over by 1.0 KB)",
    ]);
  });

  it('names the page type, size, budget and worst page when over', () => {
    const lines = budgetLines(
      files,
      [page({ page: '/de/a' }), page({ page: '/de/b', start: new Set(['/1.js', '/2.js', '/3.js']) })],
      new Map(),
      budgets,
    );
    expect(budgetProblems(lines)).toEqual([
      "page type 'default' JS without app containers: 3.0 KB gzip on /de/b, budget 2.0 KB (over by 1.0 KB)",
    ]);
  });

  it('names the key to add for a page type or app without a budget', () => {
    const big: AppWeight = { ...login, app: 'booking', bundle: new Set(['/1.js', '/2.js']) };
    const lines = budgetLines(files, [page({ type: 'zen' })], new Map([['booking', big]]), budgets);
    expect(budgetProblems(lines)).toEqual([
      "app 'booking' bundle: 2.0 KB gzip has no budget: add apps.booking.bundleKB to budgets.json",
      "page type 'zen' HTML: 3.0 KB gzip on /de has no budget: add pageTypes.zen.htmlKB to budgets.json",
      "page type 'zen' JS without app containers: 2.0 KB gzip on /de has no budget: add pageTypes.zen.jsWithoutAppsKB to budgets.json",
    ]);
  });
});

describe('readBudgets', () => {
  it('names the field of a mistake', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'budgets-')), 'budgets.json');
    writeFileSync(
      file,
      JSON.stringify({
        pageTypes: { default: { jsWithoutAppsKB: -1, jsWithAppsKB: 1, jsFirstVisitKB: 1 } },
        apps: {},
      }),
    );
    expect(() => readBudgets(file)).toThrow(
      /pageTypes\.default\.jsWithoutAppsKB: .*\n.*pageTypes\.default\.htmlKB/,
    );
  });
});
