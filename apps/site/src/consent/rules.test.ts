// The consent rules: stored choice, container per layout and choice, cookie clean-up variants (spec §4).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ConsentChoice,
  containerFor,
  cookieDeletions,
  cookieNames,
  declinesAny,
  domainVariants,
  isKeptCookie,
  maxAgeMs,
  parseChoice,
  pathVariants,
  serializeChoice,
} from './rules.ts';

const now = Date.UTC(2026, 10, 22);
const accepted: ConsentChoice = { performance: true, at: now - 1000 };
const limited: ConsentChoice = { performance: false, at: now - 1000 };

describe('containerFor', () => {
  it.each([
    ['ibe', undefined, 'noConsent'],
    ['zen', undefined, 'noConsent'],
    ['ride', limited, 'noConsent'],
    ['funnel', limited, 'noConsent'],
    ['ibe', accepted, 'normal'],
    ['default', accepted, 'normal'],
    ['standalone', accepted, 'normal'],
    ['navigation', accepted, 'normal'],
    ['navigationWithoutLayout', accepted, 'normal'],
    ['promotion', accepted, 'normal'],
    ['empty', accepted, 'normal'],
    [undefined, accepted, 'normal'],
    ['toString', accepted, 'normal'],
    ['zen', accepted, 'zen'],
    ['ride', accepted, 'ride'],
    ['funnel', accepted, 'unified'],
  ] as const)('layout %s with %o -> %s', (layout, choice, kind) => {
    expect(containerFor(layout, choice)).toBe(kind);
  });
});

describe('stored choice', () => {
  it('round-trips', () => {
    expect(parseChoice(serializeChoice(accepted), now)).toEqual(accepted);
    expect(parseChoice(serializeChoice(limited), now)).toEqual(limited);
  });

  it.each([
    ['nothing', null],
    ['empty', ''],
    ['not JSON', '{'],
    ['another version', JSON.stringify({ v: 2, performance: true, at: now })],
    ['no answer', JSON.stringify({ v: 1, at: now })],
    ['a string answer', JSON.stringify({ v: 1, performance: 'yes', at: now })],
    ['no date', JSON.stringify({ v: 1, performance: true })],
    ['older than a year', JSON.stringify({ v: 1, performance: true, at: now - maxAgeMs - 1 })],
    ['from the future', JSON.stringify({ v: 1, performance: true, at: now + 3_600_000 })],
    ['an array', '[1]'],
  ])('asks again for %s', (_, raw) => {
    expect(parseChoice(raw, now)).toBeUndefined();
  });

  it('never throws and returns a well-formed choice or nothing (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.constant(null)), (raw) => {
        const choice = parseChoice(raw, now);
        if (choice !== undefined) {
          expect(typeof choice.performance).toBe('boolean');
          expect(Number.isFinite(choice.at)).toBe(true);
        }
      }),
    );
  });

  it('declinesAny is true exactly when performance is declined', () => {
    expect(declinesAny(limited)).toBe(true);
    expect(declinesAny(accepted)).toBe(false);
  });
});

describe('kept cookies (spec §4: site-experience and optimizely patterns)', () => {
  it.each([
    ['optimizelyEndUserId', true],
    ['optimizelyBuckets', true],
    ['optimizely_data$$abc', true],
    ['site_experience', true],
    ['site-experience-variant', true],
    ['SiteExperienceId', true],
    ['_ga', false],
    ['_tm_demo', false],
    ['my_optimizely', false],
    ['experience', false],
    ['rental_debug', false],
    ['signed_in', true],
    ['signed_in_tracker', false],
  ])('%s kept: %s', (name, kept) => {
    expect(isKeptCookie(name)).toBe(kept);
  });
});

describe('cookie names', () => {
  it.each([
    ['', []],
    ['a=1', ['a']],
    ['a=1; b=2; a=3', ['a', 'b']],
    ['a=x=y;  b = 2', ['a', 'b']],
    ['flag; c=', ['flag', 'c']],
  ])('%j -> %j', (input, names) => {
    expect(cookieNames(input)).toEqual(names);
  });
});

describe('domain and path variants', () => {
  it.each([
    ['de.localhost', ['', 'de.localhost', '.de.localhost', 'localhost', '.localhost']],
    [
      'www.kestrelrent.de',
      ['', 'www.kestrelrent.de', '.www.kestrelrent.de', 'kestrelrent.de', '.kestrelrent.de', 'de', '.de'],
    ],
    ['localhost', ['', 'localhost', '.localhost']],
    ['127.0.0.1', ['']],
    ['[::1]', ['']],
  ])('domains of %s', (host, variants) => {
    expect(domainVariants(host)).toEqual(variants);
  });

  it.each([
    ['/', ['', '/']],
    ['/flotte', ['', '/', '/flotte', '/flotte/']],
    ['/services/checkout', ['', '/', '/services', '/services/', '/services/checkout', '/services/checkout/']],
    ['/fr-be/', ['', '/', '/fr-be', '/fr-be/']],
  ])('paths of %s', (path, variants) => {
    expect(pathVariants(path)).toEqual(variants);
  });
});

describe('cookieDeletions', () => {
  const page = { hostname: 'de.localhost', pathname: '/services/checkout', protocol: 'http:' };

  it('expires every non-kept cookie on every domain and path variant', () => {
    const lines = cookieDeletions('_tm_demo=1; optimizelyEndUserId=2; site_experience=b', page);
    expect(lines).toHaveLength(5 * 6);
    expect(
      lines.every((line) => line.startsWith('_tm_demo=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0')),
    ).toBe(true);
    expect(lines).toContain('_tm_demo=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0');
    expect(lines).toContain(
      '_tm_demo=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/services; domain=.de.localhost',
    );
  });

  it('is Secure on https and deletes __Host- cookies host-only on /', () => {
    const lines = cookieDeletions('__Host-id=1; a=2', { ...page, protocol: 'https:' });
    expect(lines.filter((l) => l.startsWith('__Host-id='))).toEqual([
      '__Host-id=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/; secure',
    ]);
    expect(lines.filter((l) => l.startsWith('a=')).every((l) => l.endsWith('; secure'))).toBe(true);
  });

  it('never deletes a kept cookie and deletes every other one (property)', () => {
    const name = fc.stringMatching(/^[A-Za-z_$][\w$-]{0,12}$/);
    fc.assert(
      fc.property(fc.array(name, { maxLength: 6 }), (names) => {
        const lines = cookieDeletions(names.map((n) => `${n}=v`).join('; '), page);
        const deleted = new Set(lines.map((line) => line.slice(0, line.indexOf('='))));
        for (const n of names) expect(deleted.has(n)).toBe(!isKeptCookie(n));
      }),
    );
  });
});
