// spec §4: debug mode is on by cookie, by the build's config flag, or on an internal/dev/local host
// name; the debug panel exists only then.

/** `rental_debug=1` turns debug mode on, `rental_debug=0` off (also on a debug host name). */
export const debugCookie = 'rental_debug';

/** Host names of internal, development and local machines. */
export function isDebugHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === '127.0.0.1' || host === '[::1]' || host === '::1') return true;
  const labels = host.split('.');
  const tld = labels.at(-1) ?? '';
  if (['localhost', 'local', 'internal', 'test'].includes(tld)) return true;
  // The top-level domain is left out: '.dev' is a public one.
  return labels
    .slice(0, -1)
    .some((label) =>
      /^(dev|development|internal|local|localhost)$|^(dev|internal)-|-(dev|internal)$/.test(label),
    );
}

export function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function debugEnabled(input: { cookies: string; hostname: string; configFlag: boolean }): boolean {
  const cookie = cookieValue(input.cookies, debugCookie);
  if (cookie === '0' || cookie === 'false') return false;
  if (cookie === '1' || cookie === 'true') return true;
  return input.configFlag || isDebugHost(input.hostname);
}
