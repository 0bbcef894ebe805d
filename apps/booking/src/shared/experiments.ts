// The booking app's experiments and feature flags (issue 25, ADR 022), under the keys the datafile gives
// them (`@rental/experiments`' default datafile; experiments.test.ts holds the two together). Written here
// rather than imported: that package's entry builds zod schemas and reads every market profile, none of
// which the browser needs for three strings.

/** The search button's text: 'control' (today's "Show offers") or 'find-my-car'. */
export const searchButtonExperiment = 'search-button';

/** The search button's variations, control first, as the datafile lists them. */
export const searchButtonVariations = ['control', 'find-my-car'] as const;

/** The offer list's filters and sort; off: neither shows and the list is in the recommended order. */
export const offerFiltersFlag = 'booking-offer-filters';

/** The conversion goal reported when the visitor reaches the checkout (the experiments' goal). */
export const checkoutGoal = 'checkout';
