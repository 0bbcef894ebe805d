// The page-data path rule (spec §7) shared by build, browser and tests.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languagePrefixOf, pageDataPath, pageDataUrl } from './page-data-path.ts';

describe('pageDataPath', () => {
  it.each([
    ['/', '/page-data/index/page-data.json'],
    ['', '/page-data/index/page-data.json'],
    ['/flotte', '/page-data/flotte/page-data.json'],
    ['/fr-be', '/page-data/fr-be/page-data.json'],
    ['/fr-be/flotte/', '/page-data/fr-be/flotte/page-data.json'],
  ])('%s → %s', (path, expected) => {
    expect(pageDataPath(path)).toBe(expected);
  });

  it('keeps the query string of a navigation target', () => {
    expect(pageDataUrl(new URL('http://de.localhost/flotte?pickup=muc#top'))).toBe(
      '/page-data/flotte/page-data.json?pickup=muc',
    );
  });

  it('property: one file per path, never an empty segment', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { maxLength: 4 }), (segments) => {
        const result = pageDataPath(`/${segments.join('/')}`);
        expect(result).toMatch(/^\/page-data\/.+\/page-data\.json$/);
        expect(result).not.toContain('//');
      }),
    );
  });
});

describe('languagePrefixOf', () => {
  const prefixes = ['', '/fr-be', '/fr'];
  it.each([
    ['/', ''],
    ['/flotte', ''],
    ['/fr-be', '/fr-be'],
    ['/fr-be/flotte', '/fr-be'],
    ['/fr-bex', ''],
    ['/fr/x', '/fr'],
  ])('%s → %j', (path, expected) => {
    expect(languagePrefixOf(path, prefixes)).toBe(expected);
  });
});
