// `npm run bench -w @rental/site` (run by the root `npm run bench` after the build): per layout, the
// HTML and JavaScript one sample page ships, and the page count per site. Figures only, no assertions.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { layoutSamples } from './layout-samples.ts';
import { servedDist } from './serve.ts';

const siteId = process.argv[2] ?? 'de';
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const gzip = (data: Buffer | string) => zlib.gzipSync(data, { level: 9 }).length;

async function pageFile(pagePath: string): Promise<string> {
  const file = path.join(servedDist, siteId, pagePath === '/' ? '' : pagePath, 'index.html');
  return readFile(file, 'utf8');
}

console.log(`\nLayouts of site ${siteId} (${servedDist})`);
console.log('  layout                    HTML gzip   JS on load (gzip, files)   island entries (gzip)');
for (const { layout, path: pagePath } of await layoutSamples(siteId)) {
  const html = await pageFile(layout === 'not-found' ? '/404' : pagePath);
  const scripts = [...html.matchAll(/<script[^>]*\bsrc="(\/_astro\/[^"]+)"/g)].map((m) => m[1]!);
  const islands = [...html.matchAll(/(?:component-url|renderer-url)="(\/_astro\/[^"]+)"/g)].map((m) => m[1]!);
  const size = async (files: string[]) => {
    let total = 0;
    for (const f of new Set(files)) total += gzip(await readFile(path.join(servedDist, f)));
    return total;
  };
  console.log(
    `  ${layout.padEnd(24)}  ${kb(gzip(html)).padStart(8)}   ${kb(await size(scripts)).padStart(8)} (${new Set(scripts).size} files)          ${kb(await size(islands)).padStart(8)}`,
  );
}

const files = await readdir(path.join(servedDist, siteId), { recursive: true });
console.log(`  pages of site ${siteId}: ${files.filter((f) => f.endsWith('index.html')).length}`);
