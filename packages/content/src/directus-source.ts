// The Directus content source (issue 24): the same validated pages as the file source, read through
// @directus/sdk from the collections of directus-model.ts. Errors name the collection, the item and the field.
import { createDirectus, readItems, rest, staticToken } from '@directus/sdk';
import type { z } from 'zod';
import { assemblePage, checkPathPrefix, resolveSiteLanguage } from './assemble.ts';
import { findBodyProblem } from './body.ts';
import { directusCollections } from './directus-model.ts';
import { ContentError, describeIssue } from './errors.ts';
import { type Page, pageFrontMatterSchema, type SiteChrome, siteChromeSchema } from './schema.ts';
import { type ContentSite, type ContentSource, marketSites } from './source.ts';

export interface DirectusSourceOptions {
  /** Directus base URL, e.g. 'http://127.0.0.1:4850'. */
  url: string;
  /** A static token of a user that may read the content collections. */
  token: string;
  /** true to read draft pages too (preview); builds read published pages only. */
  drafts?: boolean;
  /** Market sites to check against; default: `sites` of @rental/markets. */
  sites?: readonly ContentSite[];
  /** The fetch the SDK uses (tests answer with recorded Directus responses); default: the global one. */
  fetch?: typeof fetch;
}

type Row = Record<string, unknown> & { id: number | string };

/** Where a value came from: the Directus item whose field it is. */
interface ItemRef {
  collection: string;
  id: number | string;
}

const keysOf = (collection: string): readonly string[] => {
  const model = directusCollections.find((c) => c.collection === collection);
  if (model === undefined) throw new Error(`directus-model has no collection ${collection}`);
  return model.schemaKeys;
};

/**
 * Copies the schema's keys of a Directus item, dropping empty (null) fields so zod defaults and
 * "is required" apply as for a file, and records which item each copied object came from.
 */
function pick(
  row: Row,
  collection: string,
  refs: Map<object, ItemRef>,
  keys = keysOf(collection),
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const value = row[key];
    if (value !== null && value !== undefined) out[key] = value;
  }
  refs.set(out, { collection, id: row.id });
  return out;
}

/** Turns the first zod issue into a ContentError naming the Directus item (the deepest on the path) and its field. */
function itemError(
  root: object,
  refs: Map<object, ItemRef>,
  error: z.ZodError,
  fallback: ItemRef,
): ContentError {
  const issue = error.issues[0];
  const path = [
    ...(issue?.path ?? []).map(String),
    ...(issue?.code === 'unrecognized_keys' ? issue.keys.slice(0, 1) : []),
  ];
  let ref = refs.get(root) ?? fallback;
  let at = 0;
  let node: unknown = root;
  path.forEach((segment, index) => {
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined;
    const found = node !== null && typeof node === 'object' ? refs.get(node) : undefined;
    if (found !== undefined) {
      ref = found;
      at = index + 1;
    }
  });
  const field = path.slice(at).join('.');
  const file = `directus:${ref.collection}/${ref.id}`;
  const detail = issue === undefined ? 'invalid' : describeIssue(issue);
  return field === ''
    ? new ContentError(file, detail)
    : new ContentError(file, `field "${field}": ${detail}`, field);
}

