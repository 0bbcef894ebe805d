// Reading what a visitor downloads from a built output: a small fake build with a page using an app,
// a page without apps, an island on a media query, lazy chunks and a micro-frontend.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BuiltFiles, buildMounts, htmlPages, measureApp, measurePage } from './page-weight.ts';

const root = mkdtempSync(path.join(tmpdir(), 'page-weight-'));
const site = path.join(root, 'site');
const booking = path.join(root, 'booking');
const write = (file: string, body: string | Buffer) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
};
const meta = (layout: string) => `<meta name="rental-runtime" data-site="de" data-layout="${layout}">`;
let files: BuiltFiles;

beforeAll(() => {
  write(
    path.join(site, 'de/index.html'),
    `<html><head>${meta('ibe')}<script type="module" src="/_astro/a.js"></script></head><body>` +
      '<astro-island uid="x" component-url="/_astro/menu.js" renderer-url="/_astro/r.js" ssr client="media" opts="{}"></astro-island>' +
      '<div id="booking-container" data-app="booking" data-first-view=""><form></form></div><div data-app="account"></div></body></html>',
  );
  write(
    path.join(site, 'de/x/index.html'),
    `<html><head>${meta('webview')}<script type="module" src="/_astro/a.js"></script></head><body>` +
      '<astro-island component-url="/_astro/now.js" renderer-url="/_astro/r.js" client="load"></astro-island></body></html>',
  );
  write(path.join(site, 'de/sw-offline.html'), '<html></html>');
  write(path.join(site, '_astro/a.js'), 'import{x}from"./b.js";const l=()=>import(`./lazy.js`);');
  write(path.join(site, '_astro/b.js'), 'export const x=1;'.repeat(50));
  write(path.join(site, '_astro/b.js.gz'), Buffer.alloc(5));
  write(path.join(site, '_astro/lazy.js'), 'import"./c.js";');
  write(path.join(site, '_astro/c.js'), 'export{}');
  write(path.join(site, '_astro/menu.js'), 'import"./r.js";');
  write(path.join(site, '_astro/r.js'), 'export{}');
  write(path.join(site, '_astro/now.js'), 'export{}');
  write(
    path.join(booking, 'remoteEntry.js'),
    'import{t}from"./assets/h.js";const e={"./mount":async()=>import(`./assets/mount.js`)};',
  );
  write(path.join(booking, 'assets/h.js'), 'export const t=1');
  write(
    path.join(booking, 'assets/mount.js'),
    'import"./dep.js";const d=()=>import("./de-DE.js");const ui=await s(`@rental/ui`,()=>import("./de-DE.js"));',
  );
  write(path.join(booking, 'assets/dep.js'), 'export{}');
  write(path.join(booking, 'assets/de-DE.js'), 'export{}');
  // A page whose host provides shared libraries on demand, in the shape Vite builds host/federation.ts.
  write(
    path.join(site, 'de/apps/index.html'),
    `<html><head>${meta('default')}<script type="module" src="/_astro/page.js"></script></head><body>` +
      '<div data-app="booking"></div></body></html>',
  );
  write(path.join(site, '_astro/page.js'), 'const h=()=>import(`./host.js`);');
  write(
    path.join(site, '_astro/host.js'),
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["_astro/ui.js","_astro/react.js","_astro/debug-dep.js"])))=>i.map(i=>d[i]);' +
      'const shared={react:P(R),"@rental/ui":Q($,()=>s(()=>import(`./ui.js`),__vite__mapDeps([0,1]))),' +
      'i18next:Q(G,()=>s(()=>import(`./i18next.js`).then(e=>e.n),__vite__mapDeps([])))};' +
      'const debug=()=>s(()=>import(`./debug.js`),__vite__mapDeps([2]));createInstance({name:"rental_host",shared});',
  );
  for (const chunk of ['ui', 'react', 'i18next', 'debug', 'debug-dep'])
    write(path.join(site, `_astro/${chunk}.js`), 'export{}');
  files = new BuiltFiles(buildMounts(site, { booking }));
});

describe('measurePage', () => {
  it('splits a page into what loads at once, on a media query and later, and names its apps and type', () => {
    const page = measurePage(files, site, path.join(site, 'de/index.html'));
    expect(page.page).toBe('/de');
    expect(page.type).toBe('ibe');
    expect(page.apps).toEqual(['account', 'booking']);
    // The booking container shows its first view: a first visit loads only the account app at once.
    expect(page.eagerApps).toEqual(['account']);
    expect([...page.start].sort()).toEqual(['/_astro/a.js', '/_astro/b.js']);
    expect([...page.onMedia].sort()).toEqual(['/_astro/menu.js', '/_astro/r.js']);
    expect([...page.lazy].sort()).toEqual(['/_astro/c.js', '/_astro/lazy.js']);
    expect(page.htmlGzip).toBeGreaterThan(0);
  });

  it('counts islands that hydrate at once, and gives an unknown layout the empty type', () => {
    const page = measurePage(files, site, path.join(site, 'de/x/index.html'));
    expect(page.type).toBe('empty');
    expect(page.apps).toEqual([]);
    expect([...page.start].sort()).toEqual([
      '/_astro/a.js',
      '/_astro/b.js',
      '/_astro/now.js',
      '/_astro/r.js',
    ]);
  });

  it('takes the precompressed size when there is one', () => {
    expect(files.gzipBytes('/_astro/b.js')).toBe(5);
    expect(files.gzipBytes('/_astro/c.js')).toBeGreaterThan(5);
  });

  it('leaves the shared libraries the host provides on demand out of what the page loads later', () => {
    const page = measurePage(files, site, path.join(site, 'de/apps/index.html'));
    expect([...page.lazy].sort()).toEqual(['/_astro/debug-dep.js', '/_astro/debug.js', '/_astro/host.js']);
    expect([...files.sharedClosure(['@rental/ui'])].sort()).toEqual(['/_astro/react.js', '/_astro/ui.js']);
    expect(() => files.sharedClosure(['@rental/ui/tabs'])).toThrow(/does not provide it/);
  });

  it('lists the pages but not the offline page', () => {
    expect(htmlPages(site).map((f) => path.relative(site, f))).toEqual([
      'de/apps/index.html',
      'de/index.html',
      'de/x/index.html',
    ]);
  });
});

describe('measureApp', () => {
  it('counts the remote entry and what it starts, leaving translations and other lazy chunks apart', () => {
    const app = measureApp(files, 'booking')!;
    expect([...app.bundle].sort()).toEqual([
      '/webapp/booking/assets/dep.js',
      '/webapp/booking/assets/h.js',
      '/webapp/booking/assets/mount.js',
      '/webapp/booking/remoteEntry.js',
    ]);
    expect([...app.lazy]).toEqual(['/webapp/booking/assets/de-DE.js']);
    expect([...app.shared]).toEqual(['@rental/ui']);
  });

  it('is undefined for a container whose app has no build', () => {
    expect(measureApp(files, 'account')).toBeUndefined();
  });

  it('names a chunk that is imported but missing', () => {
    write(path.join(site, '_astro/broken.js'), 'import"./gone.js";');
    expect(() => files.reach(['/_astro/broken.js'])).toThrow(
      '/_astro/gone.js: imported but not in the build',
    );
  });
});
