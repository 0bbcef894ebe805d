// Builds the product API: Fastify with zod schemas (validation, serialisation, OpenAPI), security
// plugins, the one error shape, and every route of spec §7 under the configured base path.
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ApiConfig, loadConfig } from './config.ts';
import { isLocalHost, localSiteId } from './context.ts';
import { type Database, openDatabase } from './db/client.ts';
import { seedDatabase } from './db/seed/index.ts';
import { type App, type Deps, defaultRateLimits, type RateLimits } from './deps.ts';
import { ApiError, errorBody, errorBodySchema } from './errors.ts';
import { isSite, siteDomains } from './markets.ts';
import { registerBranchRoutes } from './routes/branches.ts';
import { registerCampaignRoutes } from './routes/campaigns.ts';
import { registerHelpRoutes } from './routes/help.ts';
import { registerRentalRoutes } from './routes/rental.ts';
import { registerSubscriptionRoutes } from './routes/subscriptions.ts';
import { registerUserRoutes } from './routes/users.ts';
import { installZodMessages, REQUIRED_MESSAGES } from './validation.ts';

/** Options of {@link buildApi}. */
export type BuildApiOptions = {
  /** Overrides of the configuration read from the environment. */
  config?: Partial<ApiConfig>;
  /** An already open database; otherwise one is opened from the configuration (and closed with the app). */
  database?: Database;
  /** Seed demo data when the database is empty (default true). */
  seed?: boolean;
  /** Clock, for tests. */
  now?: () => Date;
  /** Per-minute request limits per client address. */
  rateLimits?: Partial<RateLimits>;
};

