import { GrowthBookClient } from '@growthbook/growthbook';
import { describe, expect, it } from 'vitest';
import { assign } from './bucketing.ts';
import type { Datafile, Flag } from './datafile.ts';
import { defaultDatafile, offerFiltersFlag, searchButtonExperiment } from './default-datafile.ts';
import { type ExperimentAttributes, normalizePath, toGrowthBookPayload } from './payload.ts';

const baselineKey = 'demo-baseline-experiment-0000';
const visitor = '3f1c2a4b-5d6e-4f70-8a9b-0c1d2e3f4a5b';

function sdkFor(
  datafile: Pick<Datafile, 'experiments' | 'flags'>,
  attributes: Partial<ExperimentAttributes>,
) {
  const client = new GrowthBookClient().initSync({ payload: toGrowthBookPayload(datafile) });
  return client.createScopedInstance({
    attributes: {
      id: visitor,
      country: 'US',
      locale: 'en-US',
      path: '/',
      deviceType: 'desktop',
      ...attributes,
    },
  });
}

/** The first id (of a fixed list) the mirror puts in variation `index` of an experiment. */
function idIn(datafile: Datafile, key: string, index: number): string {
  const experiment = datafile.experiments.find((e) => e.key === key);
  if (!experiment) throw new Error(key);
  for (let i = 0; i < 1000; i++) {
    const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
    if (assign(experiment, id) === index) return id;
  }
  throw new Error('no id found');
}

describe('toGrowthBookPayload', () => {
  const datafile = defaultDatafile();

  it('runs an experiment for its audience only, with the variation the mirror computes', () => {
    const id = idIn(datafile, searchButtonExperiment, 1);
    expect(sdkFor(datafile, { id }).getFeatureValue(searchButtonExperiment, null)).toBe('find-my-car');
    const german = sdkFor(datafile, { id, country: 'DE', locale: 'de-DE' }).evalFeature(
      searchButtonExperiment,
    );
    expect(german.value).toBeNull();
    expect(german.experimentResult).toBeUndefined();
  });

  it('spec §3: activates the baseline on its activation path per device type, and nowhere else', () => {
    const id = idIn(datafile, baselineKey, 1);
    const on = (attributes: Partial<ExperimentAttributes>) =>
      sdkFor(datafile, { id, ...attributes }).evalFeature(baselineKey).experimentResult?.inExperiment ??
      false;
    expect(on({ path: '/', deviceType: 'desktop' })).toBe(true);
    expect(on({ path: '/', deviceType: 'mobile' })).toBe(true);
    // The profile writes '/es-us/'; the site serves '/es-us' (trailingSlash 'never').
    expect(on({ path: '/es-us', locale: 'es-US', deviceType: 'mobile' })).toBe(true);
    expect(on({ path: '/faq' })).toBe(false);
    expect(on({ path: '/', locale: 'en-CY', country: 'CY' })).toBe(false);
  });

  it('gives a stopped experiment nobody', () => {
    const stopped = structuredClone(datafile);
    for (const e of stopped.experiments) e.status = 'stopped';
    const id = idIn(datafile, searchButtonExperiment, 1);
    expect(sdkFor(stopped, { id }).getFeatureValue(searchButtonExperiment, null)).toBeNull();
  });

  const flag = (patch: Partial<Flag>): Flag => ({
    key: offerFiltersFlag,
    description: 'Offer filters',
    enabled: true,
    rules: [{ audience: {}, percentage: 100 }],
    ...patch,
  });

  it('turns a flag on for its rules, off by the kill switch whatever the rules say', () => {
    expect(sdkFor({ experiments: [], flags: [flag({})] }, {}).isOn(offerFiltersFlag)).toBe(true);
    // 100 % needs no id: a visitor whose cookie is blocked still gets the feature.
    expect(sdkFor({ experiments: [], flags: [flag({})] }, { id: '' }).isOn(offerFiltersFlag)).toBe(true);
    expect(sdkFor({ experiments: [], flags: [flag({ enabled: false })] }, {}).isOn(offerFiltersFlag)).toBe(
      false,
    );
    expect(sdkFor({ experiments: [], flags: [] }, {}).isOn(offerFiltersFlag)).toBe(false);
  });

  it('lets the first rule whose audience matches decide, by percentage, per visitor', () => {
    const rules = [
      { audience: { countries: ['US'] }, percentage: 30 },
      { audience: {}, percentage: 100 },
    ];
    const flags = [flag({ rules })];
    let on = 0;
    const total = 2000;
    for (let i = 0; i < total; i++) {
      const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
      if (sdkFor({ experiments: [], flags }, { id }).isOn(offerFiltersFlag)) on++;
      // Outside the US the second rule decides: everyone.
      if (i < 50)
        expect(sdkFor({ experiments: [], flags }, { id, country: 'DE' }).isOn(offerFiltersFlag)).toBe(true);
    }
    // Visitors of the US outside the 30 % stay off (they do not fall through to the 100 % rule).
    expect(on / total).toBeGreaterThan(0.25);
    expect(on / total).toBeLessThan(0.35);
  });

  it('normalises paths without a trailing slash, keeping the root', () => {
    expect(['/', '/es-us/', '/es-us', '/a//'].map(normalizePath)).toEqual(['/', '/es-us', '/es-us', '/a']);
  });
});
