// The link checker (issue 19): every internal link of every page of every site and language in the
// build (HTML pages and their 404 pages, web manifests, the style sheets they use, the market links of
// the app context) must answer 200 or a deliberate redirect to a page that does. It reads the files of
// the build and decides each answer as the local host would (resolve.ts); no server, no browser.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createLinks, fleetCategories, type Site, type SiteLanguage } from '@rental/markets';
import { cssLinks, htmlLinks, jsonLinks, manifestUrlKeys, type RawLink } from './extract.ts';
import { type BuildFiles, isServerPath, type Resolution, resolvePath } from './resolve.ts';

export interface CheckOptions {
  /** The site build root (apps/site/dist): dist/{siteId}/… per site plus shared files. */
  siteRoot: string;
  /** Micro-frontend builds served at /webapp/{app}/: app name -> build folder. */
  webapps: Readonly<Record<string, string>>;
  /** The market sites; each site's domain and {id}.localhost count as internal. */
  sites: readonly Site[];
}

/** Where a link was found: the site, the public path of the file and how ('<a href>'). */
export interface LinkSource {
  siteId: string;
  page: string;
  via: string;
}

/** One link target that does not answer 200, with every place that links to it. */
export interface BrokenTarget {
  siteId: string;
  /** The target path as resolved (query dropped), with its fragment when the fragment is what is missing. */
  target: string;
  status: number;
  reason: string;
  /** The station finder of the target's site (issue 19 part 2: pages from the product API's branches). */
  stationFinder: boolean;
  sources: LinkSource[];
}

export interface LinkReport {
  /** Files read: HTML pages, web manifests, style sheets. */
  files: { html: number; manifests: number; css: number };
  /** Internal links checked (every occurrence). */
  links: number;
  /** Distinct internal targets (site and path). */
  targets: number;
  /** Distinct targets that answered with a redirect which was followed. */
  redirects: number;
  /** Links not checked: other origins, other schemes (mailto:, tel:, the app protocol), API paths. */
  skipped: { external: number; otherScheme: number; server: number };
  broken: BrokenTarget[];
  milliseconds: number;
  /** CPU time of the check (user and system): on a busy machine the wall time says little. */
  cpuMilliseconds: number;
}

async function listFiles(root: string): Promise<Set<string>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = new Set<string>();
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    files.add(path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  }
  return files;
}

/** Every file of the build the host can serve. */
export async function readBuildFiles(options: CheckOptions): Promise<BuildFiles> {
  const site = await listFiles(options.siteRoot);
  const webapps = new Map<string, Set<string>>();
  for (const [app, dir] of Object.entries(options.webapps)) webapps.set(app, await listFiles(dir));
  const siteIds = new Set(options.sites.map((s) => s.id).filter((id) => site.has(`${id}/index.html`)));
  return { site, webapps, siteIds };
}

/**
 * The links of a site language's market profile and link builder (spec §2 "Per-market links"): what
 * the applications and pages link to, whether or not a built page shows the link yet. '' and absent
 * values mean the market does not offer the page.
 */
export function marketLinks(site: Site, lang: SiteLanguage): RawLink[] {
  const links = createLinks(site, lang);
  const found: RawLink[] = [];
  for (const [key, value] of Object.entries(links)) {
    if (typeof value === 'string' && value !== '') found.push({ url: value, via: `links.${key}` });
  }
  for (const category of fleetCategories) {
    found.push({ url: links.fleetCategory(category), via: `links.fleetCategory(${category})` });
  }
  found.push({
    url: lang.profile.customerSupportPaymentArticleLink,
    via: 'customerSupportPaymentArticleLink',
  });
  return found;
}

