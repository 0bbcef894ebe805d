// The billboard campaign of a market (spec §7 /v2/apps/campaign, ?trucks= for the van/truck variant).
import { billboardSizes } from '@rental/markets/billboards';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { billboards } from '../db/schema.ts';
import type { App, Deps } from '../deps.ts';
import { errorResponses } from '../errors.ts';
import { countryCodeSchema, resolveMarket } from '../http.ts';
import { english } from '../i18n/translate.ts';

/** spec §9: billboard image sizes (one source with the site: @rental/markets/billboards). */
export const BILLBOARD_DESKTOP = billboardSizes.desktop;
export const BILLBOARD_MOBILE = billboardSizes.mobile;

const imageSchema = z.object({ src: z.string(), width: z.number().int(), height: z.number().int() });

/** Registers the billboard endpoint. */
export function registerCampaignRoutes(app: App, deps: Deps): void {
  for (const url of ['/v2/apps/campaign', '/v2/apps/campaign/']) {
    app.get(
      url,
      {
        schema: {
          tags: ['campaign'],
          summary: 'The billboard campaign of a market; `campaign` is null when none runs',
          hide: url.endsWith('/'),
          querystring: z.object({
            countryCode: countryCodeSchema,
            /** true for the van/truck billboard. */
            trucks: z
              .enum(['true', 'false'], { error: english('trueOrFalse', { label: 'trucks' }) })
              .default('false'),
          }),
          response: {
            200: z.object({
              countryCode: z.string(),
              campaign: z
                .object({
                  /** Headline. */
                  title: z.string(),
                  /** Sub-line. */
                  subtitle: z.string(),
                  /** Call to action. */
                  cta: z.object({ label: z.string(), url: z.string() }),
                  /** Desktop 1600×640 and mobile 375×400 images. */
                  images: z.object({ desktop: imageSchema, mobile: imageSchema }),
                  /** Last day (YYYY-MM-DD). */
                  validUntil: z.string(),
                })
                .nullable(),
            }),
            ...errorResponses,
          },
        },
      },
      async (req) => {
        const market = resolveMarket(req, req.query.countryCode);
        const [row] = await deps.db
          .select()
          .from(billboards)
          .where(
            and(eq(billboards.country, market.country), eq(billboards.trucks, req.query.trucks === 'true')),
          );
        const live = row && row.validUntil >= deps.now().toISOString().slice(0, 10);
        return {
          countryCode: market.country,
          campaign: live
            ? {
                title: row.title,
                subtitle: row.subtitle,
                cta: { label: row.ctaLabel, url: row.ctaUrl },
                images: {
                  desktop: { src: row.desktopImage, ...BILLBOARD_DESKTOP },
                  mobile: { src: row.mobileImage, ...BILLBOARD_MOBILE },
                },
                validUntil: row.validUntil,
              }
            : null,
        };
      },
    );
  }
}
