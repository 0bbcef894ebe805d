// The datafile the product API starts from and the sites' build reads (issue 25). The US baseline
// experiment comes from the market profiles (spec §3: name, activation path, mobile activation path, key),
// so the profile stays the one place of that market fact; the rest is the experiments and flags we run.
import { sites } from '@rental/markets';
import { type Datafile, datafileSchema, type Experiment } from './datafile.ts';

/** Key of the booking engine's search-button experiment (its conversion goal: reaching the checkout). */
export const searchButtonExperiment = 'search-button';
/** Flag of the offer list's filters and sort (on everywhere; the kill switch turns it off). */
export const offerFiltersFlag = 'booking-offer-filters';

/** The baseline (A/A) experiments of the profiles that carry one, merged per key. */
function baselineExperiments(): Experiment[] {
  const byKey = new Map<string, Experiment>();
  for (const site of sites)
    for (const lang of site.languages) {
      const entry = lang.profile.baselineExperiment;
      if (!entry) continue;
      const known = byKey.get(entry.key);
      const country = lang.profile.countryAlpha2;
      if (!known) {
        byKey.set(entry.key, {
          key: entry.key,
          name: entry.name,
          status: 'running',
          variations: [
            { key: 'control', name: 'Control' },
            { key: 'variant', name: 'Same page (A/A check of the assignment and tracking)' },
          ],
          weights: [0.5, 0.5],
          coverage: 1,
          audience: { countries: [country], locales: [lang.locale] },
          activation: { paths: [entry.activationPath], mobilePaths: [entry.mobileActivationPath] },
          goals: ['checkout'],
        });
        continue;
      }
      const add = <T>(list: T[] | undefined, value: T) =>
        list && !list.includes(value) ? list.push(value) : 0;
      add(known.audience.countries, country);
      add(known.audience.locales, lang.locale);
      add(known.activation?.paths, entry.activationPath);
      add(known.activation?.mobilePaths, entry.mobileActivationPath);
    }
  return [...byKey.values()];
}

/** The default datafile (revision 1), validated. */
export function defaultDatafile(): Datafile {
  return datafileSchema.parse({
    revision: 1,
    experiments: [
      ...baselineExperiments(),
      {
        key: searchButtonExperiment,
        name: 'Booking engine: search button text',
        status: 'running',
        variations: [
          { key: 'control', name: 'Today’s text' },
          { key: 'find-my-car', name: 'Says what the visitor gets' },
        ],
        weights: [0.5, 0.5],
        coverage: 1,
        audience: { countries: ['US'] },
        goals: ['checkout'],
      },
    ],
    flags: [
      {
        key: offerFiltersFlag,
        description: 'The offer list’s filters (vehicle type, transmission, seats) and sort',
        enabled: true,
        rules: [{ percentage: 100 }],
      },
    ],
  });
}
