// The consent rules as pure functions, shared by the browser script and the tests: the stored choice,
// which tag-manager container a page loads, and which cookies the clean-up deletes where (spec §4).

/** The consent categories of the banner (spec §2): essential is always on. */
export type ConsentCategory = 'essential' | 'performance';

/** The visitor's stored answer to the banner. */
export interface ConsentChoice {
  /** Performance cookies and tracking allowed. */
  performance: boolean;
  /** When the answer was given (ms since epoch). */
  at: number;
}

/** localStorage key of the choice (a cookie would fall to the clean-up it triggers). */
export const storageKey = 'rental-consent';
/** Version of the stored shape; a different one asks again. */
export const storageVersion = 1;
/** Ask again after a year (common guidance of EU data-protection authorities). */
export const maxAgeMs = 365 * 24 * 60 * 60 * 1000;

export function serializeChoice(choice: ConsentChoice): string {
  return JSON.stringify({ v: storageVersion, performance: choice.performance, at: choice.at });
}

/** The stored choice, or undefined when there is none, it is malformed, outdated or from the future. */
export function parseChoice(raw: string | null | undefined, now: number): ConsentChoice | undefined {
  if (!raw) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { v, performance, at } = value as Record<string, unknown>;
  if (v !== storageVersion || typeof performance !== 'boolean') return undefined;
  if (typeof at !== 'number' || !Number.isFinite(at) || at > now + 60_000 || now - at > maxAgeMs)
    return undefined;
  return { performance, at };
}

/**
 * The page's window as the consent client publishes the answer on it (`rentalConsent`, set whenever it
 * reads or stores one): other scripts of the page (the experiments runtime) read that instead of the
 * stored choice, so one place parses it and they carry none of this module.
 */
export interface ConsentWindow {
  rentalConsent?: { performance: boolean } | undefined;
}

/** Whether a choice declines some category (then the clean-up runs, spec §4). */
export function declinesAny(choice: ConsentChoice): boolean {
  return !choice.performance;
}

/** The tag-manager containers of a market profile (spec §3). */
export type ContainerKind = 'normal' | 'noConsent' | 'zen' | 'ride' | 'unified';

/**
 * Layouts with a container of their own; every other layout (and the empty one) uses the normal
 * container. The zen and ride layouts have their namesakes; the funnel layout, the full-page booking
 * funnel shared by every product line, reports to the unified container.
 */
export const layoutContainers: Readonly<Record<string, ContainerKind>> = {
  zen: 'zen',
  ride: 'ride',
  funnel: 'unified',
};

/** spec §4 + issue 8: the no-consent container until performance is accepted, then the layout's. */
export function containerFor(layout: string | undefined, choice: ConsentChoice | undefined): ContainerKind {
  if (!choice?.performance) return 'noConsent';
  return (
    (layout && Object.hasOwn(layoutContainers, layout) ? layoutContainers[layout] : undefined) ?? 'normal'
  );
}

/**
 * spec §4: cookies the clean-up keeps: site-experience (experiment assignment) and optimizely. Also the
 * API's `signed_in` hint (issue 16, ADR 014): the readable half of the session the customer signed in
 * for, strictly necessary and no tracking (its HttpOnly half, `sid`, no script can read or delete).
 */
export const keptCookiePatterns: readonly RegExp[] = [/^site[-_]?experience/i, /^optimizely/i, /^signed_in$/];

export function isKeptCookie(name: string): boolean {
  return keptCookiePatterns.some((pattern) => pattern.test(name));
}

/** The names of the cookies in a `document.cookie` string, each once. */
export function cookieNames(cookieString: string): string[] {
  const names = cookieString
    .split(';')
    .map((part) => {
      const eq = part.indexOf('=');
      return (eq === -1 ? part : part.slice(0, eq)).trim();
    })
    .filter((name) => name !== '');
  return [...new Set(names)];
}

/**
 * Every Domain attribute a cookie readable on `hostname` can carry: none (host-only), the host and
 * each parent domain, with and without the leading dot. An IP address has only host-only cookies.
 */
export function domainVariants(hostname: string): string[] {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === '' || /^[\d.]+$/.test(host) || host.includes(':')) return [''];
  const labels = host.split('.');
  const variants = [''];
  for (let i = 0; i < labels.length; i++) {
    const domain = labels.slice(i).join('.');
    variants.push(domain, `.${domain}`);
  }
  return variants;
}

/**
 * Every Path attribute a cookie readable on `pathname` can carry: none (the default path), '/' and each
 * ancestor of the path, with and without a trailing slash.
 */
export function pathVariants(pathname: string): string[] {
  const variants = ['', '/'];
  const segments = pathname.split('/').filter((s) => s !== '');
  let current = '';
  for (const segment of segments) {
    current += `/${segment}`;
    variants.push(current, `${current}/`);
  }
  return [...new Set(variants)];
}

const expired = 'expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0';

/** Where the page is: `location` or a part of it. */
export interface PageLocation {
  hostname: string;
  pathname: string;
  protocol: string;
}

/**
 * spec §4: the `document.cookie` assignments that delete every cookie readable by the page except the
 * kept patterns, on every domain and path variant the page can reach. On https the deletions are
 * Secure, so Secure and `__Secure-` cookies go too; a `__Host-` cookie only exists host-only on '/'.
 */
export function cookieDeletions(cookieString: string, page: PageLocation): string[] {
  const names = cookieNames(cookieString).filter((name) => !isKeptCookie(name));
  const secure = page.protocol === 'https:' ? '; secure' : '';
  const domains = domainVariants(page.hostname);
  const paths = pathVariants(page.pathname);
  const out: string[] = [];
  for (const name of names) {
    if (name.startsWith('__Host-')) {
      out.push(`${name}=; ${expired}; path=/${secure}`);
      continue;
    }
    for (const domain of domains) {
      for (const path of paths) {
        let line = `${name}=; ${expired}`;
        if (path) line += `; path=${path}`;
        if (domain) line += `; domain=${domain}`;
        out.push(line + secure);
      }
    }
  }
  return out;
}
