// The booking app's experiment and flag keys are the datafile's: a renamed key in one place alone would
// leave the app on the control and the flag off without a word.
import { defaultDatafile } from '@rental/experiments';
import { describe, expect, it } from 'vitest';
import {
  checkoutGoal,
  offerFiltersFlag,
  searchButtonExperiment,
  searchButtonVariations,
} from './experiments.ts';

describe('the booking app’s experiment keys', () => {
  const datafile = defaultDatafile();

  it('name the search-button experiment, its variations (control first) and its goal', () => {
    const experiment = datafile.experiments.find((e) => e.key === searchButtonExperiment);
    expect(experiment?.variations.map((v) => v.key)).toEqual([...searchButtonVariations]);
    expect(experiment?.goals).toContain(checkoutGoal);
  });

  it('name the offer filters’ flag', () => {
    expect(datafile.flags.map((f) => f.key)).toContain(offerFiltersFlag);
  });
});
