// Which link addresses editors may use. Validate applies the strict allow-list; render applies the
// deny-list as a last line of defence so a javascript: or data: address never becomes an href.

// Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:"), so we do too.
function isIgnored(code: number): boolean {
  return (
    code <= 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0xad ||
    (code >= 0x200b && code <= 0x200f) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0xfeff
  );
}
const SCHEME = /^([a-z][a-z0-9+.-]*):/;
const DANGEROUS_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'filesystem']);
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/** The scheme of an address in lower case ('https', 'javascript'), or null for a relative address. */
export function schemeOf(url: string): string | null {
  let compact = '';
  for (const ch of url) if (!isIgnored(ch.charCodeAt(0))) compact += ch.toLowerCase();
  const m = SCHEME.exec(compact);
  if (m) return m[1]!;
  // An entity-encoded colon ("javascript&#58;") is not a relative path: treat it as its own scheme.
  if (/^[a-z][a-z0-9+.-]*&/.test(compact)) return 'invalid';
  return null;
}

/** Validate's rule: web, mail and phone links, relative paths, and the tenant's app protocol. */
export function isAllowedUrl(url: string, appProtocol: string): boolean {
  // Markup characters and HTML entities have no place in an address an editor types.
  if (/[<>"`\\]|&(?:[a-z][a-z0-9]*|#[0-9]+|#x[0-9a-f]+);/i.test(url)) return false;
  const scheme = schemeOf(url);
  if (scheme === null) return true;
  return ALLOWED_SCHEMES.has(scheme) || scheme === appProtocol.toLowerCase();
}

/** Render's rule: any address except those that run code or embed content (javascript:, data:, …). */
export function isSafeHref(url: string): boolean {
  const scheme = schemeOf(url);
  return scheme === null || (scheme !== 'invalid' && !DANGEROUS_SCHEMES.has(scheme));
}
