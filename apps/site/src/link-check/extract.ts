// The links a built file makes, as written: attributes of the static HTML (href, src, srcset, …),
// url() in inline styles, the JSON of data scripts (the app context's market links, structured data),
// the web manifest's URLs and a style sheet's url() and @import. No DOM: the build's HTML is regular and
// a few regular expressions read 1,700 pages in well under a second.

/** One link as written in a file, with where it was found ('<a href>', 'app-context market.links.faq'). */
export interface RawLink {
  url: string;
  via: string;
}

/** What an HTML file holds for the checker: its links, its element ids and the style sheets it uses. */
export interface HtmlLinks {
  links: RawLink[];
  /** Values of id attributes (and name attributes of anchors): targets of '#fragment' links. */
  ids: Set<string>;
}

const comment = /<!--[\s\S]*?-->/g;
const rawText = /<(script|style)\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/\1\s*>/gi;
const tag = /<([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const attribute = /([^\s"'=<>/`]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const cssUrl = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)"'\s]*))\s*\)/g;
const cssImport = /@import\s+(?:"([^"]*)"|'([^']*)')/g;

/** Attributes holding one URL, and the attributes holding a srcset list. */
const urlAttributes = new Set(['href', 'src', 'poster', 'action', 'formaction', 'data', 'data-page-data']);
const srcsetAttributes = new Set(['srcset', 'imagesrcset']);
/** Meta tags whose content is a URL (Open Graph, Twitter cards). */
const metaUrlProperties = new Set([
  'og:url',
  'og:image',
  'og:image:url',
  'og:image:secure_url',
  'twitter:image',
]);

const namedEntities: Record<string, string> = {
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  nbsp: '\u00a0',
};

/** Decodes the character references an attribute value may hold (&amp;, &#39;, &#x2F;). */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return namedEntities[ref.toLowerCase()] ?? whole;
  });
}

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const m of source.matchAll(attribute)) {
    const name = (m[1] ?? '').toLowerCase();
    if (!attributes.has(name)) attributes.set(name, decodeEntities(m[2] ?? m[3] ?? m[4] ?? ''));
  }
  return attributes;
}

/** URLs of a srcset value: 'a.png 1x, b.png 2x' -> ['a.png', 'b.png']. */
export function srcsetUrls(value: string): string[] {
  return value
    .split(/,\s+|,(?=\S*\s)/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter((url) => url !== '');
}

/** url() and @import targets of CSS text. */
export function cssLinks(css: string, via: string): RawLink[] {
  const links: RawLink[] = [];
  for (const m of css.matchAll(cssUrl)) {
    const url = (m[1] ?? m[2] ?? m[3] ?? '').trim();
    if (url !== '') links.push({ url, via });
  }
  for (const m of css.matchAll(cssImport)) links.push({ url: m[1] ?? m[2] ?? '', via: `${via} @import` });
  return links;
}

/**
 * Site-relative and absolute URLs among the string values of parsed JSON, with their JSON path
 * (the app context's market links, structured data). Other strings are data, not links.
 */
export function jsonLinks(value: unknown, via: string, keys?: ReadonlySet<string>): RawLink[] {
  const links: RawLink[] = [];
  const walk = (node: unknown, at: string, key: string) => {
    if (typeof node === 'string') {
      const looksLikeLink = /^\/(?!\/)/.test(node) || /^https?:\/\//i.test(node);
      // A JSON-LD `@id` names a node of the graph; its fragment ('#organization') is no element of the
      // page, so only the document it lies in must exist.
      const url = key === '@id' ? node.replace(/#.*$/, '') : node;
      if (looksLikeLink && (keys === undefined || keys.has(key))) links.push({ url, via: `${via} ${at}` });
    } else if (Array.isArray(node)) {
      for (const [i, item] of node.entries()) walk(item, `${at}[${i}]`, key);
    } else if (node !== null && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) walk(v, at === '' ? k : `${at}.${k}`, k);
    }
  };
  walk(value, '', '');
  return links;
}

/** Keys of a web manifest whose values are URLs (W3C Web App Manifest). */
export const manifestUrlKeys: ReadonlySet<string> = new Set(['start_url', 'scope', 'src', 'url', 'id']);

/** The links and ids of one HTML document. Throws on a data script that is not valid JSON. */
export function htmlLinks(html: string): HtmlLinks {
  const links: RawLink[] = [];
  const ids = new Set<string>();
  const withoutComments = html.replace(comment, '');
  // Script and style contents are not markup: read them apart, then scan the tags of the rest.
  const markup = withoutComments.replace(rawText, (_whole, name: string, attrs: string, content: string) => {
    const attributes = attributesOf(attrs);
    if (name.toLowerCase() === 'style') links.push(...cssLinks(content, '<style> url()'));
    const type = attributes.get('type') ?? '';
    if (/^application\/(ld\+)?json$/i.test(type) && content.trim() !== '') {
      const label = attributes.get('id') ?? type;
      let data: unknown;
      try {
        data = JSON.parse(content);
      } catch (error) {
        throw new Error(
          `<script type="${type}" id="${label}"> is not valid JSON: ${(error as Error).message}`,
        );
      }
      links.push(...jsonLinks(data, label));
    }
    return `<${name}${attrs}></${name}>`;
  });
  for (const m of markup.matchAll(tag)) {
    const element = (m[1] ?? '').toLowerCase();
    const attributes = attributesOf(m[2] ?? '');
    for (const [name, value] of attributes) {
      if (name === 'id' && value !== '') ids.add(value);
      else if (name === 'name' && element === 'a' && value !== '') ids.add(value);
      else if (urlAttributes.has(name) && value.trim() !== '' && element !== 'base') {
        links.push({ url: value.trim(), via: `<${element} ${name}>` });
      } else if (srcsetAttributes.has(name)) {
        for (const url of srcsetUrls(value)) links.push({ url, via: `<${element} ${name}>` });
      } else if (name === 'style') {
        links.push(...cssLinks(value, `<${element} style> url()`));
      }
    }
    if (element === 'meta') {
      const content = attributes.get('content') ?? '';
      if (/^refresh$/i.test(attributes.get('http-equiv') ?? '')) {
        const target = content.match(/url\s*=\s*['"]?([^'"]+)/i)?.[1];
        if (target) links.push({ url: target.trim(), via: '<meta http-equiv=refresh>' });
      }
      const property = attributes.get('property') ?? attributes.get('name') ?? '';
      if (metaUrlProperties.has(property) && content !== '')
        links.push({ url: content, via: `<meta ${property}>` });
    }
  }
  return { links, ids };
}
