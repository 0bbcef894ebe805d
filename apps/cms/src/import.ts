// Imports today's content/ into Directus through @directus/sdk: sites and languages (from the markets),
// navigation and footer of each site language, pages with their banner fields and airport promotions,
// and the promotion images as Directus files (filename_disk kept, spec §3).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createItems, readFiles, readItems, uploadFiles } from '@directus/sdk';
import {
  type ContentFilter,
  createFileSource,
  defaultContentRoot,
  type PageFrontMatter,
  pageFrontMatterSchema,
  splitFrontMatter,
} from '@rental/content';
import { sites } from '@rental/markets';
import type { AdminClient } from './schema.ts';

/** Where the promotion images live today (the site serves them under /cms/marketing/). */
const marketingDir = join(import.meta.dirname, '..', '..', 'site', 'public', 'cms', 'marketing');

const BATCH = 200;

async function createInBatches(client: AdminClient, collection: string, items: object[]): Promise<void> {
  for (let start = 0; start < items.length; start += BATCH) {
    await client.request(createItems(collection, items.slice(start, start + BATCH) as never));
  }
}

/** Uploads an image once, keeping its file name on disk; returns the Directus file id. */
async function fileIdOf(client: AdminClient, cache: Map<string, string>, filename: string): Promise<string> {
  const known = cache.get(filename);
  if (known !== undefined) return known;
  const existing = (await client.request(
    readFiles({ filter: { filename_disk: { _eq: filename } }, fields: ['id'] } as never),
  )) as Array<{ id: string }>;
  let id = existing[0]?.id;
  if (id === undefined) {
    const form = new FormData();
    // Fields before the file: Directus reads them first and keeps this filename_disk (spec §3 field).
    form.append('filename_disk', filename);
    form.append('filename_download', filename);
    form.append('title', filename);
    form.append('file', new Blob([await readFile(join(marketingDir, filename))]), filename);
    id = ((await client.request(uploadFiles(form))) as { id: string }).id;
  }
  cache.set(filename, id);
  return id;
}

/** Imports the content the filter selects; sites and languages of every market are created once. */
export async function importContent(
  client: AdminClient,
  {
    filter = {},
    root = defaultContentRoot(),
    log = console.log,
  }: { filter?: ContentFilter; root?: string; log?: (line: string) => void } = {},
): Promise<{ pages: number; seconds: number }> {
  const started = performance.now();
  const source = createFileSource({ root });
  const existingSites = new Set(
    (
      (await client.request(readItems('sites' as never, { fields: ['id'], limit: -1 } as never))) as Array<{
        id: string;
      }>
    ).map((s) => s.id),
  );
  const newSites = sites.filter((site) => !existingSites.has(site.id));
  await createInBatches(
    client,
    'sites',
    newSites.map((site) => ({ id: site.id, domain: site.domain })),
  );
  await createInBatches(
    client,
    'site_languages',
    newSites.flatMap((site) =>
      site.languages.map((lang, sort) => ({
        site: site.id,
        locale: lang.locale,
        path_prefix: lang.pathPrefix,
        sort,
      })),
    ),
  );
  const files = new Map<string, string>();
  let count = 0;
  const selected = (await source.listLocales()).filter(
    (e) =>
      (filter.siteId === undefined || e.siteId === filter.siteId) &&
      (filter.siteIds === undefined || filter.siteIds.includes(e.siteId)) &&
      (filter.locale === undefined || e.locale === filter.locale),
  );
  for (const { siteId, locale } of selected) {
    const chrome = await source.loadChrome(siteId, locale);
    const owner = { site: siteId, locale };
    await createInBatches(
      client,
      'navigations',
      chrome.navigation.map((nav, sort) => ({
        ...owner,
        sort,
        navigation_text: nav.navigation_text,
        product_line_tab: nav.product_line_tab,
        nav_list: nav.nav_list.map((item, index) => ({ ...item, sort: index })),
      })),
    );
    await createInBatches(
      client,
      'footers',
      chrome.footer.map((footer, sort) => ({
        ...owner,
        sort,
        footer_text: footer.footer_text,
        is_manage_cookie_enabled: footer.is_manage_cookie_enabled,
        links: footer.links.map((link, index) => ({ ...link, sort: index })),
      })),
    );
    const pages = [];
    for (const id of await source.listPageIds(siteId, locale)) {
      const file = join(root, siteId, locale, 'pages', `${id}.md`);
      const { data, body } = splitFrontMatter(file, await readFile(file, 'utf8'));
      const frontMatter: PageFrontMatter = pageFrontMatterSchema.parse(data);
      const { airportPromotion, ...fields } = frontMatter;
      pages.push({
        ...owner,
        page_id: id,
        status: 'published',
        ...fields,
        body,
        ...(airportPromotion === undefined
          ? {}
          : {
              airportPromotion: {
                ...airportPromotion,
                hero_image_desktop: await fileIdOf(
                  client,
                  files,
                  airportPromotion.hero_image_desktop.filename_disk,
                ),
                hero_image_mobile: await fileIdOf(
                  client,
                  files,
                  airportPromotion.hero_image_mobile.filename_disk,
                ),
              },
            }),
      });
    }
    await createInBatches(client, 'pages', pages);
    count += pages.length;
  }
  const seconds = (performance.now() - started) / 1000;
  log(
    `Imported ${count} pages of ${selected.length} site languages into Directus in ${seconds.toFixed(1)} s`,
  );
  return { pages: count, seconds };
}
