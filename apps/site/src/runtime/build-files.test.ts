// The files the build writes for the runtime: page data per content page (schema-valid), app data per
// site, offline pages (static routes from the one content load) and the Workbox service worker.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFileSource } from '@rental/content';
import { getSite, sites } from '@rental/markets';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSitePages, type SitePage } from '../lib/site-pages.ts';
import { offlineRevision, writeServiceWorker } from './build-files.ts';
import { dataRoutes, offlineRoutes } from './data-routes.ts';
import { offlinePagePath } from './page-data-path.ts';
import { appDataSchema, pageDataSchema } from './page-data-schema.ts';

const root = mkdtempSync(path.join(tmpdir(), 'runtime-build-'));
const write = (file: string, body: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), body);
};

let pages: SitePage[];
beforeAll(async () => {
  pages = (await loadSitePages(createFileSource())).filter((p) => p.site.id === 'de');
});

describe('dataRoutes', () => {
  it('gives every content page schema-valid page data and each site the build hash', () => {
    const de = getSite('de')!;
    const routes = dataRoutes(pages, [de], 'hash-1');
    expect(routes).toHaveLength(pages.length + 1);
    const byFile = new Map(routes.map((r) => [`${r.params.site}/page-data/${r.params.file}`, r.props.data]));
    const home = pageDataSchema.parse(byFile.get('de/page-data/index/page-data.json'));
    expect(home.path).toBe('/');
    expect(home.pageContext.language_code).toBe('de-DE');
    const fleet = pageDataSchema.parse(byFile.get('de/page-data/flotte/page-data.json'));
    expect(fleet.path).toBe('/flotte');
    const english = pageDataSchema.parse(byFile.get('de/page-data/en/page-data.json'));
    expect(english.pageContext.language_code).toBe('en-DE');
    const app = appDataSchema.parse(byFile.get('de/page-data/app-data.json'));
    expect(app.webpackCompilationHash).toBe('hash-1');
  });

  it('names no site the build does not render', () => {
    const routes = dataRoutes(pages, [getSite('de')!], 'h');
    expect(new Set(routes.map((r) => r.params.site))).toEqual(new Set(['de']));
  });
});

describe('offline page and service worker', () => {
  it('writes an offline page in the site language and a Workbox sw.js precaching it with the hashed assets', async () => {
    const [de] = offlineRoutes([getSite('de')!]);
    expect(de!.params.site).toBe('de');
    expect(de!.props.html).toContain('<html lang="de-DE"');
    expect(de!.props.html).toContain('data-offline');
    expect(de!.props.html).not.toContain('<script');
    write(`de${offlinePagePath}`, de!.props.html);
    write('_astro/runtime.abc123.js', 'console.log(1)');
    write('favicon.svg', '<svg/>');
    const revision = await offlineRevision(root, sites);
    expect(revision).toMatch(/^[0-9a-f]{16}$/);
    const sw = await writeServiceWorker(root, revision);
    expect(sw.count).toBe(3);
    const source = readFileSync(path.join(root, 'sw.js'), 'utf8');
    expect(source).toContain('/sw-offline.html');
    expect(source).toContain(revision);
    expect(source).toContain('_astro/runtime.abc123.js');
    expect(source).toContain('SKIP_WAITING');
  }, 60_000);

  it('changes the offline revision when an offline page changes', async () => {
    write(`de${offlinePagePath}`, '<html>one</html>');
    const before = await offlineRevision(root, sites);
    write(`de${offlinePagePath}`, '<html>two</html>');
    expect(await offlineRevision(root, sites)).not.toBe(before);
  });
});
