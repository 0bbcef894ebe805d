// @vitest-environment jsdom
// Table-driven tests of the layout rules (spec §2, §3, §5, §9).
import type { NavListItem, ProductLineTab } from '@rental/content';
import { describe, expect, it } from 'vitest';
import { newsBannerInlineScript } from '../scripts/news-banner-inline.ts';
import {
  bannerShownForHash,
  footerLinkAttributes,
  hasSkipLink,
  isCurrentPath,
  menuBreakpoint,
  menuGroups,
  navLinkAttributes,
  resolveLayout,
  visibleTabs,
} from './layout-model.ts';

describe('hasSkipLink: a skip link where a header or banner comes before the content', () => {
  it.each([
    ['ibe', true],
    ['ride', true],
    ['standalone', true],
    ['navigation', true],
    ['navigationWithoutLayout', true],
    ['default', true],
    ['promotion', true],
    ['funnel', true],
    ['zen', false],
    ['empty', false],
  ] as const)('%s: %s', (layout, expected) => {
    expect(hasSkipLink(layout)).toBe(expected);
  });
});

describe('resolveLayout (spec §2: any other or missing value is the empty layout)', () => {
  it.each([
    ['ibe', 'ibe'],
    ['ride', 'ride'],
    ['funnel', 'funnel'],
    ['zen', 'zen'],
    ['standalone', 'standalone'],
    ['navigation', 'navigation'],
    ['navigationWithoutLayout', 'navigationWithoutLayout'],
    ['default', 'default'],
    ['promotion', 'promotion'],
    [undefined, 'empty'],
    ['', 'empty'],
    ['IBE', 'empty'],
    ['landing', 'empty'],
  ])('%s → %s', (value, expected) => {
    expect(resolveLayout(value)).toBe(expected);
  });
});

const link = (title: string, extra: Partial<NavListItem> = {}): NavListItem => ({
  type: 'link',
  title,
  url: `/${title.toLowerCase()}`,
  mysixt: false,
  gap_after: false,
  ...extra,
});
const header = (title: string): NavListItem => ({ type: 'header', title, mysixt: false, gap_after: false });

describe('menuGroups (spec §3: a header item starts a group)', () => {
  it('groups links under the header before them, keeps links before the first header ungrouped', () => {
    const groups = menuGroups([
      link('Home'),
      header('Rent'),
      link('Cars'),
      link('Vans'),
      header('Help'),
      link('FAQ'),
    ]);
    expect(groups.map((g) => [g.title, g.items.map((i) => i.title)])).toEqual([
      [undefined, ['Home']],
      ['Rent', ['Cars', 'Vans']],
      ['Help', ['FAQ']],
    ]);
  });
  it('drops a header without links', () => {
    expect(menuGroups([header('Empty'), header('Rent'), link('Cars')]).map((g) => g.title)).toEqual(['Rent']);
  });
  it('keeps gap_after and mysixt on the items', () => {
    const [group] = menuGroups([header('Account'), link('Bookings', { mysixt: true, gap_after: true })]);
    expect(group?.items[0]).toMatchObject({ mysixt: true, gap_after: true });
  });
});

describe('menu breakpoint (spec §9: more than 4 groups switch at the wider breakpoint)', () => {
  it.each([
    [1, 960],
    [4, 960],
    [5, 1280],
    [8, 1280],
  ])('%i groups → %i px', (groups, px) => {
    expect(menuBreakpoint(groups)).toBe(px);
  });
});

const tab = (product_line: ProductLineTab['product_line']): ProductLineTab => ({
  product_line,
  title: product_line,
  url: `/${product_line}`,
});

describe('visibleTabs (spec §2: more than one tab and a product line set)', () => {
  it.each([
    ['two tabs, product line set', [tab('rent-car'), tab('ride')], 'ride', 2],
    ['one tab', [tab('ride')], 'ride', 0],
    ['no tabs', [], 'ride', 0],
    ['no product line', [tab('rent-car'), tab('ride')], undefined, 0],
    ['empty product line', [tab('rent-car'), tab('ride')], '', 0],
    [
      'six tabs',
      (['rent-car', 'rent-truck', 'ride', 'share', 'charge', 'plus'] as const).map(tab),
      'share',
      6,
    ],
  ])('%s', (_, tabs, productLine, count) => {
    expect(visibleTabs(tabs, productLine)).toHaveLength(count);
  });
});

const hashes: Array<[string, boolean]> = [
  ['', true],
  ['#', true],
  ['#/', true],
  ['#/?', true],
  ['#/?pickup=MUC', true],
  ['#/bookings', false],
  ['#section', false],
  ['#/x?y', false],
  ['#?/', false],
];

describe('news banner hash rule (spec §2)', () => {
  it.each(hashes)('hash %j → shown %s', (hash, shown) => {
    expect(bannerShownForHash(hash)).toBe(shown);
  });
  it.each(hashes)('the inlined first check agrees for %j', (hash, shown) => {
    document.body.innerHTML = '<section id="news-banner"></section>';
    window.location.hash = hash;
    new Function(newsBannerInlineScript)();
    expect(document.getElementById('news-banner')?.hidden).toBe(!shown);
  });
});

describe('link targets', () => {
  it.each([
    ['0', {}],
    ['1', { target: '_blank', rel: 'noopener' }],
    ['_self', { target: '_self' }],
    ['_parent', { target: '_parent' }],
    ['booking-window', { target: 'booking-window' }],
  ])('footer target %j (spec §3/§5)', (target, attrs) => {
    expect(footerLinkAttributes(target)).toEqual(attrs);
  });
  it.each([
    [undefined, {}],
    ['_self', {}],
    ['_blank', { target: '_blank', rel: 'noopener' }],
    ['app', { target: 'app' }],
  ])('menu target %j', (target, attrs) => {
    expect(navLinkAttributes(target)).toEqual(attrs);
  });
});

describe('isCurrentPath', () => {
  it.each([
    ['/', '/', true],
    ['/flotte', '/flotte', true],
    ['/flotte/', '/flotte', true],
    ['/account/#/bookings', '/account', true],
    ['/flotte', '/', false],
    ['https://app.example/', '/', false],
    [undefined, '/', false],
  ])('%j on %j → %s', (url, path, current) => {
    expect(isCurrentPath(url, path)).toBe(current);
  });
});
