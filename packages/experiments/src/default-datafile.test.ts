import { describe, expect, it } from 'vitest';
import { datafileSchema } from './datafile.ts';
import { defaultDatafile, offerFiltersFlag, searchButtonExperiment } from './default-datafile.ts';

describe('the default datafile', () => {
  const datafile = defaultDatafile();

  it('spec §3: carries the US baseline experiment of the profiles, for both US locales and their roots', () => {
    const baseline = datafile.experiments.find((e) => e.key === 'demo-baseline-experiment-0000');
    expect(baseline).toMatchObject({
      name: 'baseline',
      status: 'running',
      audience: { countries: ['US'], locales: ['en-US', 'es-US'] },
    });
    expect(baseline?.activation?.paths).toHaveLength(2);
    expect(baseline?.activation?.paths).toContain('/');
    expect(baseline?.activation?.mobilePaths).toEqual(baseline?.activation?.paths);
  });

  it('runs the search-button experiment in the US with the checkout goal, and the offer filters flag everywhere', () => {
    expect(datafile.experiments.find((e) => e.key === searchButtonExperiment)).toMatchObject({
      audience: { countries: ['US'] },
      goals: ['checkout'],
    });
    expect(datafile.flags.find((f) => f.key === offerFiltersFlag)).toMatchObject({ enabled: true });
  });

  it('refuses weights that do not add up, a weight per variation missing and duplicate keys, naming the field', () => {
    const broken = structuredClone(datafile);
    const [first] = broken.experiments;
    if (!first) throw new Error('no experiment');
    first.weights = [0.5, 0.4];
    const sum = datafileSchema.safeParse(broken);
    const [issue] = sum.error?.issues ?? [];
    expect(issue).toMatchObject({ path: ['experiments', 0, 'weights'] });
    expect(issue?.message).toMatch(/summing to 1, got 0.9/);
    const dup = structuredClone(datafile);
    const [flag] = dup.flags;
    if (!flag) throw new Error('no flag');
    dup.flags.push({ ...flag });
    expect(datafileSchema.safeParse(dup).error?.issues[0]?.message).toBe(
      `Duplicate key '${offerFiltersFlag}' among experiments and flags`,
    );
    const badKey = structuredClone(datafile);
    badKey.flags.splice(0, 1, { ...flag, key: 'Offer Filters' });
    expect(datafileSchema.safeParse(badKey).error?.issues[0]?.path).toEqual(['flags', 0, 'key']);
  });
});
