// The datafile: every experiment and feature flag of every market, with its audience and traffic
// allocation (issue 25). The product API serves it (`GET /v1/experiments/datafile`) and stores edits; the
// site's build reads the default below for the pages' inline decision; the experimentation client turns it
// into the SDK's payload at run time. This schema is the one source of truth for its shape.
import { z } from 'zod';

/** Keys of experiments, variations and flags: they become HTML data attributes and CSS selectors. */
export const keySchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { error: 'Expected a key of lower-case letters, digits and hyphens' });

/** A path of a site's pages as the visitor sees it after the host, e.g. '/' or '/es-us/'. */
const pagePath = z.string().regex(/^\/[^\s?#]*$/, { error: "Expected a site path starting with '/'" });

/** Who an experiment or a flag rule is for; an absent list means everyone. */
export const audienceSchema = z
  .object({
    /** Markets by ISO 3166-1 alpha-2 country of the page's market profile, e.g. ['US']. */
    countries: z
      .array(z.string().regex(/^[A-Z]{2}$/))
      .min(1)
      .optional(),
    /** Page locales, e.g. ['en-US', 'es-US']. */
    locales: z
      .array(z.string().regex(/^[a-z]{2}-[A-Z]{2}$/))
      .min(1)
      .optional(),
  })
  .strict();

export const variationSchema = z
  .object({
    /** Variation key; the first variation of an experiment is its control. */
    key: keySchema,
    /** What the variation is, for the people reading results. */
    name: z.string().min(1).max(120),
  })
  .strict();

export const experimentSchema = z
  .object({
    /** Experiment key: the page's `data-exp-{key}` attribute and the key apps ask for. */
    key: keySchema,
    /** Name shown in results. */
    name: z.string().min(1).max(120),
    /** A stopped experiment assigns nobody: every visitor sees the control, nothing is tracked. */
    status: z.enum(['running', 'stopped']),
    /** Two or more variations; the first is the control. */
    variations: z.array(variationSchema).min(2).max(8),
    /** Share of the experiment's traffic per variation, same order, summing to 1. */
    weights: z.array(z.number().min(0).max(1)).min(2).max(8),
    /** Share of the audience in the experiment (0–1); the rest sees the control and is not tracked. */
    coverage: z.number().min(0).max(1),
    /** Hash seed; the key when absent. A new seed reshuffles every visitor. */
    seed: z.string().min(1).max(64).optional(),
    /** Markets and locales the experiment runs in. */
    audience: audienceSchema.default({}),
    /**
     * Pages that activate it (spec §3: activation path and mobile activation path). Absent: every page
     * of the audience. `mobilePaths` apply on narrow screens, `paths` on wider ones.
     */
    activation: z
      .object({
        /** Paths that activate it on wider screens. */
        paths: z.array(pagePath).min(1),
        /** Paths that activate it on narrow screens. */
        mobilePaths: z.array(pagePath).min(1),
      })
      .strict()
      .optional(),
    /** Conversion goals reported for it, e.g. ['checkout']. */
    goals: z.array(keySchema).max(8).default([]),
  })
  .strict()
  .superRefine((experiment, ctx) => {
    if (experiment.weights.length !== experiment.variations.length)
      ctx.addIssue({
        code: 'custom',
        path: ['weights'],
        message: `Expected ${experiment.variations.length} weights, one per variation`,
      });
    const sum = experiment.weights.reduce((a, b) => a + b, 0);
    if (Math.abs(sum - 1) > 1e-6)
      ctx.addIssue({
        code: 'custom',
        path: ['weights'],
        message: `Expected weights summing to 1, got ${sum}`,
      });
    const keys = experiment.variations.map((v) => v.key);
    if (new Set(keys).size !== keys.length)
      ctx.addIssue({ code: 'custom', path: ['variations'], message: 'Expected distinct variation keys' });
  });

export const flagRuleSchema = z
  .object({
    /** Markets and locales the rule is for. */
    audience: audienceSchema.default({}),
    /** Share of those visitors that get the feature, 0–100 (deterministic per visitor). */
    percentage: z.number().min(0).max(100),
  })
  .strict();

export const flagSchema = z
  .object({
    /** Flag key apps ask for (`context.experiments.isOn(key)`). */
    key: keySchema,
    /** What the flag turns on. */
    description: z.string().min(1).max(200),
    /** Kill switch: false turns the feature off for everyone at once, whatever the rules say. */
    enabled: z.boolean(),
    /** First rule whose audience matches decides; no match: off. */
    rules: z.array(flagRuleSchema).max(20),
  })
  .strict();

export const datafileSchema = z
  .object({
    /** Grows with every change; caches compare it. */
    revision: z.number().int().min(0),
    experiments: z.array(experimentSchema),
    flags: z.array(flagSchema),
  })
  .strict()
  .superRefine((datafile, ctx) => {
    const keys = [...datafile.experiments.map((e) => e.key), ...datafile.flags.map((f) => f.key)];
    const seen = new Set<string>();
    for (const key of keys) {
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: [],
          message: `Duplicate key '${key}' among experiments and flags`,
        });
      seen.add(key);
    }
  });

export type Audience = z.infer<typeof audienceSchema>;
export type Variation = z.infer<typeof variationSchema>;
export type Experiment = z.infer<typeof experimentSchema>;
export type FlagRule = z.infer<typeof flagRuleSchema>;
export type Flag = z.infer<typeof flagSchema>;
export type Datafile = z.infer<typeof datafileSchema>;
