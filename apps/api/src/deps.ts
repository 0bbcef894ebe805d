// What every route module receives: the database, the configuration, the clock and the limits.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiConfig } from './config.ts';
import type { Db } from './db/client.ts';

/** Requests per minute per client address on the abuse-prone endpoints. */
export type RateLimits = {
  /** POST /v1/auth/login */
  login: number;
  /** POST /v2/users */
  signup: number;
  /** POST /v2/users/me/password/reset (and its confirm step) */
  reset: number;
  /** Help-center contact form */
  contact: number;
  /** Campaign registrations */
  campaign: number;
};

/** Defaults: generous enough for a person, tight enough to slow down credential stuffing. */
export const defaultRateLimits: RateLimits = { login: 10, signup: 5, reset: 5, contact: 5, campaign: 10 };

/** Dependencies handed to route modules. */
export type Deps = {
  db: Db;
  config: ApiConfig;
  now: () => Date;
  rateLimits: RateLimits;
};

/** A Fastify instance using the zod type provider. */
export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;