const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/** Builds the API (database opened, migrated and seeded); call `listen` on the result. */
export async function buildApi(options: BuildApiOptions = {}): Promise<FastifyInstance> {
  installZodMessages();
  const config: ApiConfig = { ...loadConfig(), ...options.config };
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  if (options.seed !== false) await seedDatabase(database.db);

  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    // The site proxy runs on loopback and sets x-forwarded-*; trust only it.
    trustProxy: ['127.0.0.0/8', '::1'],
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
    // Router-level failures (bad URL encoding, over-long parameters) get the one error shape too.
    frameworkErrors: (error, _req, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      const raw = reply as unknown as { code: (n: number) => { send: (body: unknown) => void } };
      raw
        .code(status)
        .send(errorBody('invalid_request', 'The address of the request is malformed or too long.'));
    },
  }).withTypeProvider<ZodTypeProvider>() as unknown as App;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  if (!options.database) app.addHook('onClose', async () => database.close());

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Rental product API',
        version: '1.0.0',
        description: 'Every path of spec §7. Errors are always { error: { code, message, fields? } }.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  await app.register(helmet, {
    // A JSON API: nothing to load, nothing to frame.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });

  const domains = new Set(siteDomains());
  await app.register(cors, {
    credentials: true,
    methods: ['GET', 'POST', 'DELETE'],
    // Only the product's own sites: {site}.localhost in development, the sites' domains in production.
    origin: (origin, cb) => {
      if (!origin) return cb(null, false);
      let host: string;
      try {
        host = new URL(origin).hostname.toLowerCase();
      } catch {
        return cb(null, false);
      }
      const site = localSiteId(host);
      const allowed =
        (config.nodeEnv !== 'production' && (host === 'localhost' || (site !== undefined && isSite(site)))) ||
        domains.has(host);
      cb(null, allowed);
    },
  });

  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    // Thrown, so it reaches the error handler as an ApiError and keeps the one error shape.
    errorResponseBuilder: (_req, ctx) =>
      new ApiError(
        429,
        'rate_limited',
        `Too many attempts. Please wait ${Math.ceil(ctx.ttl / 1000)} seconds and try again.`,
      ),
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        let path =
          v.instancePath.replace(/^\//, '').replaceAll('/', '.') || (err.validationContext ?? 'body');
        // A query parameter is one field, even when it holds a list ('fuelType.0' → 'fuelType').
        if (err.validationContext === 'querystring') path = path.split('.')[0] ?? path;
        fields[path] ??= v.message ?? 'Invalid value';
      }
      const messages = Object.values(fields);
      const allRequired = messages.every((m) => REQUIRED_MESSAGES.has(m));
      const message = allRequired
        ? 'Please fill in the required fields.'
        : (messages[0] ?? 'Invalid request.');
      return reply.code(400).send(errorBody('validation_failed', message, fields));
    }
    if (err instanceof ApiError) {
      return reply.code(err.statusCode).send(errorBody(err.code, err.message, err.fields, err.details));
    }
    const status = err.statusCode ?? 500;
    if (status === 429)
      return reply.code(429).send(errorBody('rate_limited', 'Too many requests. Please try again later.'));
    if (status >= 400 && status < 500) {
      const known: Record<string, [string, string]> = {
        FST_ERR_CTP_INVALID_MEDIA_TYPE: ['unsupported_media_type', 'Send the body as application/json.'],
        FST_ERR_CTP_BODY_TOO_LARGE: ['body_too_large', 'The request body is too large.'],
        FST_ERR_CTP_EMPTY_JSON_BODY: ['invalid_body', 'The request body is empty; send a JSON object.'],
        FST_ERR_CTP_INVALID_JSON_BODY: ['invalid_body', 'The request body is not valid JSON.'],
      };
      const [code, message] = known[err.code] ?? [
        status === 400 ? 'invalid_request' : 'request_failed',
        status === 400 ? 'The request is malformed.' : 'The request could not be processed.',
      ];
      if (status === 400 && err.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH')
        return reply.code(400).send(errorBody('invalid_request', 'The request is malformed.'));
      return reply.code(status).send(errorBody(code, message));
    }
    // Never leak stack traces or SQL errors: log them, answer a generic message.
    req.log.error({ err }, 'request failed');
    return reply.code(500).send(errorBody('internal_error', SERVER_ERROR_MESSAGE));
  });

  app.setNotFoundHandler((req, reply) => {
    reply
      .code(404)
      .send(errorBody('not_found', `There is no ${req.method} ${req.url.split('?')[0]} in this API.`));
  });

  // Session cookies drop Secure only on loopback hosts, so local HTTP works; see routes/users.ts.
  app.decorateRequest('isLocal', false);
  app.addHook('onRequest', async (req) => {
    const host = (req.headers['x-forwarded-host'] ?? req.headers.host ?? '').toString().split(',')[0] ?? '';
    (req as unknown as { isLocal: boolean }).isLocal = isLocalHost(host.trim().replace(/:\d+$/, ''));
  });

  // PostgreSQL text cannot hold NUL: refuse it at the boundary instead of failing in the database.
  app.addHook('preValidation', async (req) => {
    if (containsNul(req.query) || containsNul(req.body) || containsNul(req.params))
      throw new ApiError(
        400,
        'invalid_characters',
        'The request contains a character that is not allowed (NUL).',
      );
  });

  const deps: Deps = {
    db: database.db,
    config,
    now: options.now ?? (() => new Date()),
    rateLimits: { ...defaultRateLimits, ...options.rateLimits },
  };

  const openapi = async () => app.swagger();
  app.get('/openapi.json', { schema: { hide: true } }, openapi);

  await app.register(
    async (api) => {
      const a = api as unknown as App;
      a.get(
        '/health',
        {
          schema: {
            tags: ['system'],
            summary: 'Liveness: the API is up and its database answers',
            response: { 200: z.object({ status: z.literal('ok') }), 503: errorBodySchema },
          },
        },
        async () => {
          try {
            await deps.db.execute(sql`select 1`);
          } catch {
            throw new ApiError(
              503,
              'database_unavailable',
              'The database does not answer. Please try again shortly.',
            );
          }
          return { status: 'ok' as const };
        },
      );
      a.get('/openapi.json', { schema: { hide: true } }, openapi);
      registerBranchRoutes(a, deps);
      registerRentalRoutes(a, deps);
      registerUserRoutes(a, deps);
      registerSubscriptionRoutes(a, deps);
      registerCampaignRoutes(a, deps);
      registerHelpRoutes(a, deps);
    },
    { prefix: config.basePath },
  );

  await app.ready();
  return app as unknown as FastifyInstance;
}

/** Whether any string inside a parsed request part contains U+0000 (depth-limited). */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  for (const [k, v] of Object.entries(value))
    if (k.includes('\u0000') || containsNul(v, depth + 1)) return true;
  return false;
}
