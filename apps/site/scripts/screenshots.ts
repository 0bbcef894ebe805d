// `npm run screenshots [-- site [language prefix]]`: a PNG of a page of every layout at 375 and 1280 px,
// into apps/site/screenshots/ (gitignored), for review; `-- sa /ar` for the Arabic pages. Needs a build
// (`npm run build`); serves it like `npm start` (without the API: the price teasers stay empty).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { serializeChoice, storageKey } from '../src/consent/rules.ts';
import { layoutSamples } from './layout-samples.ts';
import { serveBuiltSite } from './serve.ts';

const siteId = process.argv[2] ?? 'de';
const prefix = process.argv[3] ?? '';
const label = `${siteId}${prefix.replace('/', '-')}`;
const outDir = path.join(import.meta.dirname, '..', 'screenshots');
const widths = [375, 1280];

await mkdir(outDir, { recursive: true });
const served = await serveBuiltSite(Number(process.env.SCREENSHOTS_PORT ?? 4460));
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const { layout, path: pagePath } of await layoutSamples(siteId, prefix)) {
    for (const width of widths) {
      const page = await browser.newPage({ viewport: { width, height: width < 780 ? 812 : 900 } });
      // The layouts, not the consent banner: start with the banner answered (limited use).
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        storageKey,
        serializeChoice({ performance: false, at: Date.now() }),
      ] as const);
      await page.goto(served.url(siteId, pagePath), { waitUntil: 'load' });
      // Lazy images below the fold load too: the full-page shot shows the whole page.
      await page.evaluate(async () => {
        for (const image of document.images) image.loading = 'eager';
        await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
        await document.fonts.ready;
      });
      const file = path.join(outDir, `${label}-${layout}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await page.close();
      console.log(`  ${path.relative(process.cwd(), file)}  ${pagePath}`);
    }
  }
} finally {
  await browser.close();
  await served.stop();
}
