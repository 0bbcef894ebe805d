// The files the build writes for the runtime: page data per built page (schema-valid), app data per
// site, offline pages and the Workbox service worker.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { collectPages, createFileSource } from '@rental/content';
import { sites } from '@rental/markets';
import { beforeAll, describe, expect, it } from 'vitest';
import { offlinePagePath, writeOfflinePages, writePageData, writeServiceWorker } from './build-files.ts';
import { appDataSchema, pageDataSchema } from './page-data-schema.ts';
import { indexPages } from './page-index.ts';

const root = mkdtempSync(path.join(tmpdir(), 'runtime-build-'));
const write = (file: string, body: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), body);
};

let index: ReturnType<typeof indexPages>;
beforeAll(async () => {
  const { pages } = await collectPages(createFileSource(), { siteId: 'de', locale: 'de-DE' });
  index = indexPages(pages);
  // Only the home page and /flotte were "built".
  write('de/index.html', '<html></html>');
  write('de/flotte/index.html', '<html></html>');
  write('_astro/runtime.abc123.js', 'console.log(1)');
  write('favicon.svg', '<svg/>');
});

describe('writePageData', () => {
  it('writes schema-valid page data for built pages only, and the build hash per site', async () => {
    expect(index.size).toBeGreaterThan(2);
    const result = await writePageData(root, index, 'hash-1');
    expect(result.pages).toBe(2);
    expect(result.skipped).toBe(index.size - 2);
    const home = pageDataSchema.parse(
      JSON.parse(readFileSync(path.join(root, 'de/page-data/index/page-data.json'), 'utf8')),
    );
    expect(home.path).toBe('/');
    expect(home.pageContext.language_code).toBe('de-DE');
    const fleet = pageDataSchema.parse(
      JSON.parse(readFileSync(path.join(root, 'de/page-data/flotte/page-data.json'), 'utf8')),
    );
    expect(fleet.path).toBe('/flotte');
    expect(existsSync(path.join(root, 'de/page-data/automatik-mietwagen/page-data.json'))).toBe(false);
    const app = appDataSchema.parse(
      JSON.parse(readFileSync(path.join(root, 'de/page-data/app-data.json'), 'utf8')),
    );
    expect(app.webpackCompilationHash).toBe('hash-1');
  });
});

describe('offline page and service worker', () => {
  it('writes an offline page in the site language and a Workbox sw.js precaching it with the hashed assets', async () => {
    const revision = await writeOfflinePages(root, sites);
    const offline = readFileSync(path.join(root, 'de', offlinePagePath), 'utf8');
    expect(offline).toContain('<html lang="de-DE"');
    expect(offline).toContain('data-offline');
    expect(offline).not.toContain('<script');
    const sw = await writeServiceWorker(root, revision);
    expect(sw.count).toBe(3);
    const source = readFileSync(path.join(root, 'sw.js'), 'utf8');
    expect(source).toContain('/sw-offline.html');
    expect(source).toContain('_astro/runtime.abc123.js');
    expect(source).toContain('SKIP_WAITING');
  }, 60_000);
});
