// @rental/content: the CMS content model and its sources (files by default; a headless CMS can be added).
export { assemblePage, checkPathPrefix, resolveSiteLanguage } from './assemble.ts';
export { type BodyProblem, findBodyProblem } from './body.ts';
export { createDirectusSource, type DirectusSourceOptions } from './directus-source.ts';
export { ContentError, contentErrorFromZod } from './errors.ts';
export { createFileSource, defaultContentRoot, type FileSourceOptions } from './file-source.ts';
export { splitFrontMatter } from './front-matter.ts';
export { type ContentFilter, collectPages, loadAllPages, type PageCollection } from './load.ts';
export {
  type Airport,
  airports,
  isIndexable,
  type PageKind,
  type PlannedPage,
  planPages,
  toPagePath,
} from './page-plan.ts';
export {
  type AirportPromotion,
  airportPromotionSchema,
  type Footer,
  type FooterLink,
  footerLinkSchema,
  footerLinkTarget,
  footerSchema,
  knownLayout,
  type LayoutName,
  languageCodeSchema,
  layoutNames,
  type Navigation,
  type NavListItem,
  navigationSchema,
  navListItemSchema,
  type Page,
  type PageContext,
  type PageFrontMatter,
  type ProductLine,
  type ProductLineTab,
  pageContextSchema,
  pageFrontMatterSchema,
  pagePathSchema,
  pageSchema,
  productLines,
  productLineTabSchema,
  type SiteChrome,
  siteChromeSchema,
  type Template,
  templateNames,
} from './schema.ts';
export type { ContentSite, ContentSource } from './source.ts';
export { contentSourceFromEnv } from './source-from-env.ts';
export { type ContentReport, validateContent } from './validate.ts';
