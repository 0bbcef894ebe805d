// Configuration of the product API: read from the environment and validated once, at start-up.
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Repository root, three folders above this file (apps/api/src). */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** 'true'/'1' or 'false'/'0'. */
const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: "Expected 'true' or 'false'" })
  .transform((v) => v === 'true' || v === '1');

/** The environment variables the API reads, with their defaults. */
export const configSchema = z.object({
  /** TCP port to listen on, e.g. 4322. */
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4322),
  /** Interface to bind; loopback by default so only the local proxy reaches it. */
  API_HOST: z.string().min(1).default('127.0.0.1'),
  /** Path prefix of every route, e.g. '/api'. */
  API_BASE_PATH: z
    .string()
    .regex(/^(\/[A-Za-z0-9._-]+)*$/, 'API_BASE_PATH must be empty or start with / and not end with /')
    .default('/api'),
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  /** Folder of the PGlite database; 'memory://' keeps it in memory. */
  API_DATA_DIR: z.string().min(1).default(`${repoRoot}.data/pglite`),
  /** Pino log level. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Runtime environment; 'production' drops the `*.localhost` CORS origins and forbids API_DEV_ENDPOINTS. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * 'true' adds the development read-back endpoints (/dev/outbox, /dev/help-contacts), answered to a
   * loopback client only; off unless set (issue 15: never on by default). `npm start` sets it.
   */
  API_DEV_ENDPOINTS: booleanFlag.default(false),
  /**
   * 'relaxed' lifts the per-address and per-subject limits of the throttled actions, for end-to-end suites
   * whose many sign-ups all come from 127.0.0.1; refused with NODE_ENV=production.
   */
  API_THROTTLE: z.enum(['default', 'relaxed']).default('default'),
  /** Minutes without a request after which a session ends, e.g. 60. */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
  /** Days after which a session ends whatever its use, e.g. 7. */
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  /** 'false' skips migrations and the seed at start (a release step runs `npm run db:migrate -w apps/api`). */
  API_MIGRATE: booleanFlag.default(true),
  /**
   * Addresses (or CIDR ranges), comma-separated, of the proxies whose X-Forwarded-For/-Host are
   * believed: the local site proxy by default; behind a load balancer, its addresses.
   */
  API_TRUSTED_PROXIES: z
    .string()
    .regex(
      /^[0-9A-Fa-f:./]+(,[0-9A-Fa-f:./]+)*$/,
      'API_TRUSTED_PROXIES must list IP addresses or CIDR ranges, comma-separated',
    )
    .default('127.0.0.0/8,::1'),
  /** Milliseconds between "not ready" and closing the listener on SIGTERM, so a load balancer stops routing first. */
  API_DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /**
   * Mail server the outbox is delivered to, e.g. smtp://user:pass@mail.example.com:587 (STARTTLS when
   * offered) or smtps://…:465; required in production. Without it mail stays queued in the outbox.
   */
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\/[^\s/]+(:\d+)?\/?$/,
      'SMTP_URL must look like smtp://[user:pass@]host[:port] or smtps://…',
    )
    .optional(),
  /** Sender of every e-mail, e.g. 'Rental <no-reply@rental.example>'. */
  MAIL_FROM: z
    .string()
    .regex(
      /^([^<>\r\n]*<)?[^\s@<>]+@[^\s@<>]+>?$/,
      "MAIL_FROM must be an address such as 'Rental <no-reply@rental.example>'",
    )
    .default('Rental <no-reply@rental.localhost>'),
  /**
   * Origin of the links in e-mails when the request did not come through a known site host, e.g.
   * https://www.rental.example (the site's own host is used when it is one of ours).
   */
  MAIL_LINK_ORIGIN: z
    .string()
    .regex(/^https?:\/\/[^\s/]+$/, 'MAIL_LINK_ORIGIN must be an origin such as https://www.rental.example')
    .default('http://localhost:4321'),
});

/** Validated configuration. */
export type ApiConfig = {
  port: number;
  host: string;
  basePath: string;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  nodeEnv: z.infer<typeof configSchema>['NODE_ENV'];
  /** Development read-back endpoints on (loopback clients only). */
  devEndpoints: boolean;
  /** 'relaxed': no throttling (end-to-end suites only). */
  throttle: 'default' | 'relaxed';
  sessionIdleMinutes: number;
  sessionMaxDays: number;
  /** Run migrations and the seed at start (under a database lock, so several instances run them once). */
  migrate: boolean;
  drainDelayMs: number;
  /** Proxies whose forwarded headers are believed. */
  trustedProxies: string[];
  /** Outgoing mail: the SMTP server (none: mail stays queued), the sender, the fallback link origin. */
  mail: { smtpUrl: string | undefined; from: string; linkOrigin: string };
};

/** Reads and validates the configuration; throws one message listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid API configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === 'production' && c.API_DEV_ENDPOINTS)
    throw new Error(
      'Invalid API configuration:\n  API_DEV_ENDPOINTS: the development endpoints cannot run with NODE_ENV=production',
    );
  if (c.NODE_ENV === 'production' && c.API_THROTTLE === 'relaxed')
    throw new Error(
      'Invalid API configuration:\n  API_THROTTLE: the throttle cannot be relaxed with NODE_ENV=production',
    );
  if (c.NODE_ENV === 'production' && !c.SMTP_URL)
    throw new Error(
      'Invalid API configuration:\n  SMTP_URL: required with NODE_ENV=production (mail would never leave)',
    );
  return {
    port: c.API_PORT,
    host: c.API_HOST,
    basePath: c.API_BASE_PATH,
    databaseUrl: c.DATABASE_URL,
    dataDir: c.API_DATA_DIR,
    logLevel: c.LOG_LEVEL,
    nodeEnv: c.NODE_ENV,
    devEndpoints: c.API_DEV_ENDPOINTS,
    throttle: c.API_THROTTLE,
    sessionIdleMinutes: c.SESSION_IDLE_MINUTES,
    sessionMaxDays: c.SESSION_MAX_DAYS,
    migrate: c.API_MIGRATE,
    drainDelayMs: c.API_DRAIN_DELAY_MS,
    trustedProxies: c.API_TRUSTED_PROXIES.split(','),
    mail: { smtpUrl: c.SMTP_URL, from: c.MAIL_FROM, linkOrigin: c.MAIL_LINK_ORIGIN },
  };
}
