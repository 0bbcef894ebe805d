// Public API of @rental/experiments (issue 25, ADR 022). Node and build time: the datafile schema and its
// default. The browser's pieces have their own entries and never import zod: `./bucketing` (the hash
// mirror), `./payload` (datafile → SDK payload), `./page` (the build's digest, variant CSS and first-view
// answers), `./inline` (the inline decision script and its names), `./client` (the lazy SDK client).
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
