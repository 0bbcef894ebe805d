// The shape of the files the build writes for the browser runtime (spec §8 "Page data").
import { pageContextSchema } from '@rental/content';
import { z } from 'zod';

/** /page-data/{path or index}/page-data.json: one content page. */
export const pageDataSchema = z.object({
  /** Site-relative page path, e.g. '/fr-be/flotte'. */
  path: z.string().startsWith('/'),
  /** The page context of spec §3 (domain, language_code, layout, navigation, footer, banner, promotion). */
  pageContext: pageContextSchema,
});
export type PageData = z.infer<typeof pageDataSchema>;

/** /page-data/app-data.json: the build this site was deployed from. */
export const appDataSchema = z.object({
  /** The build's hash; a different value on the server means a new build is deployed (spec §4). */
  webpackCompilationHash: z.string().min(1),
});
export type AppData = z.infer<typeof appDataSchema>;
