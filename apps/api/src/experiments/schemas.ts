// Request and answer shapes of the experiments routes (issue 25). The datafile's own shape comes from
// `@rental/experiments`, its one source of truth; these wrap it for the API and its OpenAPI document.
import { datafileSchema, experimentSchema, flagSchema, keySchema } from '@rental/experiments';
import { z } from 'zod';

/** The datafile as the API answers it. */
export const datafileResponseSchema = datafileSchema.meta({ id: 'ExperimentsDatafile' });

/** A page path as the site reports it, e.g. '/es-us/'. */
const eventPath = z
  .string()
  .max(512)
  .regex(/^\/[^\s?#]*$/);

/** When it happened in the browser: an ISO instant, e.g. '2026-11-29T23:40:00.000Z'. */
const eventTime = z.iso.datetime({ offset: true });

export const exposureEventSchema = z.object({
  /** The visitor saw a variation of an experiment. */
  kind: z.literal('exposure'),
  /** The experiment's key, e.g. 'search-button'. */
  experiment: keySchema,
  /** The variation's key, e.g. 'find-my-car'. */
  variation: keySchema,
  /** The page path it happened on, e.g. '/'. */
  path: eventPath,
  /** When, within the last 24 hours (and not more than a minute ahead of the API's clock). */
  at: eventTime,
});

export const conversionEventSchema = z.object({
  /** The visitor reached a goal. */
  kind: z.literal('conversion'),
  /** The goal, one of some experiment's `goals`, e.g. 'checkout'. */
  goal: keySchema,
  /** The page path it happened on, e.g. '/booking/checkout'. */
  path: eventPath,
  /** When, within the last 24 hours (and not more than a minute ahead of the API's clock). */
  at: eventTime,
});

export const experimentEventsRequestSchema = z
  .object({
    /** The visitor's `site-experience-id` cookie (a random uuid v4). */
    visitorId: z.uuid(),
    /** One to twenty exposures and conversions. */
    events: z
      .array(z.discriminatedUnion('kind', [exposureEventSchema, conversionEventSchema]))
      .min(1)
      .max(20),
  })
  .meta({ id: 'ExperimentEvents' });

export const experimentEventsAcceptedSchema = z
  .object({
    /** Events stored now; repeats of an exposure or a conversion already counted are not. */
    accepted: z.number().int().min(0),
  })
  .meta({ id: 'ExperimentEventsAccepted' });

export const datafileChangeSchema = z
  .object({
    /** The revision this change was made on: refused (409) when it is not the latest any more. */
    baseRevision: z.number().int().min(0),
    /** Every experiment of the new datafile. */
    experiments: z.array(experimentSchema),
    /** Every flag of the new datafile. */
    flags: z.array(flagSchema),
  })
  .strict()
  .meta({ id: 'ExperimentsDatafileChange' });

export const keyParamsSchema = z.object({
  /** The experiment's or the flag's key, e.g. 'search-button'. */
  key: keySchema,
});

export const flagChangeSchema = z.object({
  /** false turns the flag off for everyone at once (the kill switch); true lets its rules decide again. */
  enabled: z.boolean(),
});

export const experimentChangeSchema = z.object({
  /** 'stopped' puts every visitor on the control and stops tracking; 'running' starts it again. */
  status: z.enum(['running', 'stopped']),
});

export const experimentResultsSchema = z
  .object({
    /** The experiment's key. */
    experiment: z.string(),
    /** Its name. */
    name: z.string(),
    /** 'running' or 'stopped'. */
    status: z.enum(['running', 'stopped']),
    /** Per variation, control first. */
    variations: z.array(
      z.object({
        /** The variation's key. */
        key: z.string(),
        /** Its name. */
        name: z.string(),
        /** Distinct visitors exposed to it. */
        visitors: z.number().int().min(0),
        /** Per goal: visitors exposed to it who converted at or after their exposure. */
        conversions: z.record(z.string(), z.number().int().min(0)),
        /** Per goal: conversions ÷ visitors (0 without visitors), e.g. 0.125. */
        conversionRates: z.record(z.string(), z.number().min(0)),
      }),
    ),
  })
  .meta({ id: 'ExperimentResults' });
