import { describe, expect, it } from 'vitest';
import { assign } from './bucketing.ts';
import { createExperimentClient } from './client.ts';
import type { Experiment } from './datafile.ts';
import { defaultDatafile, offerFiltersFlag, searchButtonExperiment } from './default-datafile.ts';
import type { ExperimentAttributes } from './payload.ts';

const datafile = defaultDatafile();
const attributes: ExperimentAttributes = {
  id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
  country: 'US',
  locale: 'en-US',
  path: '/faq',
  deviceType: 'desktop',
};
const extra: Experiment = {
  key: 'offer-order',
  name: 'Offer order',
  status: 'running',
  variations: [
    { key: 'control', name: 'Recommended' },
    { key: 'cheapest', name: 'Cheapest first' },
  ],
  weights: [0.5, 0.5],
  coverage: 1,
  audience: { countries: ['US'] },
  goals: ['checkout'],
};

describe('createExperimentClient', () => {
  it("answers the page's experiments with its inline decisions, whatever the SDK would say", () => {
    const exposures: string[] = [];
    const client = createExperimentClient({
      datafile,
      attributes,
      page: {
        keys: [searchButtonExperiment, 'demo-baseline-experiment-0000'],
        decisions: { [searchButtonExperiment]: 'find-my-car' },
      },
      onExposure: (e, v) => exposures.push(`${e}:${v}`),
    });
    expect(client.variations(searchButtonExperiment)).toEqual(['find-my-car']);
    // Known on the page but not decided there (not active on this path): the control.
    expect(client.variations('demo-baseline-experiment-0000')).toEqual([]);
    // The page's exposures are the runtime's to send; the client reports only what it decides itself.
    expect(exposures).toEqual([]);
  });

  it('decides experiments the page was not built with through the SDK, reporting each exposure once', () => {
    const exposures: string[] = [];
    const client = createExperimentClient({
      datafile: { ...datafile, experiments: [...datafile.experiments, extra] },
      attributes,
      page: { keys: [], decisions: {} },
      onExposure: (e, v) => exposures.push(`${e}:${v}`),
    });
    const expected = extra.variations[assign(extra, attributes.id)]?.key;
    expect(client.variations('offer-order')).toEqual([expected]);
    expect(client.variations('offer-order')).toEqual([expected]);
    expect(exposures).toEqual([`offer-order:${expected}`]);
    expect(client.variations('unknown')).toEqual([]);
  });

  it('turns flags on and off as the live datafile says', () => {
    const page = { keys: [], decisions: {} };
    const on = createExperimentClient({ datafile, attributes, page, onExposure: () => {} });
    expect(on.isOn(offerFiltersFlag)).toBe(true);
    const killed = structuredClone(datafile);
    for (const flag of killed.flags) flag.enabled = false;
    const off = createExperimentClient({ datafile: killed, attributes, page, onExposure: () => {} });
    expect(off.isOn(offerFiltersFlag)).toBe(false);
    expect(off.isOn('unknown-flag')).toBe(false);
  });
});