/** Reads content from Directus; every loader validates and throws ContentError naming collection, item and field. */
export function createDirectusSource(options: DirectusSourceOptions): ContentSource {
  const client = createDirectus(options.url, options.fetch ? { globals: { fetch: options.fetch } } : {})
    .with(staticToken(options.token))
    .with(rest());
  let sitesPromise: Promise<readonly ContentSite[]> | undefined;
  const getSites = () => {
    sitesPromise ??= options.sites ? Promise.resolve(options.sites) : marketSites();
    return sitesPromise;
  };
  async function read(collection: string, query: object): Promise<Row[]> {
    try {
      return (await client.request(
        readItems(collection as never, { limit: -1, ...query } as never),
      )) as Row[];
    } catch (error) {
      const reason = (error as { errors?: Array<{ message: string }> }).errors?.[0]?.message ?? String(error);
      throw new Error(`Directus at ${options.url}: reading ${collection} failed: ${reason}`);
    }
  }
  const ofLanguage = (siteId: string, locale: string) => ({ site: { _eq: siteId }, locale: { _eq: locale } });

  const chromes = new Map<string, Promise<SiteChrome>>();
  async function fetchChrome(siteId: string, locale: string): Promise<SiteChrome> {
    const [navigations, footers] = await Promise.all([
      read('navigations', {
        filter: ofLanguage(siteId, locale),
        fields: ['*', 'nav_list.*'],
        sort: ['sort', 'id'],
        deep: { nav_list: { _sort: ['sort', 'id'], _limit: -1 } },
      }),
      read('footers', {
        filter: ofLanguage(siteId, locale),
        fields: ['*', 'links.*'],
        sort: ['sort', 'id'],
        deep: { links: { _sort: ['sort', 'id'], _limit: -1 } },
      }),
    ]);
    const refs = new Map<object, ItemRef>();
    // A parent with its o2m list: a new object, so its item is recorded for it as well.
    const withList = (row: Row, collection: string, list: string, itemCollection: string) => {
      const out = {
        ...pick(row, collection, refs),
        [list]: ((row[list] as Row[] | null) ?? []).map((item) => pick(item, itemCollection, refs)),
      };
      refs.set(out, { collection, id: row.id });
      return out;
    };
    const raw = {
      navigation: navigations.map((nav) => withList(nav, 'navigations', 'nav_list', 'nav_list_items')),
      footer: footers.map((footer) => withList(footer, 'footers', 'links', 'footer_links')),
    };
    const parsed = siteChromeSchema.safeParse(raw);
    if (!parsed.success) {
      const fallback = { collection: 'navigations', id: `${siteId}/${locale}` };
      throw itemError(raw, refs, parsed.error, fallback);
    }
    return parsed.data;
  }
  function loadChrome(siteId: string, locale: string): Promise<SiteChrome> {
    const key = `${siteId}/${locale}`;
    let chrome = chromes.get(key);
    if (chrome === undefined) {
      chrome = (async () => {
        resolveSiteLanguage(
          await getSites(),
          siteId,
          locale,
          `directus:navigations?site=${siteId}&locale=${locale}`,
        );
        return fetchChrome(siteId, locale);
      })();
      chromes.set(key, chrome);
    }
    return chrome;
  }

  // The pages of a site language load in one request; loadPage picks from it.
  const pageRows = new Map<string, Promise<Map<string, Row>>>();
  function rowsOf(siteId: string, locale: string): Promise<Map<string, Row>> {
    const key = `${siteId}/${locale}`;
    let rows = pageRows.get(key);
    if (rows === undefined) {
      rows = read('pages', {
        filter: {
          ...ofLanguage(siteId, locale),
          status: { _in: options.drafts ? ['published', 'draft'] : ['published'] },
        },
        fields: [
          '*',
          'airportPromotion.*',
          'airportPromotion.hero_image_desktop.filename_disk',
          'airportPromotion.hero_image_mobile.filename_disk',
        ],
        sort: ['page_id'],
      }).then((list) => new Map(list.map((row) => [String(row.page_id), row])));
      pageRows.set(key, rows);
    }
    return rows;
  }

  async function loadPage(siteId: string, locale: string, id: string): Promise<Page> {
    const row = (await rowsOf(siteId, locale)).get(id);
    if (row === undefined) {
      throw new ContentError(`directus:pages?site=${siteId}&locale=${locale}&page_id=${id}`, 'no such page');
    }
    const file = `directus:pages/${row.id}`;
    const { site } = resolveSiteLanguage(await getSites(), siteId, locale, file);
    const refs = new Map<object, ItemRef>();
    const data = pick(row, 'pages', refs);
    const promotion = row.airportPromotion as Row | null;
    if (promotion !== null && typeof promotion === 'object') {
      const copy = pick(promotion, 'airport_promotions', refs);
      for (const key of ['hero_image_desktop', 'hero_image_mobile']) {
        const image = promotion[key] as Row | null;
        if (image !== null && typeof image === 'object') {
          copy[key] = { filename_disk: image.filename_disk };
          refs.set(copy[key] as object, {
            collection: 'directus_files',
            id: String(image.id ?? image.filename_disk),
          });
        }
      }
      data.airportPromotion = copy;
    }
    const parsed = pageFrontMatterSchema.safeParse(data);
    if (!parsed.success) throw itemError(data, refs, parsed.error, { collection: 'pages', id: row.id });
    const body = typeof row.body === 'string' ? row.body : '';
    const problem = findBodyProblem(body);
    if (problem !== undefined) {
      throw new ContentError(file, `field "body" line ${problem.line}: ${problem.message}`, 'body');
    }
    checkPathPrefix(site, locale, parsed.data.path, file);
    const chrome = await loadChrome(siteId, locale);
    return assemblePage({ id, file, site, locale, frontMatter: parsed.data, body, chrome });
  }

  return {
    name: `directus (${options.url})`,
    async listLocales() {
      const [rows, pages] = await Promise.all([
        read('navigations', { fields: ['site', 'locale'] }),
        read('pages', { fields: ['site', 'locale'] }),
      ]);
      const keys = new Set([...rows, ...pages].map((r) => `${r.site}\u0000${r.locale}`));
      return [...keys].sort().map((key) => {
        const [siteId = '', locale = ''] = key.split('\u0000');
        return { siteId, locale };
      });
    },
    loadChrome,
    async listPageIds(siteId, locale) {
      return [...(await rowsOf(siteId, locale)).keys()].sort();
    },
    loadPage,
  };
}
