// Public API of @rental/experiments (issue 25, ADR 022). Node and build time: the datafile schema and its
// default. The browser's pieces (inline decision, client) have their own entries.
export {
  type Audience,
  audienceSchema,
  type Datafile,
  datafileSchema,
  type Experiment,
  experimentSchema,
  type Flag,
  type FlagRule,
  flagRuleSchema,
  flagSchema,
  keySchema,
  type Variation,
  variationSchema,
} from './datafile.ts';
export { defaultDatafile, offerFiltersFlag, searchButtonExperiment } from './default-datafile.ts';
