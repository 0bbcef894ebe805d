// `npm run bench`: the site build's figures (time, page count, bytes of one home page), then every
// workspace's own `bench` script. Figures are printed, never asserted in unit tests.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { run, step } from './run.ts';
import { siteDist, workspaces } from './workspaces.ts';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const gzipSize = (data: Buffer | string) => zlib.gzipSync(data, { level: 9 }).length;

step('build everything (micro-frontends, every site, precompression), timed');
const started = performance.now();
await run('node', ['scripts/build.ts'], { env: { ASTRO_TELEMETRY_DISABLED: '1' } });
const buildSeconds = (performance.now() - started) / 1000;

const files = await readdir(siteDist, { recursive: true });
const pages = files.filter((f) => f.endsWith('.html'));
const siteDirs = new Set(pages.map((f) => f.split(path.sep)[0]));

const homeFile = path.join(siteDist, 'de', 'index.html');
const html = await readFile(homeFile, 'utf8');
const scripts = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);
const modules = [...html.matchAll(/(?:import\(|from\s*)["'](\/_astro\/[^"']+\.js)["']/g)].map((m) => m[1]!);
const jsFiles = [...new Set([...scripts, ...modules])].filter((s) => s.startsWith('/'));
let jsRaw = 0;
let jsGzip = 0;
for (const src of jsFiles) {
  const data = await readFile(path.join(siteDist, src));
  jsRaw += data.length;
  jsGzip += gzipSize(data);
}
const inlineJs = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
  .map((m) => m[1]!)
  .join('');

console.log('\nSite build');
console.log(`  build time (everything):       ${buildSeconds.toFixed(1)} s`);
console.log(`  pages (HTML files):            ${pages.length} in ${siteDirs.size} sites`);
console.log(
  `  home page http://de.localhost/: HTML ${kb(Buffer.byteLength(html))} raw, ${kb(gzipSize(html))} gzip`,
);
console.log(
  `  home page JS (external):       ${kb(jsRaw)} raw, ${kb(jsGzip)} gzip in ${jsFiles.length} files`,
);
console.log(
  `  home page JS (inline):         ${kb(Buffer.byteLength(inlineJs))} raw, ${kb(gzipSize(inlineJs))} gzip`,
);

step('runtime JavaScript per page kind (budget: under 20 KB gzip on a content page)');
await run('node', ['apps/site/src/runtime/bench.ts']);

step('micro-frontends: JS of each app and of a page with booking and login, shared libraries, budgets');
await run('node', ['scripts/bench-apps.ts']);

for (const w of workspaces().filter((w) => w.scripts.bench)) {
  step(`bench ${w.name}`);
  await run('npm', ['run', 'bench', '-w', w.name]);
}
