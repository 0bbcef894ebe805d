// Builds the product API: Fastify with zod schemas (validation, serialisation, OpenAPI), security
// plugins, the one error shape, and every route of spec §7 under the configured base path.
import path from 'node:path';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import { and, lt, sql } from 'drizzle-orm';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
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
import { localSiteId } from './context.ts';
import { type Database, openDatabase } from './db/client.ts';
import {
  campaignConfirmations,
  emailChanges,
  passwordResets,
  sessions,
  socialLinkRequests,
  socialSignIns,
} from './db/schema.ts';
import { seedDatabase } from './db/seed/index.ts';
import type { App, Deps } from './deps.ts';
import { ApiError, errorBody, errorBodySchema } from './errors.ts';
import { createHelpSearch } from './help-search/help-search.ts';
import { messageLanguage } from './i18n/languages.ts';
import { type Message, type MessageText, msg, translate } from './i18n/translate.ts';
import { lifecycleOf } from './lifecycle.ts';
import { loggerOptions } from './logging.ts';
import { type MailTransport, smtpTransport, startMailDispatcher } from './mail/dispatcher.ts';
import { isSite, siteDomains } from './markets.ts';
import { paymentProviderOf } from './payments/configured.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { createReferenceData } from './reference-data.ts';
import { registerAccountRoutes } from './routes/account.ts';
import { registerBookingRoutes } from './routes/bookings.ts';
import { registerBranchRoutes } from './routes/branches.ts';
import { registerBusinessRoutes } from './routes/business.ts';
import { registerBusinessBookingRoutes } from './routes/business-bookings.ts';
import { registerBusinessMemberRoutes } from './routes/business-members.ts';
import { registerCampaignRoutes } from './routes/campaigns.ts';
import { registerCheckInRoutes } from './routes/check-in.ts';
import { registerCheckOutRoutes } from './routes/check-out.ts';
import { registerDamageRoutes } from './routes/damages.ts';
import { registerExperimentRoutes } from './routes/experiments.ts';
import { registerHelpRoutes } from './routes/help.ts';
import { registerInvoiceRoutes } from './routes/invoices.ts';
import { registerLostAndFoundRoutes } from './routes/lost-and-found.ts';
import { registerPaymentLinkRoutes } from './routes/payment-links.ts';
import { registerPaymentRoutes } from './routes/payments.ts';
import { registerPlusRoutes } from './routes/plus.ts';
import { registerRentalRoutes } from './routes/rental.ts';
import { registerRideRoutes } from './routes/ride.ts';
import { registerSocialRoutes } from './routes/social.ts';
import { registerSubscriptionOrderRoutes } from './routes/subscription-orders.ts';
import { registerSubscriptionRoutes } from './routes/subscriptions.ts';
import { registerUploadRoutes } from './routes/uploads.ts';
import { registerUserRoutes } from './routes/users.ts';
import { registerVehicleRoutes } from './routes/vehicles.ts';
import { hasSessionCookie } from './session.ts';
import {
  createThrottle,
  defaultThrottleRules,
  relaxedThrottleRules,
  type ThrottleRules,
} from './throttle.ts';
import { s3Storage } from './uploads/s3-storage.ts';
import { diskStorage, memoryStorage, type UploadStorage } from './uploads/storage.ts';
import { installZodMessages, issueMessage, REQUIRED_MESSAGES } from './validation.ts';

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
  /** Limits of the throttled actions, per action (default: {@link defaultThrottleRules}). */
  throttle?: Partial<ThrottleRules>;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write: (line: string) => void };
  /** Mail transport instead of SMTP to config.mail.smtpUrl (tests simulate a failing server). */
  mailTransport?: MailTransport;
  /** Milliseconds between outbox rounds (default 5000; each new mail also starts a round at once). */
  mailPollMs?: number;
  /** Upload storage instead of the configured one (tests of the S3 storage). */
  uploadStorage?: UploadStorage;
  /** Payment provider instead of the configured one (tests: an in-memory provider). */
  paymentProvider?: PaymentProvider;
};

/**
 * The configured upload storage (ADR 018): the S3 bucket, else the folder UPLOAD_DIR, else memory with an
 * in-memory database, else `uploads` beside the PGlite folder.
 */
export function uploadStorageOf(config: ApiConfig): UploadStorage {
  if (config.uploads.storage === 's3' && config.uploads.s3) return s3Storage(config.uploads.s3);
  if (config.uploads.dir) return diskStorage(config.uploads.dir);
  if (config.dataDir === 'memory://') return memoryStorage();
  return diskStorage(path.resolve(config.dataDir, '..', 'uploads'));
}

