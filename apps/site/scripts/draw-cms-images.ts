// Draws the CMS images the site and the product API point at (issue 23), into public/cms/ (committed):
//   /cms/fleet/{group code}.png                  rental vehicle groups, 800 × 400, transparent
//   /cms/subscription/{make-model}.png           subscription models, 800 × 400, transparent
//   /cms/{fleet|subscription}/{name}-{400|800}.{avif|webp}   the same in modern formats and two sizes
//   /cms/hero/{scene}-{768|1600}.{avif|webp}, /cms/hero/{scene}-1280.jpg   the product lines' hero bands
//   /cms/marketing/billboard-{cars|trucks}-{1600x640|375x400}.{avif|webp|jpg}   campaign billboards (spec §9);
//     the build copies them to the per-country names the API uses (src/cms/billboards.ts)
// Drawings are SVG (scripts/art), rasterised and encoded with sharp. Run: npm run draw-cms-images -w @rental/site
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { heroScenes, heroWidths, vehicleWidths } from '../src/lib/cms-images.ts';
import { allVehicles, categoryArt, fleetArt, subscriptionArt } from './art/catalogue.ts';
import { type Placement, type SceneName, scene } from './art/scenes.ts';
import { type VehicleArt, vehicleSvg } from './art/vehicles.ts';

type Image = ReturnType<typeof sharp>;
type Overlay = Parameters<Image['composite']>[0][number];

const publicCms = path.join(import.meta.dirname, '..', 'public', 'cms');
const only = process.argv.slice(2);
const wanted = (group: string) => only.length === 0 || only.includes(group);

async function save(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
  console.log(`  ${path.relative(process.cwd(), file)}  ${(data.length / 1024).toFixed(1)} KB`);
}

async function drawVehicle(folder: string, name: string, art: VehicleArt): Promise<void> {
  const png = await sharp(Buffer.from(vehicleSvg(art)))
    .png()
    .toBuffer();
  // A palette PNG: flat drawn colours lose nothing visible and the file is a third of the size.
  await save(
    path.join(publicCms, folder, `${name}.png`),
    await sharp(png).png({ palette: true, quality: 90, effort: 10 }).toBuffer(),
  );
  for (const width of vehicleWidths) {
    const resized = sharp(png).resize(width);
    await save(
      path.join(publicCms, folder, `${name}-${width}.avif`),
      await resized.clone().avif({ quality: 55, effort: 6 }).toBuffer(),
    );
    await save(
      path.join(publicCms, folder, `${name}-${width}.webp`),
      await resized.clone().webp({ quality: 80, alphaQuality: 90 }).toBuffer(),
    );
  }
}

/** A scene at width × height as raw pixels: background, vehicles on the road, grain and vignette. */
async function renderScene(name: SceneName, width: number, height: number): Promise<Image> {
  const s = scene(name, width, height, allVehicles);
  const layers: Overlay[] = [];
  for (const placed of s.vehicles) layers.push(await placeVehicle(placed, width, height, s.road));
  layers.push({ input: Buffer.from(s.front), left: 0, top: 0 });
  const back = await sharp(Buffer.from(s.back)).png().toBuffer();
  return sharp(await sharp(back).composite(layers).png().toBuffer());
}

async function placeVehicle(
  placed: Placement,
  width: number,
  height: number,
  road: number,
): Promise<Overlay> {
  const targetWidth = Math.round(placed.width * width);
  const scale = targetWidth / 800;
  const input = await sharp(Buffer.from(vehicleSvg(placed.art)), { density: 72 * Math.max(1, scale) })
    .resize(targetWidth)
    .png()
    .toBuffer();
  return {
    input,
    left: Math.round(placed.x * width - targetWidth / 2),
    top: Math.round(road * height - 344 * scale),
  };
}

if (wanted('fleet')) {
  console.log('fleet');
  for (const [code, art] of Object.entries({ ...fleetArt, ...categoryArt }))
    await drawVehicle('fleet', code, art);
}
if (wanted('subscription')) {
  console.log('subscription');
  for (const [name, art] of Object.entries(subscriptionArt)) await drawVehicle('subscription', name, art);
}
if (wanted('hero')) {
  console.log('hero');
  for (const name of heroScenes) {
    const master = await (await renderScene(name, 1600, 667)).png().toBuffer();
    for (const width of heroWidths) {
      const resized = sharp(master).resize(width);
      await save(
        path.join(publicCms, 'hero', `${name}-${width}.avif`),
        await resized.clone().avif({ quality: 50, effort: 6 }).toBuffer(),
      );
      await save(
        path.join(publicCms, 'hero', `${name}-${width}.webp`),
        await resized.clone().webp({ quality: 72 }).toBuffer(),
      );
    }
    await save(
      path.join(publicCms, 'hero', `${name}-1280.jpg`),
      await sharp(master).resize(1280).jpeg({ quality: 72, mozjpeg: true }).toBuffer(),
    );
  }
}
if (wanted('billboard')) {
  console.log('billboard');
  for (const kind of ['cars', 'trucks'] as const) {
    for (const [width, height] of [
      [1600, 640],
      [375, 400],
    ] as const) {
      const image = await renderScene(`billboard-${kind}`, width, height);
      const name = path.join(publicCms, 'marketing', `billboard-${kind}-${width}x${height}`);
      // AVIF and WebP for the <picture>, the JPEG as its fallback (and the name the API answers).
      await save(`${name}.avif`, await image.clone().avif({ quality: 50, effort: 6 }).toBuffer());
      await save(`${name}.webp`, await image.clone().webp({ quality: 72 }).toBuffer());
      await save(`${name}.jpg`, await image.jpeg({ quality: 74, mozjpeg: true }).toBuffer());
    }
  }
}