/** The public path a site file is served at: 'de/flotte/index.html' -> '/flotte', 'de/index.html' -> '/'. */
export function publicPathOf(file: string): string {
  const withinSite = file.slice(file.indexOf('/'));
  const trimmed = withinSite.replace(/\/index\.html$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Runs tasks with at most `limit` at a time (reading 1,700 files at once exhausts file handles). */
async function inBatches<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** What a path answers after its redirects were followed. */
type FinalAnswer = Exclude<Resolution, { status: 301 }>;

export async function checkLinks(options: CheckOptions): Promise<LinkReport> {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const files = await readBuildFiles(options);
  const bySiteHost = new Map<string, string>();
  for (const site of options.sites) {
    bySiteHost.set(site.domain, site.id);
    bySiteHost.set(`${site.id}.localhost`, site.id);
  }
  // Each site's station-finder paths (a subscription-only tenant's lead to its main-brand site's).
  const stationFinders = new Map<string, string[]>(
    options.sites.map((site) => [
      site.id,
      site.languages
        .map((lang) => createLinks(site, lang).stationFinder)
        .filter((path) => path.startsWith('/')),
    ]),
  );
  const report: LinkReport = {
    files: { html: 0, manifests: 0, css: 0 },
    links: 0,
    targets: 0,
    redirects: 0,
    skipped: { external: 0, otherScheme: 0, server: 0 },
    broken: [],
    milliseconds: 0,
    cpuMilliseconds: 0,
  };
  const resolutions = new Map<string, { final: FinalAnswer; redirected: boolean }>();
  const idsOf = new Map<string, Promise<Set<string>>>();
  const cssSeen = new Set<string>();
  const broken = new Map<string, BrokenTarget>();

  const resolveFollowing = (siteId: string, pathname: string) => {
    const key = `${siteId}\0${pathname}`;
    let known = resolutions.get(key);
    if (known === undefined) {
      let answer = resolvePath(files, siteId, pathname);
      let hops = 0;
      while (answer.status === 301 && hops++ < 5) answer = resolvePath(files, siteId, answer.location);
      const final: FinalAnswer = answer.status === 301 ? { status: 404, reason: 'redirect loop' } : answer;
      known = { final, redirected: hops > 0 };
      resolutions.set(key, known);
      report.targets++;
      if (known.redirected) report.redirects++;
    }
    return known.final;
  };

  const fail = (siteId: string, target: string, status: number, reason: string, source: LinkSource) => {
    const key = `${siteId}\0${target}`;
    let entry = broken.get(key);
    if (entry === undefined) {
      const finders = stationFinders.get(siteId) ?? [];
      const bare = target.replace(/#.*$/, '');
      const stationFinder = finders.some((f) => bare === f || bare.startsWith(`${f}/`));
      entry = { siteId, target, status, reason, stationFinder, sources: [] };
      broken.set(key, entry);
    }
    entry.sources.push(source);
  };

  const ids = (file: string): Promise<Set<string>> => {
    let known = idsOf.get(file);
    if (known === undefined) {
      known = readFile(path.join(options.siteRoot, file), 'utf8').then((html) => htmlLinks(html).ids);
      idsOf.set(file, known);
    }
    return known;
  };

  /** Checks the links of one file served at `base` on site `siteId`; returns the style sheets it uses. */
  const checkAll = async (
    siteId: string,
    page: string,
    base: URL,
    links: readonly RawLink[],
    ownIds?: Set<string>,
  ) => {
    const sheets: Array<{ siteId: string; file: string; url: URL }> = [];
    for (const link of links) {
      let url: URL;
      try {
        url = new URL(link.url, base);
      } catch {
        fail(siteId, link.url, 400, 'not a valid URL', { siteId, page, via: link.via });
        continue;
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        report.skipped.otherScheme++;
        continue;
      }
      const targetSite = url.host === base.host ? siteId : bySiteHost.get(url.hostname);
      if (targetSite === undefined) {
        report.skipped.external++;
        continue;
      }
      if (isServerPath(url.pathname)) {
        report.skipped.server++;
        continue;
      }
      report.links++;
      const source = { siteId, page, via: link.via };
      // A fragment-only link points into this very document.
      const samePage = link.url.startsWith('#');
      const answer = samePage ? undefined : resolveFollowing(targetSite, url.pathname);
      if (answer !== undefined && answer.status !== 200) {
        fail(targetSite, url.pathname, answer.status, answer.reason, source);
        continue;
      }
      const fragment = safeDecode(url.hash.slice(1));
      // '#/…' and '#?…' are application routes (account, help center), not element ids.
      const elementId = fragment !== '' && !/^[/?!]/.test(fragment) ? fragment : undefined;
      if (elementId !== undefined) {
        const targetIds = samePage
          ? ownIds
          : answer?.file.endsWith('.html')
            ? await ids(answer.file)
            : undefined;
        if (targetIds !== undefined && !targetIds.has(elementId)) {
          fail(
            targetSite,
            `${samePage ? page : url.pathname}#${elementId}`,
            404,
            'no element with this id',
            source,
          );
        }
      }
      if (answer?.file.endsWith('.css') && !answer.file.startsWith('webapp:')) {
        sheets.push({ siteId: targetSite, file: answer.file, url });
      }
    }
    return sheets;
  };

  const siteFiles = [...files.site].filter((file) => files.siteIds.has(file.slice(0, file.indexOf('/'))));
  const htmlFiles = siteFiles.filter((file) => file.endsWith('.html'));
  const manifests = siteFiles.filter((file) => file.endsWith('.webmanifest'));
  const sheets: Array<{ siteId: string; file: string; url: URL }> = [];

  await inBatches(htmlFiles, 32, async (file) => {
    const siteId = file.slice(0, file.indexOf('/'));
    const page = publicPathOf(file);
    const html = await readFile(path.join(options.siteRoot, file), 'utf8');
    let found: ReturnType<typeof htmlLinks>;
    try {
      found = htmlLinks(html);
    } catch (error) {
      fail(siteId, page, 500, `unreadable page: ${(error as Error).message}`, {
        siteId,
        page,
        via: 'the page itself',
      });
      return;
    }
    idsOf.set(file, Promise.resolve(found.ids));
    report.files.html++;
    sheets.push(
      ...(await checkAll(siteId, page, new URL(page, `http://${siteId}.localhost`), found.links, found.ids)),
    );
  });

  await inBatches(manifests, 8, async (file) => {
    const siteId = file.slice(0, file.indexOf('/'));
    const page = publicPathOf(file);
    let data: unknown;
    try {
      data = JSON.parse(await readFile(path.join(options.siteRoot, file), 'utf8'));
    } catch (error) {
      fail(siteId, page, 500, `unreadable manifest: ${(error as Error).message}`, {
        siteId,
        page,
        via: 'the manifest itself',
      });
      return;
    }
    report.files.manifests++;
    const links = jsonLinks(data, 'manifest', manifestUrlKeys);
    await checkAll(siteId, page, new URL(page, `http://${siteId}.localhost`), links);
  });

  for (const site of options.sites) {
    if (!files.siteIds.has(site.id)) continue;
    for (const lang of site.languages) {
      const page = `(market profile ${lang.locale})`;
      await checkAll(
        site.id,
        page,
        new URL(lang.pathPrefix || '/', `http://${site.id}.localhost`),
        marketLinks(site, lang),
      );
    }
  }

  // Style sheets are shared by many pages: read each once, its url() relative to the sheet itself.
  for (const sheet of sheets) {
    if (cssSeen.has(sheet.file)) continue;
    cssSeen.add(sheet.file);
    report.files.css++;
    const css = await readFile(path.join(options.siteRoot, sheet.file), 'utf8');
    await checkAll(sheet.siteId, sheet.url.pathname, sheet.url, cssLinks(css, 'css url()'));
  }

  // Pages are read concurrently: sort each target's sources so the report (and its test) never depends
  // on which read finished first.
  for (const entry of broken.values())
    entry.sources.sort(
      (a, b) =>
        a.siteId.localeCompare(b.siteId) || a.page.localeCompare(b.page) || a.via.localeCompare(b.via),
    );
  report.broken = [...broken.values()].sort(
    (a, b) =>
      Number(a.stationFinder) - Number(b.stationFinder) ||
      a.siteId.localeCompare(b.siteId) ||
      a.target.localeCompare(b.target),
  );
  report.milliseconds = performance.now() - started;
  const cpu = process.cpuUsage(cpuStarted);
  report.cpuMilliseconds = (cpu.user + cpu.system) / 1000;
  return report;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The report as text: a summary line, then each broken target with every page linking to it, by how. */
export function formatReport(report: LinkReport): string {
  const seconds = `${(report.milliseconds / 1000).toFixed(1)} s (${(report.cpuMilliseconds / 1000).toFixed(1)} s CPU)`;
  const lines = [
    `Link check: ${report.files.html} HTML pages, ${report.files.manifests} manifests, ${report.files.css} style sheets; ` +
      `${report.links} internal links to ${report.targets} targets (${report.redirects} redirected) in ${seconds}; ` +
      `not checked: ${report.skipped.external} external, ${report.skipped.otherScheme} mailto:/tel:/app links, ${report.skipped.server} API.`,
  ];
  const other = report.broken.filter((b) => !b.stationFinder);
  const finder = report.broken.filter((b) => b.stationFinder);
  const pagesOf = (list: readonly BrokenTarget[]) =>
    new Set(list.flatMap((b) => b.sources.map((s) => `${s.siteId}${s.page}`))).size;
  if (report.broken.length === 0) {
    lines.push('0 broken links.');
    return lines.join('\n');
  }
  lines.push(
    `${report.broken.length} broken targets linked from ${pagesOf(report.broken)} pages` +
      (finder.length > 0 ? ` (${finder.length} of them station-finder pages, listed last)` : '') +
      ':',
  );
  const describe = (b: BrokenTarget) => {
    lines.push('', `${b.siteId} ${b.target}  ${b.status} ${b.reason}`);
    const byVia = new Map<string, string[]>();
    for (const s of b.sources)
      byVia.set(s.via, [
        ...(byVia.get(s.via) ?? []),
        `${s.siteId === b.siteId ? '' : `${s.siteId} `}${s.page}`,
      ]);
    for (const [via, pages] of byVia) {
      const unique = [...new Set(pages)].sort();
      lines.push(`  ${via} on ${unique.length} page${unique.length === 1 ? '' : 's'}: ${unique.join(', ')}`);
    }
  };
  other.forEach(describe);
  if (finder.length > 0) {
    lines.push(
      '',
      `Station finder: ${finder.length} targets on ${pagesOf(finder)} pages. The station-finder pages come from the product API's branches (issue 19 part 2) and are built separately.`,
    );
    finder.forEach(describe);
  }
  return lines.join('\n');
}
