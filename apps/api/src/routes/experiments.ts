// Experiments and feature flags (issue 25, ADR 022): the public datafile the sites' experimentation client
// runs on (no session, revalidated with its ETag), the exposures and conversions the site sends with
// performance consent, and the back office's changes (the datafile, a flag's kill switch, an experiment's
// status) and results, with the service token.

import { type Datafile, datafileSchema } from '@rental/experiments';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App, Deps } from '../deps.ts';
import { ApiError, errorResponses } from '../errors.ts';
import { createDatafileStore, RevisionConflict } from '../experiments/datafiles.ts';
import { experimentResults, recordEvents } from '../experiments/events.ts';
import { datafileErrorHandler, invalidDatafile } from '../experiments/messages.ts';
import {
  datafileChangeSchema,
  datafileResponseSchema,
  experimentChangeSchema,
  experimentEventsAcceptedSchema,
  experimentEventsRequestSchema,
  experimentResultsSchema,
  flagChangeSchema,
  keyParamsSchema,
} from '../experiments/schemas.ts';
import { msg } from '../i18n/translate.ts';
import { requireServiceToken } from '../service-auth.ts';

/** The datafile's entity tag: its revision. */
const etagOf = (datafile: Datafile) => `"r${datafile.revision}"`;

/** Whether an If-None-Match header names this entity tag (weak tags and lists included). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

const experimentNotFound = (key: string) =>
  new ApiError(404, 'experiment_not_found', msg('experimentsExperimentNotFound', { experiment: key }));
const flagNotFound = (key: string) =>
  new ApiError(404, 'flag_not_found', msg('experimentsFlagNotFound', { flag: key }));

const revisionConflict = (baseRevision: number, latest: number) =>
  new ApiError(409, 'revision_conflict', msg('experimentsRevisionConflict', { baseRevision, latest }), {
    details: { latestRevision: latest },
  });

export function registerExperimentRoutes(app: App, deps: Deps): void {
  const datafiles = createDatafileStore(deps);
  const serviceOnly = async (req: FastifyRequest) => requireServiceToken(deps, req);
  const serviceErrors = {
    401: errorResponses[400].describe('No or a wrong service token.'),
    ...errorResponses,
  };

  app.get(
    '/v1/experiments/datafile',
    {
      schema: {
        tags: ['experiments'],
        summary: 'The live experiments datafile (experiments, flags, audiences, traffic allocation)',
        description:
          'Public. `ETag: "r{revision}"` and `Cache-Control: no-cache`: send the tag back in `If-None-Match` ' +
          'to get 304 while it is unchanged. A change reaches every API instance within 5 seconds.',
        response: {
          200: datafileResponseSchema,
          304: z.null().describe('Unchanged since the revision in If-None-Match.'),
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const datafile = await datafiles.live();
      const etag = etagOf(datafile);
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (matchesEtag(req.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return datafile;
    },
  );

  app.post(
    '/v1/experiments/events',
    {
      bodyLimit: 16 * 1024,
      config: { throttle: 'experimentEvents' },
      schema: {
        tags: ['experiments'],
        summary: "Record a visitor's experiment exposures and conversions (with performance consent)",
        description:
          'Public, no session. The first exposure of a visitor to an experiment and the first conversion ' +
          'to a goal count; repeats are accepted and not stored. Exposures to a stopped experiment are ' +
          'not stored. The visitor id is pseudonymous (a random cookie value), linked to no account.',
        body: experimentEventsRequestSchema,
        response: {
          202: experimentEventsAcceptedSchema,
          ...errorResponses,
          400: errorResponses[400].describe(
            'Invalid events: `unknown_experiment`, `unknown_variation`, `unknown_goal`, `event_time_out_of_range` ' +
              'or `validation_failed`, with the event field in `fields` (e.g. `events.0.experiment`).',
          ),
          413: errorResponses[400].describe('The body is larger than 16 KB.'),
        },
      },
    },
    async (req, reply) => {
      const { visitorId, events } = req.body;
      await deps.throttle.hit(`experimentEvents:${visitorId}`, deps.throttleRules.experimentEvents.subject);
      const accepted = await recordEvents(deps, datafiles, visitorId, events);
      return reply.code(202).send({ accepted });
    },
  );

  app.put(
    '/v1/service/datafile',
    {
      preValidation: serviceOnly,
      errorHandler: datafileErrorHandler,
      schema: {
        tags: ['service'],
        summary: 'Back office: replace the experiments datafile (a new revision)',
        description:
          'Needs `Authorization: Bearer {API_SERVICE_TOKEN}`. Stored as revision `baseRevision + 1`; 409 ' +
          '`revision_conflict` when `baseRevision` is not the latest (someone changed it meanwhile).',
        security: [{ service: [] }],
        body: datafileChangeSchema,
        response: {
          200: datafileResponseSchema,
          409: errorResponses[400].describe('`revision_conflict`: `details.latestRevision` is the latest.'),
          ...serviceErrors,
        },
      },
    },
    async (req) => {
      const { baseRevision, experiments, flags } = req.body;
      const checked = datafileSchema.safeParse({ revision: baseRevision + 1, experiments, flags });
      if (!checked.success) throw invalidDatafile(checked.error);
      try {
        return await datafiles.write(baseRevision, checked.data);
      } catch (err) {
        if (err instanceof RevisionConflict) throw revisionConflict(baseRevision, err.latest);
        throw err;
      }
    },
  );

  app.patch(
    '/v1/service/flags/:key',
    {
      preValidation: serviceOnly,
      schema: {
        tags: ['service'],
        summary: 'Back office: turn a feature flag on or off for everyone (the kill switch; a new revision)',
        description: 'Needs `Authorization: Bearer {API_SERVICE_TOKEN}`. Answers the new datafile.',
        security: [{ service: [] }],
        params: keyParamsSchema,
        body: flagChangeSchema,
        response: {
          200: datafileResponseSchema,
          404: errorResponses[400].describe('`flag_not_found`'),
          ...serviceErrors,
        },
      },
    },
    async (req) => {
      const { key } = req.params;
      if (!(await datafiles.fresh()).flags.some((f) => f.key === key)) throw flagNotFound(key);
      return datafiles.update((current) => {
        if (!current.flags.some((f) => f.key === key)) throw flagNotFound(key);
        return {
          ...current,
          flags: current.flags.map((f) => (f.key === key ? { ...f, enabled: req.body.enabled } : f)),
        };
      });
    },
  );

  app.patch(
    '/v1/service/experiments/:key',
    {
      preValidation: serviceOnly,
      schema: {
        tags: ['service'],
        summary: 'Back office: stop or restart an experiment (a new revision)',
        description:
          'Needs `Authorization: Bearer {API_SERVICE_TOKEN}`. A stopped experiment puts everyone on its ' +
          'control and records no exposures. Answers the new datafile.',
        security: [{ service: [] }],
        params: keyParamsSchema,
        body: experimentChangeSchema,
        response: {
          200: datafileResponseSchema,
          404: errorResponses[400].describe('`experiment_not_found`'),
          ...serviceErrors,
        },
      },
    },
    async (req) => {
      const { key } = req.params;
      return datafiles.update((current) => {
        if (!current.experiments.some((e) => e.key === key)) throw experimentNotFound(key);
        return {
          ...current,
          experiments: current.experiments.map((e) =>
            e.key === key ? { ...e, status: req.body.status } : e,
          ),
        };
      });
    },
  );

  app.get(
    '/v1/service/experiments/:key/results',
    {
      preValidation: serviceOnly,
      schema: {
        tags: ['service'],
        summary: "Back office: an experiment's visitors and conversions per variation",
        description:
          'Needs `Authorization: Bearer {API_SERVICE_TOKEN}`. Visitors: distinct visitors exposed to the ' +
          'variation; a conversion counts for the variation the visitor was exposed to at or before it.',
        security: [{ service: [] }],
        params: keyParamsSchema,
        response: {
          200: experimentResultsSchema,
          404: errorResponses[400].describe('`experiment_not_found`'),
          ...serviceErrors,
        },
      },
    },
    async (req) => {
      const experiment = (await datafiles.fresh()).experiments.find((e) => e.key === req.params.key);
      if (!experiment) throw experimentNotFound(req.params.key);
      return {
        experiment: experiment.key,
        name: experiment.name,
        status: experiment.status,
        variations: await experimentResults(deps, experiment),
      };
    },
  );
}
