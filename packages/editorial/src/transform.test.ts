import { describe, expect, it } from 'vitest';
import { sketch } from './conformance/sketch.ts';
import { parse } from './parse.ts';
import { seasonOf } from './seasons.ts';
import { transform } from './transform.ts';

const at = (iso: string) => new Date(iso);
const SEASONAL = `# Offers
All year.
## Winter
{{season:winter}}
Snow chains.
## Spring
{{season:spring}}
Convertibles.
## Summer
{{season:summer}}
Air conditioning.
## Autumn
{{season:autumn}}
Fog lights.
## Warm
{{season:spring,summer}}
Sunroof.`;

const headings = (today: Date) =>
  transform(parse(SEASONAL), { today }).paragraphs[0]!.children.map(
    (p) => p.heading[0]?.type === 'text' && p.heading[0].value,
  );

describe('transform: seasons (spec §4)', () => {
  // Every boundary between two seasons, one second either side (UTC).
  it.each([
    ['2026-12-31T23:59:59Z', 'autumn', ['Autumn']],
    ['2027-01-01T00:00:00Z', 'winter', ['Winter']],
    ['2026-03-31T23:59:59Z', 'winter', ['Winter']],
    ['2026-04-01T00:00:00Z', 'spring', ['Spring', 'Warm']],
    ['2026-06-30T23:59:59Z', 'spring', ['Spring', 'Warm']],
    ['2026-07-01T00:00:00Z', 'summer', ['Summer', 'Warm']],
    ['2026-09-30T23:59:59Z', 'summer', ['Summer', 'Warm']],
    ['2026-10-01T00:00:00Z', 'autumn', ['Autumn']],
    ['2028-02-29T12:00:00Z', 'winter', ['Winter']],
  ])('on %s it is %s and shows %j', (iso, season, shown) => {
    expect(seasonOf(at(iso))).toBe(season);
    expect(headings(at(iso))).toEqual(shown);
  });

  it('drops a restricted section with its child sections', () => {
    const doc = parse('# Winter\n{{season:winter}}\nText\n## Child\nMore\n# Always\nText');
    expect(sketch(transform(doc, { today: at('2026-08-01T00:00:00Z') }))).toBe('(p1 "Always" (text "Text"))');
    expect(sketch(transform(doc, { today: at('2026-02-01T00:00:00Z') }))).toBe(
      '(p1 "Winter" (text "Text") (p2 "Child" (text "More"))) (p1 "Always" (text "Text"))',
    );
  });

  it('drops a section whose only season is unknown', () => {
    const doc = parse('# Never\n{{season:never}}\nText');
    expect(transform(doc, { today: at('2026-01-01T00:00:00Z') }).paragraphs).toEqual([]);
  });
});

describe('transform: shortcodes and links', () => {
  it('fills in the year of today (UTC)', () => {
    const doc = parse('# Deals {{year}}\n© {{year}}');
    expect(sketch(transform(doc, { today: at('2026-12-31T23:30:00Z') }))).toBe(
      '(p1 "Deals " "2026" (text "© " "2026"))',
    );
    expect(sketch(transform(doc, { today: at('2027-01-01T00:00:00Z') }))).toContain('"2027"');
  });

  it('fills in the branch and city name', () => {
    const doc = parse('# Rent in {{cityName}}\nVisit {{branchName}}.');
    const result = transform(doc, {
      today: at('2026-05-01T00:00:00Z'),
      placeholders: { branchName: 'Munich Airport', cityName: 'Munich' },
    });
    expect(sketch(result)).toBe('(p1 "Rent in " "Munich" (text "Visit " "Munich Airport" "."))');
  });

  it('keeps a placeholder without a value (render shows nothing) and keeps the video id', () => {
    const doc = parse('# T\n{{branchName}} {{video:abc1}}');
    expect(
      sketch(transform(doc, { today: at('2026-05-01T00:00:00Z'), placeholders: { cityName: 'x' } })),
    ).toBe('(p1 "T" (text {branchName} " " {video:abc1}))');
  });

  it('marks links of the tenant app protocol internal', () => {
    const doc = parse('# T\n[a](sixt://x) [b](kestrel://y)\n[_cta:Go](kestrel://go)');
    expect(sketch(transform(doc, { today: at('2026-05-01T00:00:00Z') }))).toBe(
      '(p1 "T" (text (link "sixt://x" internal "a") " " (link "kestrel://y" "b")) (cta "kestrel://go" "Go"))',
    );
    expect(sketch(transform(doc, { today: at('2026-05-01T00:00:00Z'), appProtocol: 'kestrel' }))).toBe(
      '(p1 "T" (text (link "sixt://x" "a") " " (link "kestrel://y" internal "b")) (cta "kestrel://go" internal "Go"))',
    );
  });

  it('renumbers footnotes when a seasonal section takes its references away', () => {
    const doc = parse(
      '# Offers\nBase[^1]\n## Winter\n{{season:winter}}\nChains[^2]\n## All\nFee[^3] and base[^1]\n## Notes\nSee below.\n[^1]: one\n[^2]: two\n[^3]: three',
    );
    const summer = transform(doc, { today: at('2026-07-15T00:00:00Z') });
    expect(sketch(summer)).toBe(
      '(p1 "Offers" (text "Base" [^1]) (p2 "All" (text "Fee" [^2] " and base" [^1])) (p2 "Notes" (text "See below.") (footnotes (fn 1 "one") (fn 2 "three"))))',
    );
    const winter = transform(doc, { today: at('2026-01-15T00:00:00Z') });
    expect(sketch(winter)).toContain('(footnotes (fn 1 "one") (fn 2 "two") (fn 3 "three"))');
  });

  it('leaves the input tree unchanged', () => {
    const doc = parse('# T {{year}}\n{{season:winter}}\nA[^1] {{cityName}}\n[^1]: n');
    const before = structuredClone(doc);
    transform(doc, { today: at('2026-07-01T00:00:00Z'), placeholders: { cityName: 'Rome' } });
    expect(doc).toEqual(before);
  });

  it('rejects options that are not a date or not a protocol', () => {
    const doc = parse('# T\nx');
    expect(() => transform(doc, { today: new Date('nope') })).toThrow();
    expect(() => transform(doc, { today: new Date(), appProtocol: 'javascript' })).toThrow();
    expect(() => transform(doc, { today: new Date(), appProtocol: 'bad proto' })).toThrow();
  });
});
