// The URL scheme of the CMS images drawn by scripts/draw-cms-images.ts and served from public/cms/ (issue
// 23; documented in the README): vehicles by group code or subscription model, hero bands by scene. The
// site's pictures take their sources from here; the booking app will use the same URLs for offer cards.
import type { FleetCategory } from '@rental/markets';

/** Widths of the vehicle images in modern formats (the PNG the API names is 800 wide). */
export const vehicleWidths = [400, 800] as const;
/** Natural size of every vehicle image (a side view on a transparent 2:1 canvas). */
export const vehicleSize = { width: 800, height: 400 } as const;

/** Widths of the hero bands in AVIF and WebP; the JPEG fallback is 1280 wide. */
export const heroWidths = [768, 1600] as const;
/** Natural size of the hero bands (2.4:1). */
export const heroSize = { width: 1600, height: 667 } as const;

/** The hero scenes: one per product line, plus the not-found page. */
export const heroScenes = [
  'rental',
  'truck',
  'subscription',
  'share',
  'ride',
  'plus',
  'charge',
  'not-found',
] as const;
export type HeroScene = (typeof heroScenes)[number];

/** A responsive image: modern sources by type, the fallback, its natural size. */
export interface ResponsiveImage {
  avif: string;
  webp: string;
  fallback: string;
  width: number;
  height: number;
}

/** A vehicle image, e.g. vehicleImage('fleet', 'cdmr') or vehicleImage('subscription', 'vw-golf'). */
export function vehicleImage(folder: 'fleet' | 'subscription', name: string): ResponsiveImage {
  const base = `/cms/${folder}/${name}`;
  const set = (type: string) => vehicleWidths.map((w) => `${base}-${w}.${type} ${w}w`).join(', ');
  return { avif: set('avif'), webp: set('webp'), fallback: `${base}.png`, ...vehicleSize };
}

/** A hero band of a scene. */
export function heroImage(scene: HeroScene): ResponsiveImage {
  const base = `/cms/hero/${scene}`;
  const set = (type: string) => heroWidths.map((w) => `${base}-${w}.${type} ${w}w`).join(', ');
  return { avif: set('avif'), webp: set('webp'), fallback: `${base}-1280.jpg`, ...heroSize };
}

/** The vehicle that illustrates each fleet category (a rental group, or a drawing of the category). */
export const categoryVehicles: Record<FleetCategory, ['fleet' | 'subscription', string]> = {
  economy: ['fleet', 'mbmr'],
  compact: ['fleet', 'cdmr'],
  automatic: ['fleet', 'cdar'],
  electric: ['fleet', 'cfae'],
  suv: ['fleet', 'ifah'],
  stationWagon: ['fleet', 'swar'],
  luxury: ['fleet', 'ldar'],
  sport: ['fleet', 'fdar'],
  convertible: ['fleet', 'xtar'],
  van: ['fleet', 'fvar'],
  pickupTruck: ['fleet', 'pickup'],
};

/** The fleet category of a content page id ('fleet-station-wagon' → 'stationWagon'), if it is one. */
export function categoryOfPage(pageId: string): FleetCategory | undefined {
  if (!pageId.startsWith('fleet-')) return undefined;
  const key = pageId.slice('fleet-'.length).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  return key in categoryVehicles ? (key as FleetCategory) : undefined;
}

/** The hero scene of a page's entry point or product line. */
export function heroSceneOf(entry: string, productLine: string | undefined): HeroScene {
  if (entry !== 'rental') return entry as HeroScene;
  return productLine === 'rent-truck' ? 'truck' : 'rental';
}
