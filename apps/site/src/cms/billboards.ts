// The campaign billboards under the names the product API gives them (apps/api seeds
// /cms/marketing/billboard-{country}-{cars|trucks}-{1600x640|375x400}.jpg per market; the site adds .avif and .webp): the drawn art is
// one image per kind and size in public/cms/marketing/, copied to every country's name when the build ends
// (issue 23), so the repository holds four images instead of one per market.
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sites } from '@rental/markets';
import type { AstroIntegration } from 'astro';

/** spec §9: the billboard sizes, desktop and mobile. */
export const billboardSizes = ['1600x640', '375x400'] as const;
export const billboardKinds = ['cars', 'trucks'] as const;
/** The JPEG the API names, and the AVIF and WebP beside it that the site's <picture> offers first. */
export const billboardFormats = ['avif', 'webp', 'jpg'] as const;

/** The modern-format sibling of a billboard JPEG the API names ('….jpg' → '….avif'). */
export function billboardVariant(jpeg: string, format: (typeof billboardFormats)[number]): string {
  return jpeg.replace(/\.jpg$/, `.${format}`);
}

/** Every market's country code, lower case, once. */
export function billboardCountries(): string[] {
  return [
    ...new Set(sites.flatMap((s) => s.languages.map((l) => l.profile.countryAlpha2.toLowerCase()))),
  ].sort();
}

/** The copies to make, relative to the build root: the drawn image and each country's name for it. */
export function billboardCopies(countries: readonly string[] = billboardCountries()) {
  return countries.flatMap((country) =>
    billboardKinds.flatMap((kind) =>
      billboardSizes.flatMap((size) =>
        billboardFormats.map((format) => ({
          from: `cms/marketing/billboard-${kind}-${size}.${format}`,
          to: `cms/marketing/billboard-${country}-${kind}-${size}.${format}`,
        })),
      ),
    ),
  );
}

export default function cmsBillboards(): AstroIntegration {
  return {
    name: '@rental/site-cms-billboards',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const copies = billboardCopies();
        await Promise.all(copies.map((c) => copyFile(path.join(root, c.from), path.join(root, c.to))));
        logger.info(`${copies.length} billboard images under the markets' names`);
      },
    },
  };
}
