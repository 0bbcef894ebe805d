// Deep links of the help center (issue 9 "every view has its own address"): each view is a hash route
// under the page, so it can be shared, reloaded and left with Back, and the static page stays one file.
// '#/' is the home of the default booking type; other hashes ('#main' of the skip link) are not ours.

export type Route =
  | { view: 'home'; type: string }
  | { view: 'category'; type: string; id: string }
  | { view: 'section'; type: string; id: string }
  | { view: 'article'; type: string; id: string }
  | { view: 'search'; type: string; query: string }
  | { view: 'contact'; type: string; topic?: string | undefined }
  | { view: 'sent'; type: string; reference: string };

const idPattern = /^[A-Za-z0-9-]{1,100}$/;

/** Whether a hash belongs to the help center ('#/…', or empty for the home). */
export function isAppHash(hash: string): boolean {
  return hash === '' || hash === '#' || hash.startsWith('#/');
}

/**
 * The route of an address hash; undefined when the hash is not the app's (keep the current view).
 * Unknown types, views or malformed ids lead to the home, never to an error.
 */
export function parseHash(hash: string, types: readonly string[], defaultType: string): Route | undefined {
  if (!isAppHash(hash)) return undefined;
  const raw = hash.replace(/^#\/?/, '');
  const [pathPart = '', queryPart = ''] = splitOnce(raw, '?');
  const segments = pathPart
    .split('/')
    .filter((s) => s !== '')
    .map(safeDecode);
  const query = new URLSearchParams(queryPart);
  const home: Route = { view: 'home', type: defaultType };
  if (segments.length === 0) return home;
  const [type = '', view, id, extra] = segments;
  if (!types.includes(type)) return home;
  if (view === undefined) return { view: 'home', type };
  switch (view) {
    case 'category':
    case 'section':
    case 'article':
      return id !== undefined && idPattern.test(id) && extra === undefined
        ? { view, type, id }
        : { view: 'home', type };
    case 'search':
      return { view: 'search', type, query: query.get('q') ?? '' };
    case 'contact':
      if (id === 'sent' && extra !== undefined && /^[A-Za-z0-9-]{1,40}$/.test(extra))
        return { view: 'sent', type, reference: extra };
      if (id === undefined) {
        const topic = query.get('topic');
        return topic && idPattern.test(topic) ? { view: 'contact', type, topic } : { view: 'contact', type };
      }
      return { view: 'home', type };
    default:
      return { view: 'home', type };
  }
}

/** The hash of a route; the default type's home is '#/'. */
export function formatHash(route: Route, defaultType: string): string {
  const type = encodeURIComponent(route.type);
  switch (route.view) {
    case 'home':
      return route.type === defaultType ? '#/' : `#/${type}`;
    case 'category':
    case 'section':
    case 'article':
      return `#/${type}/${route.view}/${encodeURIComponent(route.id)}`;
    case 'search':
      return `#/${type}/search?${new URLSearchParams({ q: route.query })}`;
    case 'contact':
      return route.topic
        ? `#/${type}/contact?${new URLSearchParams({ topic: route.topic })}`
        : `#/${type}/contact`;
    case 'sent':
      return `#/${type}/contact/sent/${encodeURIComponent(route.reference)}`;
  }
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)];
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
