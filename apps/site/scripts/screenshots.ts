// `npm run screenshots`: a PNG of a page of every layout at 375 and 1280 px, into apps/site/screenshots/
// (gitignored), for review. Needs a build (`npm run build`); serves it like `npm start`.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { serializeChoice, storageKey } from '../src/consent/rules.ts';
import { layoutSamples } from './layout-samples.ts';
import { serveBuiltSite } from './serve.ts';

const siteId = process.argv[2] ?? 'de';
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
  for (const { layout, path: pagePath } of await layoutSamples(siteId)) {
    for (const width of widths) {
      const page = await browser.newPage({ viewport: { width, height: width < 780 ? 812 : 900 } });
      // The layouts, not the consent banner: start with the banner answered (limited use).
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        storageKey,
        serializeChoice({ performance: false, at: Date.now() }),
      ] as const);
      await page.goto(served.url(siteId, pagePath), { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      const file = path.join(outDir, `${siteId}-${layout}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await page.close();
      console.log(`  ${path.relative(process.cwd(), file)}  ${pagePath}`);
    }
  }
} finally {
  await browser.close();
  await served.stop();
}
