// Draws the demo hero images of the airport promotion pages (spec §2 "promotion"): one desktop
// (1600×640) and one mobile (750×800, twice 375×400) JPEG per image name the content uses, painted on a
// canvas in Debian's Chromium and written to public/cms/marketing/. Run: npm run draw-images -w @rental/site
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { loadSitePages } from '../src/lib/site-pages.ts';

const outDir = path.join(import.meta.dirname, '..', 'public', 'cms', 'marketing');
const sizes = { desktop: { width: 1600, height: 640 }, mobile: { width: 750, height: 800 } } as const;

const names = new Map<string, keyof typeof sizes>();
for (const { page } of await loadSitePages()) {
  const promo = page.context.airportPromotion;
  if (!promo) continue;
  names.set(promo.hero_image_desktop.filename_disk, 'desktop');
  names.set(promo.hero_image_mobile.filename_disk, 'mobile');
}

// The painting runs in the page: a dusk sky, a terminal skyline, a runway in perspective, a plane and a car.
function paint({ width, height, seed }: { width: number; height: number; seed: number }): void {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  document.body.style.margin = '0';
  document.body.append(canvas);
  const c = canvas.getContext('2d')!;
  let s = seed;
  const rand = () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
  // Dusk blues to violets, so every airport differs but the brand orange of the car stands out.
  const hue = 200 + Math.floor(rand() * 60);
  const horizon = height * 0.62;
  const sky = c.createLinearGradient(0, 0, 0, horizon);
  sky.addColorStop(0, `hsl(${hue} 55% 18%)`);
  sky.addColorStop(0.55, `hsl(${(hue + 20) % 360} 60% 42%)`);
  sky.addColorStop(1, `hsl(${(hue + 45) % 360} 85% 68%)`);
  c.fillStyle = sky;
  c.fillRect(0, 0, width, horizon);
  // Sun glow near the horizon.
  const sunX = width * (0.6 + rand() * 0.3);
  const glow = c.createRadialGradient(sunX, horizon, 0, sunX, horizon, height * 0.6);
  glow.addColorStop(0, 'rgba(255, 236, 200, 0.85)');
  glow.addColorStop(1, 'rgba(255, 236, 200, 0)');
  c.fillStyle = glow;
  c.fillRect(0, 0, width, horizon);
  // Terminal skyline: low blocks, a control tower, a glass roof arc.
  c.fillStyle = `hsl(${hue} 35% 14%)`;
  let x = 0;
  while (x < width) {
    const w = 40 + rand() * 140;
    const h = 12 + rand() * height * 0.09;
    c.fillRect(x, horizon - h, w, h);
    x += w;
  }
  const towerX = width * (0.15 + rand() * 0.2);
  c.fillRect(towerX, horizon - height * 0.3, width * 0.012, height * 0.3);
  c.beginPath();
  c.moveTo(towerX - width * 0.02, horizon - height * 0.3);
  c.lineTo(towerX + width * 0.032, horizon - height * 0.3);
  c.lineTo(towerX + width * 0.024, horizon - height * 0.36);
  c.lineTo(towerX - width * 0.012, horizon - height * 0.36);
  c.closePath();
  c.fill();
  c.beginPath();
  c.ellipse(width * 0.55, horizon, width * 0.22, height * 0.08, 0, Math.PI, 2 * Math.PI);
  c.fill();
  // Ground and runway in perspective.
  const ground = c.createLinearGradient(0, horizon, 0, height);
  ground.addColorStop(0, `hsl(${hue} 20% 22%)`);
  ground.addColorStop(1, `hsl(${hue} 15% 9%)`);
  c.fillStyle = ground;
  c.fillRect(0, horizon, width, height - horizon);
  const vx = width * 0.5;
  c.fillStyle = 'rgba(30, 32, 36, 0.9)';
  c.beginPath();
  c.moveTo(vx - width * 0.04, horizon);
  c.lineTo(vx + width * 0.04, horizon);
  c.lineTo(vx + width * 0.7, height);
  c.lineTo(vx - width * 0.7, height);
  c.closePath();
  c.fill();
  c.strokeStyle = 'rgba(255, 255, 255, 0.7)';
  for (let i = 0; i < 9; i++) {
    const t0 = i / 9;
    const t1 = t0 + 0.05;
    const y0 = horizon + (height - horizon) * t0 ** 2;
    const y1 = horizon + (height - horizon) * t1 ** 2;
    c.lineWidth = 1 + t0 * 8;
    c.beginPath();
    c.moveTo(vx, y0);
    c.lineTo(vx, y1);
    c.stroke();
  }
  // Runway lights.
  for (let i = 0; i < 14; i++) {
    const t = (i / 14) ** 2;
    const y = horizon + (height - horizon) * t;
    const spread = width * 0.04 + width * 0.66 * t;
    c.fillStyle = 'rgba(255, 214, 140, 0.9)';
    for (const side of [-1, 1]) {
      c.beginPath();
      c.arc(vx + side * spread, y, 1 + t * 4, 0, 2 * Math.PI);
      c.fill();
    }
  }
  // A climbing plane.
  const px = width * (0.66 + rand() * 0.16);
  const py = horizon * (0.25 + rand() * 0.2);
  const k = Math.min(width, height) / 420;
  c.save();
  c.translate(px, py);
  c.rotate(-0.18);
  c.scale(k, k);
  c.fillStyle = 'rgba(15, 18, 24, 0.92)';
  c.beginPath();
  c.ellipse(0, 0, 60, 7, 0, 0, 2 * Math.PI);
  c.fill();
  c.beginPath();
  c.moveTo(-5, 0);
  c.lineTo(-30, 42);
  c.lineTo(-18, 42);
  c.lineTo(18, 2);
  c.closePath();
  c.fill();
  c.beginPath();
  c.moveTo(-45, -2);
  c.lineTo(-62, -28);
  c.lineTo(-52, -28);
  c.lineTo(-34, -3);
  c.closePath();
  c.fill();
  c.restore();
  // A car waiting in the foreground (the offer), with a warm highlight.
  const wide = width > height;
  const cw = wide ? width * 0.24 : width * 0.5;
  const cx = wide ? width * 0.7 : width * 0.45;
  const cy = height * 0.9;
  c.save();
  c.translate(cx, cy);
  c.scale(cw / 260, cw / 260);
  c.fillStyle = 'hsl(20 85% 48%)';
  c.beginPath();
  c.moveTo(0, 0);
  c.lineTo(0, -34);
  c.lineTo(40, -42);
  c.lineTo(84, -78);
  c.lineTo(176, -78);
  c.lineTo(222, -44);
  c.lineTo(258, -36);
  c.lineTo(260, 0);
  c.closePath();
  c.fill();
  c.fillStyle = 'rgba(220, 235, 255, 0.75)';
  c.beginPath();
  c.moveTo(92, -70);
  c.lineTo(128, -70);
  c.lineTo(128, -46);
  c.lineTo(66, -46);
  c.closePath();
  c.moveTo(136, -70);
  c.lineTo(172, -70);
  c.lineTo(204, -46);
  c.lineTo(136, -46);
  c.closePath();
  c.fill();
  c.fillStyle = '#0c0d10';
  for (const wx of [58, 204]) {
    c.beginPath();
    c.arc(wx, 0, 24, 0, 2 * Math.PI);
    c.fill();
  }
  c.fillStyle = '#9aa0a6';
  for (const wx of [58, 204]) {
    c.beginPath();
    c.arc(wx, 0, 10, 0, 2 * Math.PI);
    c.fill();
  }
  c.restore();
}

const seedOf = (name: string) => [...name].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);

await mkdir(outDir, { recursive: true });
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
  for (const [name, kind] of [...names].sort()) {
    const { width, height } = sizes[kind];
    const page = await browser.newPage({ viewport: { width, height } });
    // The seed comes from the airport, so desktop and mobile images of one airport share their colours.
    const seed = seedOf(name.replace(/-(desktop|mobile)\.\w+$/, ''));
    await page.evaluate(paint, { width, height, seed });
    await page.screenshot({ path: path.join(outDir, name), type: 'jpeg', quality: 72 });
    await page.close();
    console.log(`  ${name} (${width}×${height})`);
  }
} finally {
  await browser.close();
}
console.log(`${names.size} images in ${path.relative(process.cwd(), outDir)}`);
