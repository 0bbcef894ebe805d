// The datafile as a GrowthBook SDK payload (issue 25, ADR 022): every experiment becomes a feature (its
// key) with one experiment rule, every flag a feature with force rules. The attributes the rules read are
// the ones the site's client gives the SDK (`ExperimentAttributes`). Types only from datafile.ts: this
// module runs in the browser and must not pull zod in.
import type { ConditionInterface } from '@growthbook/growthbook';
import type { Audience, Datafile, Experiment, Flag } from './datafile.ts';

/** The visitor attributes the payload's conditions and hashes read. */
export interface ExperimentAttributes {
  /** The visitor id (cookie `site-experience-id`), the hash attribute. */
  id: string;
  /** ISO 3166-1 alpha-2 country of the page's market, e.g. 'US'. */
  country: string;
  /** The page locale, e.g. 'es-US'. */
  locale: string;
  /** The page path as the visitor sees it, normalised (`normalizePath`), e.g. '/es-us'. */
  path: string;
  /** 'mobile' below 48em (768 px), else 'desktop'. */
  deviceType: 'mobile' | 'desktop';
}

/** A GrowthBook condition (the MongoDB-like subset we use: `$in` on attributes, `$or`). */
type Condition = ConditionInterface & Record<string, unknown>;

/** The subset of GrowthBook's FeatureRule the payload writes. */
export interface PayloadRule {
  condition?: Condition;
  force?: boolean;
  coverage?: number;
  key?: string;
  seed?: string;
  hashAttribute?: 'id';
  hashVersion?: 2;
  variations?: string[];
  weights?: number[];
  meta?: { key: string; name: string }[];
  name?: string;
}

/** The subset of GrowthBook's FeatureDefinition the payload writes. */
export interface PayloadFeature {
  defaultValue: string | boolean | null;
  rules: PayloadRule[];
}

/** GrowthBook's `FeatureApiResponse` subset: what `GrowthBookClient.init({ payload })` takes. */
export interface GrowthBookPayload {
  features: Record<string, PayloadFeature>;
}

/**
 * A path as the experiments compare it: without a trailing slash except the root ('/es-us/' and '/es-us'
 * are one page: the sites are built with `trailingSlash: 'never'`, the profiles write '/es-us/').
 */
export function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function audienceCondition(audience: Audience): Condition {
  const condition = {} as Condition;
  if (audience.countries) condition.country = { $in: [...audience.countries] };
  if (audience.locales) condition.locale = { $in: [...audience.locales] };
  return condition;
}

function experimentFeature(experiment: Experiment): PayloadFeature {
  // A stopped experiment assigns nobody: the feature's default (null: the control) for everyone.
  if (experiment.status !== 'running') return { defaultValue: null, rules: [] };
  const condition = audienceCondition(experiment.audience ?? {});
  // spec §3: the activation path on wider screens, the mobile activation path on narrow ones.
  if (experiment.activation)
    condition.$or = [
      { deviceType: 'desktop', path: { $in: experiment.activation.paths.map(normalizePath) } },
      { deviceType: 'mobile', path: { $in: experiment.activation.mobilePaths.map(normalizePath) } },
    ];
  return {
    defaultValue: null,
    rules: [
      {
        ...(Object.keys(condition).length > 0 ? { condition } : {}),
        key: experiment.key,
        name: experiment.name,
        seed: experiment.seed ?? experiment.key,
        hashAttribute: 'id',
        hashVersion: 2,
        variations: experiment.variations.map((v) => v.key),
        weights: [...experiment.weights],
        coverage: experiment.coverage,
        meta: experiment.variations.map((v) => ({ key: v.key, name: v.name })),
      },
    ],
  };
}

function flagFeature(flag: Flag): PayloadFeature {
  // The kill switch: off for everyone, whatever the rules say.
  if (!flag.enabled) return { defaultValue: false, rules: [] };
  const rules: PayloadRule[] = [];
  for (const rule of flag.rules) {
    const condition = audienceCondition(rule.audience ?? {});
    const when = Object.keys(condition).length > 0 ? { condition } : {};
    // 100 %: no hash at all, so a visitor without an id (cookies blocked) still gets the feature.
    rules.push(
      rule.percentage < 100
        ? {
            ...when,
            force: true,
            coverage: rule.percentage / 100,
            seed: flag.key,
            hashAttribute: 'id',
            hashVersion: 2,
          }
        : { ...when, force: true },
    );
    // The SDK passes a visitor outside a rule's coverage on to the next rule; ours says the first rule
    // whose audience matches decides, so the rest of that audience is pinned to off here.
    if (rule.percentage < 100) rules.push({ ...when, force: false });
  }
  return { defaultValue: false, rules };
}

/** The SDK payload of a datafile: experiments and flags as features, keyed by their keys. */
export function toGrowthBookPayload(datafile: Pick<Datafile, 'experiments' | 'flags'>): GrowthBookPayload {
  const features: Record<string, PayloadFeature> = {};
  for (const experiment of datafile.experiments) features[experiment.key] = experimentFeature(experiment);
  for (const flag of datafile.flags) features[flag.key] = flagFeature(flag);
  return { features };
}