/** Methods that change nothing: no Origin check. */
/** An error body said in the request's language (Accept-Language, else English; issue 19). */
function answer(
  req: FastifyRequest,
  code: string,
  message: MessageText,
  fields?: Record<string, MessageText>,
  details?: Record<string, unknown>,
) {
  const lang = messageLanguage(req);
  const said = fields
    ? Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, translate(text, lang)]))
    : undefined;
  return errorBody(code, translate(message, lang), said, details);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Expired sessions, tokens and quiet throttle counters are deleted this often. */
const PRUNE_EVERY_MS = 10 * 60_000;

const depsByApp = new WeakMap<object, Deps>();

/** The dependencies of an app built by buildApi (tests drive the mail outbox and read the database). */
export function depsOf(app: FastifyInstance): Deps {
  const deps = depsByApp.get(app);
  if (!deps) throw new Error('not an app built by buildApi');
  return deps;
}

/** Builds the API (database opened, migrated and seeded); call `listen` on the result. */
export async function buildApi(options: BuildApiOptions = {}): Promise<FastifyInstance> {
  installZodMessages();
  const config: ApiConfig = { ...loadConfig(), ...options.config };
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  if (config.migrate)
    await database.exclusive(async () => {
      await database.migrate();
      if (options.seed !== false) await seedDatabase(database.db);
    });

  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    // The site proxy (or the load balancer) sets x-forwarded-*; believe only the configured ones.
    trustProxy: config.trustedProxies,
    bodyLimit: 64 * 1024,
    // Our own onRequest hook answers 503 while closing, in the one error shape.
    return503OnClosing: false,
    // Router-level failures (bad URL encoding, over-long parameters) get the one error shape too.
    frameworkErrors: (error, req, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      const raw = reply as unknown as { code: (n: number) => { send: (body: unknown) => void } };
      raw.code(status).send(answer(req, 'invalid_request', msg('malformedAddress')));
    },
  }).withTypeProvider<ZodTypeProvider>() as unknown as App;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const lifecycle = lifecycleOf(app);
  if (!options.database) app.addHook('onClose', async () => database.close());

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Rental product API',
        version: '1.0.0',
        description: 'Every path of spec §7. Errors are always { error: { code, message, fields? } }.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sid' },
          service: { type: 'http', scheme: 'bearer', description: 'API_SERVICE_TOKEN (internal calls)' },
        },
      },
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

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, MessageText> = {};
      for (const v of err.validation) {
        let path =
          v.instancePath.replace(/^\//, '').replaceAll('/', '.') || (err.validationContext ?? 'body');
        // A query parameter is one field, even when it holds a list ('fuelType.0' → 'fuelType').
        if (err.validationContext === 'querystring') path = path.split('.')[0] ?? path;
        fields[path] ??= issueMessage(v.keyword, v.message ?? '', v.params);
      }
      const messages = Object.values(fields);
      const allRequired = messages.every((m) => REQUIRED_MESSAGES.has(String(m)));
      const message = allRequired ? msg('requiredFields') : (messages[0] ?? msg('invalidRequest'));
      return reply.code(400).send(answer(req, 'validation_failed', message, fields));
    }
    if (err instanceof ApiError) {
      if (err.headers) reply.headers(err.headers);
      return reply.code(err.statusCode).send(answer(req, err.code, err.text, err.fields, err.details));
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.code(429).send(answer(req, 'rate_limited', msg('tooManyRequests')));
    if (status >= 400 && status < 500) {
      const known: Record<string, [string, Message]> = {
        FST_ERR_CTP_INVALID_MEDIA_TYPE: ['unsupported_media_type', msg('unsupportedMediaType')],
        FST_ERR_CTP_BODY_TOO_LARGE: ['body_too_large', msg('bodyTooLarge')],
        FST_ERR_CTP_EMPTY_JSON_BODY: ['invalid_body', msg('emptyBody')],
        FST_ERR_CTP_INVALID_JSON_BODY: ['invalid_body', msg('invalidJson')],
      };
      const [code, message] = known[err.code] ?? [
        status === 400 ? 'invalid_request' : 'request_failed',
        status === 400 ? msg('malformedRequest') : msg('requestFailed'),
      ];
      if (status === 400 && err.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH')
        return reply.code(400).send(answer(req, 'invalid_request', msg('malformedRequest')));
      return reply.code(status).send(answer(req, code, message));
    }
    // Never leak stack traces or SQL errors: log them, answer a generic message.
    req.log.error({ err }, 'request failed');
    return reply.code(500).send(answer(req, 'internal_error', msg('serverError')));
  });

  app.setNotFoundHandler((req, reply) => {
    reply
      .code(404)
      .send(
        answer(
          req,
          'not_found',
          msg('routeNotFound', { method: req.method, path: req.url.split('?')[0] ?? '/' }),
        ),
      );
  });

  const now = options.now ?? (() => new Date());
  const mailTransport =
    options.mailTransport ?? (config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : undefined);
  // Without a mail server the mail stays in the outbox (read by /dev/outbox in development).
  const dispatcher = mailTransport
    ? startMailDispatcher({
        db: database.db,
        transport: mailTransport,
        from: config.mail.from,
        now,
        log: app.log,
        retentionDays: config.mail.retentionDays,
        ...(options.mailPollMs ? { pollMs: options.mailPollMs } : {}),
      })
    : undefined;
  if (!dispatcher) app.log.info('SMTP_URL is not set: e-mail stays queued in the outbox');
  // Before the database closes; a mail written by a request still in flight waits for the next start.
  app.addHook('preClose', async () => dispatcher?.stop());
  const deps: Deps = {
    db: database.db,
    config,
    now,
    throttleRules: {
      ...(config.throttle === 'relaxed' ? relaxedThrottleRules() : defaultThrottleRules),
      ...options.throttle,
    },
    throttle: createThrottle(database.db, now),
    reference: createReferenceData(database.db, {
      onError: (err) => app.log.warn({ err }, 'reloading the reference data failed'),
    }),
    help: createHelpSearch(database.db, {
      onError: (err) => app.log.warn({ err }, 'checking the help content version failed'),
      onIndexUnavailable: (bookingType, locale, reason) =>
        app.log.warn({ bookingType, locale, reason }, 'help search answers this locale from the database'),
    }),
    mail: {
      kick: () => dispatcher?.kick(),
      deliverDue: async () => (dispatcher ? dispatcher.deliverDue() : 0),
    },
    uploads: options.uploadStorage ?? uploadStorageOf(config),
    payments: options.paymentProvider ?? paymentProviderOf(config),
  };
  depsByApp.set(app, deps);

  // Requests in flight (the graceful shutdown waits for them); after close, 503 in the error shape.
  app.addHook('onRequest', async (_req, reply) => {
    if (lifecycle.closing) {
      reply.header('connection', 'close');
      throw new ApiError(503, 'shutting_down', 'This server is restarting. Please try again in a moment.', {
        headers: { 'retry-after': '1' },
      });
    }
    lifecycle.inFlight++;
    reply.raw.once('close', () => {
      lifecycle.inFlight--;
    });
  });

  // Issue 15: a state change carrying the session cookie must come from the page's own origin.
  app.addHook('onRequest', async (req) => {
    if (SAFE_METHODS.has(req.method) || !hasSessionCookie(req)) return;
    if (!isSameOrigin(req))
      throw new ApiError(
        403,
        'cross_origin_request',
        'This request came from another site and was refused. Please try again on our site.',
      );
  });

  // The per-address limit of a throttled route, before its body is even parsed.
  app.addHook('onRequest', async (req) => {
    const action = req.routeOptions.config?.throttle;
    if (action) await deps.throttle.hit(`address:${action}:${req.ip}`, deps.throttleRules[action].address);
  });

  // PostgreSQL text cannot hold NUL, and text that is not well-formed UTF-16 (a lone surrogate) cannot
  // be stored or logged faithfully: refuse both at the boundary (issue 15).
  app.addHook('preValidation', async (req) => {
    const problem = badText(req.query) ?? badText(req.body) ?? badText(req.params);
    if (problem)
      throw new ApiError(
        400,
        'invalid_characters',
        problem === 'nul'
          ? 'The request contains a character that is not allowed (NUL).'
          : 'The request contains text that is not valid Unicode.',
      );
  });

  // Personal answers, and any answer to a signed-in request or setting a cookie, stay out of caches.
  // While draining, every answer closes its connection: the client reconnects to another instance,
  // and the close does not wait for idle keep-alive connections.
  app.addHook('onSend', async (req, reply, payload) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    if (req.routeOptions.config?.personal || hasSessionCookie(req) || reply.hasHeader('set-cookie'))
      reply.header('cache-control', 'no-store');
    return payload;
  });

  const prune = setInterval(() => {
    const at = now();
    Promise.all([
      deps.throttle.prune(),
      database.db.delete(sessions).where(lt(sessions.expiresAt, at)),
      database.db
        .delete(sessions)
        .where(lt(sessions.lastSeenAt, new Date(at.getTime() - config.sessionIdleMinutes * 60_000))),
      database.db.delete(passwordResets).where(lt(passwordResets.expiresAt, at)),
      database.db.delete(emailChanges).where(lt(emailChanges.expiresAt, at)),
      database.db.delete(campaignConfirmations).where(and(lt(campaignConfirmations.expiresAt, at))),
      database.db.delete(socialSignIns).where(lt(socialSignIns.expiresAt, at)),
      database.db.delete(socialLinkRequests).where(lt(socialLinkRequests.expiresAt, at)),
    ]).catch((err: unknown) => app.log.warn({ err }, 'pruning expired rows failed'));
  }, PRUNE_EVERY_MS);
  prune.unref();
  app.addHook('onClose', async () => clearInterval(prune));

  const openapi = async () => app.swagger();
  app.get('/openapi.json', { schema: { hide: true } }, openapi);

  await app.register(
    async (api) => {
      const a = api as unknown as App;
      const databaseAnswers = async () => {
        try {
          await deps.db.execute(sql`select 1`);
        } catch {
          throw new ApiError(
            503,
            'database_unavailable',
            'The database does not answer. Please try again shortly.',
          );
        }
      };
      a.get(
        '/health',
        {
          schema: {
            tags: ['system'],
            summary: 'The API is up and its database answers',
            response: { 200: z.object({ status: z.literal('ok') }), 503: errorBodySchema },
          },
        },
        async () => {
          await databaseAnswers();
          return { status: 'ok' as const };
        },
      );
      a.get(
        '/health/live',
        {
          schema: {
            tags: ['system'],
            summary:
              'Liveness: the process answers (no database call); restart the instance when it does not',
            response: { 200: z.object({ status: z.literal('ok'), inFlight: z.number().int() }) },
          },
        },
        async () => ({ status: 'ok' as const, inFlight: lifecycle.inFlight }),
      );
      a.get(
        '/health/ready',
        {
          schema: {
            tags: ['system'],
            summary:
              'Readiness: 200 while this instance takes traffic; 503 while it drains for shutdown or its database does not answer',
            response: { 200: z.object({ status: z.literal('ready') }), 503: errorBodySchema },
          },
        },
        async () => {
          if (lifecycle.draining) throw new ApiError(503, 'shutting_down', 'This instance is shutting down.');
          await databaseAnswers();
          return { status: 'ready' as const };
        },
      );
      a.get('/openapi.json', { schema: { hide: true } }, openapi);
      registerBranchRoutes(a, deps);
      registerRentalRoutes(a, deps);
      registerUserRoutes(a, deps);
      registerSocialRoutes(a, deps);
      registerBookingRoutes(a, deps);
      registerAccountRoutes(a, deps);
      registerSubscriptionRoutes(a, deps);
      registerSubscriptionOrderRoutes(a, deps);
      registerCampaignRoutes(a, deps);
      registerHelpRoutes(a, deps);
      registerRideRoutes(a, deps);
      registerUploadRoutes(a, deps);
      registerInvoiceRoutes(a, deps);
      registerLostAndFoundRoutes(a, deps);
      registerBusinessRoutes(a, deps);
      registerBusinessMemberRoutes(a, deps);
      registerBusinessBookingRoutes(a, deps);
      registerPaymentRoutes(a, deps);
      registerPaymentLinkRoutes(a, deps);
      registerPlusRoutes(a, deps);
      registerCheckInRoutes(a, deps);
      registerVehicleRoutes(a, deps);
      registerDamageRoutes(a, deps);
      registerCheckOutRoutes(a, deps);
      registerExperimentRoutes(a, deps);
    },
    { prefix: config.basePath },
  );

  await app.ready();
  return app as unknown as FastifyInstance;
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A string that cannot be stored: with U+0000, or not well-formed (a lone surrogate). */
function badString(value: string): 'nul' | 'unicode' | undefined {
  if (value.includes('\u0000')) return 'nul';
  if (loneSurrogate.test(value)) return 'unicode';
  return undefined;
}

/** The first bad string inside a parsed request part, keys included (depth-limited). */
function badText(value: unknown, depth = 0): 'nul' | 'unicode' | undefined {
  if (typeof value === 'string') return badString(value);
  // A raw body (an upload) is bytes, not text: never walked byte by byte.
  if (depth > 20 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [k, v] of Object.entries(value)) {
    const problem = badString(k) ?? badText(v, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

function firstHeader(req: FastifyRequest, name: string): string | undefined {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

/**
 * Whether a state change comes from the page's own origin: Fetch Metadata when the browser sends it,
 * else the Origin header against the host the visitor used (forwarded by the trusted proxy). A client
 * sending neither is not a browser, so no other site can have made it send the cookie.
 */
export function isSameOrigin(req: FastifyRequest): boolean {
  const site = firstHeader(req, 'sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const origin = firstHeader(req, 'origin');
  if (!origin) return true;
  try {
    return new URL(origin).host.toLowerCase() === req.host.toLowerCase();
  } catch {
    return false;
  }
}
