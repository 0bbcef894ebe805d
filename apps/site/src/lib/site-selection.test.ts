// `npm run build -- --site de,uk` builds only the named sites; a typo fails before anything is built.
import { sites } from '@rental/markets';
import { describe, expect, it } from 'vitest';
import { parseSiteList } from './site-selection.ts';

describe('parseSiteList', () => {
  it.each([
    [undefined, sites.length],
    ['', sites.length],
    [' , ', sites.length],
  ])('selects every site for %j', (list, count) => {
    expect(parseSiteList(list)).toHaveLength(count);
  });

  it('selects the named sites in market order, once each', () => {
    expect(parseSiteList('uk, de,uk').map((s) => s.id)).toEqual(
      sites.filter((s) => s.id === 'de' || s.id === 'uk').map((s) => s.id),
    );
  });

  it('names every unknown id and the known ones', () => {
    expect(() => parseSiteList('de,xx,yy')).toThrow(
      /^Unknown sites 'xx', 'yy'; known sites: at, be, .*\bde\b/,
    );
    expect(() => parseSiteList('DE')).toThrow(/^Unknown site 'DE'; known sites:/);
  });
});
