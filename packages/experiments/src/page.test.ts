import { describe, expect, it } from 'vitest';
import { defaultDatafile, searchButtonExperiment } from './default-datafile.ts';
import { buildTimeExperiments, experimentsFor, pageDigest, serializeDigest, variantCss } from './page.ts';

const baselineKey = 'demo-baseline-experiment-0000';
const datafile = defaultDatafile();

describe('pageDigest', () => {
  it.each([
    ['the en-US root (the baseline activation path)', 'en-US', '/', [baselineKey, searchButtonExperiment]],
    ['the es-US root, without its trailing slash', 'es-US', '/es-us', [baselineKey, searchButtonExperiment]],
    ['another en-US page', 'en-US', '/faq', [searchButtonExperiment]],
  ])('on %s holds the experiments it activates', (_name, locale, path, keys) => {
    const digest = pageDigest(datafile, { country: 'US', locale, path });
    expect(digest?.experiments.map((e) => e.key)).toEqual(keys);
    expect(digest?.known).toEqual([baselineKey, searchButtonExperiment]);
    expect(digest?.experiments.find((e) => e.key === searchButtonExperiment)).toEqual({
      key: searchButtonExperiment,
      seed: searchButtonExperiment,
      variations: ['control', 'find-my-car'],
      weights: [0.5, 0.5],
      coverage: 1,
    });
  });

  it('is absent where no experiment runs (another market, or every experiment stopped)', () => {
    expect(pageDigest(datafile, { country: 'DE', locale: 'de-DE', path: '/' })).toBeUndefined();
    const stopped = structuredClone(datafile);
    for (const e of stopped.experiments) e.status = 'stopped';
    expect(pageDigest(stopped, { country: 'US', locale: 'en-US', path: '/' })).toBeUndefined();
  });

  it('spec §3: limits an experiment to the device whose activation path the page is', () => {
    const split = structuredClone(datafile);
    const baseline = split.experiments.find((e) => e.key === baselineKey);
    if (!baseline?.activation) throw new Error('no baseline');
    baseline.activation = { paths: ['/'], mobilePaths: ['/m/'] };
    const digest = (path: string) =>
      pageDigest(split, { country: 'US', locale: 'en-US', path })?.experiments.find(
        (e) => e.key === baselineKey,
      );
    expect(digest('/')?.device).toBe('desktop');
    expect(digest('/m')?.device).toBe('mobile');
    expect(digest('/faq')).toBeUndefined();
  });

  it('serialises so that no text can close its script element', () => {
    const digest = pageDigest(datafile, { country: 'US', locale: 'en-US', path: '/' });
    if (!digest) throw new Error('no digest');
    const text = serializeDigest({ ...digest, known: ['</script><script>'] });
    expect(text).not.toContain('<');
    expect(JSON.parse(text).known).toEqual(['</script><script>']);
  });
});

describe('variantCss', () => {
  it('hides every variation but the chosen one, and all but the control when none is chosen', () => {
    const css = variantCss(experimentsFor(datafile, { country: 'US', locale: 'en-US' }));
    expect(css).toContain(
      `html[data-exp-${searchButtonExperiment}]:not([data-exp-${searchButtonExperiment}="control"]) [data-exp-show="${searchButtonExperiment}:control"]`,
    );
    expect(css).toContain(
      `html:not([data-exp-${searchButtonExperiment}="find-my-car"]) [data-exp-show="${searchButtonExperiment}:find-my-car"]`,
    );
    expect(css.endsWith('{display:none!important}')).toBe(true);
    expect(variantCss(experimentsFor(datafile, { country: 'DE', locale: 'de-DE' }))).toBe('');
  });
});

describe('buildTimeExperiments', () => {
  it('renders every variation of the experiments of the language, no flag and no tracking', () => {
    const us = buildTimeExperiments(datafile, { country: 'US', locale: 'es-US' });
    expect(us.variations(searchButtonExperiment)).toEqual(['control', 'find-my-car']);
    expect(us.isOn('booking-offer-filters')).toBe(false);
    expect(us.variations('unknown')).toEqual([]);
    expect(
      buildTimeExperiments(datafile, { country: 'DE', locale: 'de-DE' }).variations(searchButtonExperiment),
    ).toEqual([]);
  });
});
