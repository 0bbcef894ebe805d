// Reads what the build rendered about the current page into the runtime's <meta name="rental-runtime">.

/** What the runtime knows about a rendered page. */
export interface PageMeta {
  /** The build's hash of the HTML (spec §4). */
  build: string;
  /** Debug mode forced by the build's config flag. */
  debugFlag: boolean;
  /** Market site id, e.g. 'de'. */
  site: string;
  /** Country code of the market, e.g. 'DE'. */
  country: string;
  /** Page language, e.g. 'de-DE'. */
  language: string;
  /** Layout of a content page ('' for the empty layout); undefined on pages without content (404, 500). */
  layout: string | undefined;
  /** This page's data file, when it is a content page. */
  pageData: string | undefined;
  /** The site's language path prefixes ('' for the root language). */
  prefixes: string[];
}

export function readPageMeta(doc: Document = document): PageMeta {
  const el = doc.querySelector<HTMLMetaElement>('meta[name="rental-runtime"]');
  const data = el?.dataset ?? {};
  return {
    build: data.build ?? '',
    debugFlag: data.debug === 'on',
    site: data.site ?? '',
    country: data.country ?? '',
    language: data.language ?? doc.documentElement.lang,
    layout: data.layout,
    pageData: data.pageData,
    prefixes: (data.prefixes ?? '').split(','),
  };
}
