import { GrowthBookClient } from '@growthbook/growthbook';
import { describe, expect, it } from 'vitest';
import { assign, bucketRanges, chooseVariation, fnv32a, hashV2 } from './bucketing.ts';
import type { Experiment } from './datafile.ts';
import { defaultDatafile, searchButtonExperiment } from './default-datafile.ts';
import { type ExperimentAttributes, toGrowthBookPayload } from './payload.ts';

const visitors = 100_000;

/** Deterministic uuid v4-shaped visitor ids (a 32-bit LCG), so a run never depends on luck. */
function visitorIds(count: number, seed = 25): string[] {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state.toString(16).padStart(8, '0');
  };
  return Array.from({ length: count }, () => {
    const [a, b, c, d] = [next(), next(), next(), next()];
    return `${a}-${b.slice(0, 4)}-4${b.slice(5)}-${(8 + (Number.parseInt(c[0] ?? '0', 16) % 4)).toString(16)}${c.slice(1, 4)}-${c.slice(4)}${d}`;
  });
}

const ids = visitorIds(visitors);

const searchButton = defaultDatafile().experiments.find(
  (e) => e.key === searchButtonExperiment,
) as Experiment;
const uneven: Experiment = {
  key: 'uneven-three-way',
  name: 'Three variations, 80 % coverage',
  status: 'running',
  variations: [
    { key: 'control', name: 'Control' },
    { key: 'b', name: 'B' },
    { key: 'c', name: 'C' },
  ],
  weights: [0.2, 0.3, 0.5],
  coverage: 0.8,
  seed: 'another-seed',
  audience: { countries: ['US'] },
  goals: [],
};

/** The SDK's variation index per id for an experiment, through our payload (-1: not in it). */
function sdkAssignments(experiment: Experiment, list: readonly string[]): number[] {
  const client = new GrowthBookClient().initSync({
    payload: toGrowthBookPayload({ experiments: [experiment], flags: [] }),
  });
  const keys = experiment.variations.map((v) => v.key);
  return list.map((id) => {
    const attributes: ExperimentAttributes = {
      id,
      country: 'US',
      locale: 'en-US',
      path: '/',
      deviceType: 'desktop',
    };
    const result = client.evalFeature<string | null>(experiment.key, { attributes });
    return result.experimentResult?.inExperiment ? keys.indexOf(String(result.value)) : -1;
  });
}

describe('the bucketing mirror', () => {
  it('hashes as GrowthBook documents hash version 2 (fixed values)', () => {
    // FNV-1a 32 of the empty string is its offset basis; 'a' is the published test vector.
    expect(fnv32a('')).toBe(0x811c9dc5);
    expect(fnv32a('a')).toBe(0xe40c292c);
    for (const id of ids.slice(0, 50)) {
      const n = hashV2('search-button', id);
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(1);
      expect(n * 10_000).toBeCloseTo(Math.round(n * 10_000), 6);
    }
  });

  it('builds bucket ranges from weights and coverage, and falls back to equal weights as the SDK does', () => {
    expect(bucketRanges(2, 1, [0.5, 0.5])).toEqual([
      [0, 0.5],
      [0.5, 1],
    ]);
    expect(bucketRanges(3, 0.5, [0.2, 0.3, 0.5])).toEqual([
      [0, 0.1],
      [0.2, 0.35],
      [0.5, 0.75],
    ]);
    expect(bucketRanges(2, 2, [0.6, 0.6])).toEqual([
      [0, 0.5],
      [0.5, 1],
    ]);
    expect(chooseVariation(0.15, bucketRanges(3, 0.5, [0.2, 0.3, 0.5]))).toBe(-1);
    expect(chooseVariation(0.2, bucketRanges(3, 0.5, [0.2, 0.3, 0.5]))).toBe(1);
    expect(assign(searchButton, '')).toBe(-1);
  });

  it.each([
    ['search-button (50/50, full coverage)', searchButton],
    ['three variations 20/30/50 at 80 % coverage', uneven],
  ])('assigns %s exactly as the GrowthBook SDK does, for 100,000 visitors', (_name, experiment) => {
    const sdk = sdkAssignments(experiment, ids);
    const mirror = ids.map((id) => assign(experiment, id));
    const differing = mirror.flatMap((index, i) => (index === sdk[i] ? [] : [ids[i]]));
    expect(differing).toEqual([]);
  });

  it.each([
    ['search-button (50/50, full coverage)', searchButton],
    ['three variations 20/30/50 at 80 % coverage', uneven],
  ])('splits 100,000 visitors of %s within 1 % of the allocation', (_name, experiment) => {
    const counts = new Array<number>(experiment.variations.length).fill(0);
    let outside = 0;
    for (const id of ids) {
      const index = assign(experiment, id);
      if (index < 0) outside++;
      else counts[index] = (counts[index] ?? 0) + 1;
    }
    experiment.weights.forEach((weight, i) => {
      const expected = weight * experiment.coverage;
      const share = (counts[i] ?? 0) / visitors;
      // Within 1 % of the allocated share itself (relative), which is stricter than 1 percentage point.
      expect(
        Math.abs(share - expected) / expected,
        `${experiment.variations[i]?.key}: ${share}`,
      ).toBeLessThan(0.01);
    });
    expect(Math.abs(outside / visitors - (1 - experiment.coverage))).toBeLessThan(0.01);
  });
});
