// Configuration of the product API: read from the environment and validated once, at start-up.
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { S3StorageConfig } from './uploads/s3-storage.ts';

/** Repository root, three folders above this file (apps/api/src). */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** 'true'/'1' or 'false'/'0'. */
const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: "Expected 'true' or 'false'" })
  .transform((v) => v === 'true' || v === '1');

/** An OpenID Connect issuer: an absolute http(s) URL without query or fragment. */
const oidcIssuer = z
  .string()
  .regex(/^https?:\/\/[^\s?#]+$/, 'must be the issuer URL, e.g. https://accounts.google.com');
/** A client id as the provider issued it. */
const oidcClientId = z.string().regex(/^[\x21-\x7e]{1,200}$/, 'must be the client id (no spaces)');
/** A client secret: long enough to be one (the local provider's are 43 characters). */
const oidcClientSecret = z
  .string()
  .regex(/^[\x21-\x7e]{16,2048}$/, 'must be the client secret, at least 16 characters, no spaces');

/** The social sign-in providers (spec §6: Apple and Google), in the order their buttons show. */
export const SOCIAL_PROVIDERS = ['google', 'apple'] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number];
/** The providers' brand names, as buttons and messages show them (not translated). */
export const SOCIAL_PROVIDER_NAMES: Record<SocialProviderId, string> = { google: 'Google', apple: 'Apple' };

/** One configured OpenID Connect provider. */
export type OidcProviderConfig = { issuer: string; clientId: string; clientSecret: string };

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
   * How much faster than real time the ride simulator runs (issue 18): 1 in the demo, higher in the
   * end-to-end suites so a ride goes through every status in seconds.
   */
  RIDE_SIMULATOR_SPEED: z.coerce.number().min(0.01).max(10_000).default(1),
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
  /** Issuer URL of the Google sign-in provider (OpenID Connect discovery), e.g. https://accounts.google.com. */
  OIDC_GOOGLE_ISSUER: oidcIssuer.optional(),
  /** Client id of this site at the Google provider. */
  OIDC_GOOGLE_CLIENT_ID: oidcClientId.optional(),
  /** Client secret at the Google provider (from the environment or a secret store, never the repo). */
  OIDC_GOOGLE_CLIENT_SECRET: oidcClientSecret.optional(),
  /** Issuer URL of the Apple sign-in provider, e.g. https://appleid.apple.com. */
  OIDC_APPLE_ISSUER: oidcIssuer.optional(),
  /** Client id (services id) of this site at Apple. */
  OIDC_APPLE_CLIENT_ID: oidcClientId.optional(),
  /** Client secret at Apple (from the environment or a secret store, never the repo). */
  OIDC_APPLE_CLIENT_SECRET: oidcClientSecret.optional(),
  /** Days a sent e-mail stays in the outbox before the mail dispatcher deletes it (unsent mail is kept). */
  MAIL_RETENTION_DAYS: z.coerce
    .number({ error: 'MAIL_RETENTION_DAYS must be a whole number of days from 1 to 3650' })
    .int({ error: 'MAIL_RETENTION_DAYS must be a whole number of days from 1 to 3650' })
    .min(1, { error: 'MAIL_RETENTION_DAYS must be a whole number of days from 1 to 3650' })
    .max(3650, { error: 'MAIL_RETENTION_DAYS must be a whole number of days from 1 to 3650' })
    .default(30),
  /**
   * Where uploaded files are kept (ADR 018): 'local' (default) is a folder on disk, UPLOAD_DIR, or memory
   * when API_DATA_DIR is 'memory://'; 's3' is an S3-compatible bucket (UPLOAD_S3_*), for several instances.
   */
  UPLOAD_STORAGE: z
    .enum(['local', 's3'], { error: "UPLOAD_STORAGE must be 'local' or 's3'" })
    .default('local'),
  /** Folder of the local upload storage, e.g. /var/lib/rental/uploads; default: `uploads` beside API_DATA_DIR. */
  UPLOAD_DIR: z.string().regex(/^\//, 'UPLOAD_DIR must be an absolute path').optional(),
  /** Largest upload in megabytes (MiB), e.g. 10. */
  UPLOAD_MAX_MB: z.coerce
    .number({ error: 'UPLOAD_MAX_MB must be a whole number of megabytes from 1 to 100' })
    .int({ error: 'UPLOAD_MAX_MB must be a whole number of megabytes from 1 to 100' })
    .min(1, { error: 'UPLOAD_MAX_MB must be a whole number of megabytes from 1 to 100' })
    .max(100, { error: 'UPLOAD_MAX_MB must be a whole number of megabytes from 1 to 100' })
    .default(10),
  /** Bucket of the S3 upload storage, e.g. rental-uploads (required with UPLOAD_STORAGE=s3). */
  UPLOAD_S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'UPLOAD_S3_BUCKET must be a bucket name such as rental-uploads',
    )
    .optional(),
  /** Region of the bucket, e.g. eu-central-1. */
  UPLOAD_S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'UPLOAD_S3_REGION must be a region such as eu-central-1')
    .default('us-east-1'),
  /** Endpoint of an S3-compatible service, e.g. https://minio.internal:9000; unset: AWS S3. */
  UPLOAD_S3_ENDPOINT: z
    .string()
    .regex(
      /^https?:\/\/[^\s/?#]+\/?$/,
      'UPLOAD_S3_ENDPOINT must be an origin such as https://minio.internal:9000',
    )
    .optional(),
  /** Prefix of the object keys, e.g. 'uploads/'. */
  UPLOAD_S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9_-]+\/)*$/, "UPLOAD_S3_PREFIX must be empty or folders ending in '/', e.g. uploads/")
    .default('uploads/'),
  /** 'true': path-style addressing (MinIO and most S3-compatible services). */
  UPLOAD_S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  /** Access key id; unset: the SDK's default credential chain (instance role, environment). */
  UPLOAD_S3_ACCESS_KEY_ID: z
    .string()
    .regex(/^[\x21-\x7e]{3,128}$/, 'UPLOAD_S3_ACCESS_KEY_ID must be an access key id (no spaces)')
    .optional(),
  /** Secret access key, set together with UPLOAD_S3_ACCESS_KEY_ID (from a secret store, never the repo). */
  UPLOAD_S3_SECRET_ACCESS_KEY: z
    .string()
    .regex(/^[\x21-\x7e]{8,256}$/, 'UPLOAD_S3_SECRET_ACCESS_KEY must be a secret access key (no spaces)')
    .optional(),
  /**
   * Bearer token of the internal service calls (back-office steps such as issuing a corrected invoice or
   * updating a lost-item report), at least 32 characters; unset: those calls are refused.
   */
  API_SERVICE_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{32,512}$/, 'API_SERVICE_TOKEN must be at least 32 characters without spaces')
    .optional(),
  /**
   * The payment provider (issue 21, ADR 020): 'sandbox' (the local test provider `npm start` runs); unset,
   * online payment is off (the payment routes answer 503 `payments_unavailable`).
   */
  PAYMENT_PROVIDER: z
    .enum(['sandbox'], { error: "PAYMENT_PROVIDER must be 'sandbox' (or unset)" })
    .optional(),
  /** The provider's API origin, e.g. http://127.0.0.1:4325 (required with PAYMENT_PROVIDER). */
  PAYMENT_PROVIDER_URL: z
    .string()
    .regex(/^https?:\/\/[^\s/?#]+\/?$/, 'PAYMENT_PROVIDER_URL must be an origin such as https://pay.example')
    .optional(),
  /** The secret key of our account at the provider, at least 32 characters (never the repo). */
  PAYMENT_SECRET_KEY: z
    .string()
    .regex(/^[\x21-\x7e]{32,512}$/, 'PAYMENT_SECRET_KEY must be at least 32 characters without spaces')
    .optional(),
  /** The secret the provider signs its notifications with, at least 32 characters. */
  PAYMENT_WEBHOOK_SECRET: z
    .string()
    .regex(/^[\x21-\x7e]{32,512}$/, 'PAYMENT_WEBHOOK_SECRET must be at least 32 characters without spaces')
    .optional(),
  /** The secret that signs the tokens of payment links, at least 32 characters. */
  PAYMENT_LINK_SECRET: z
    .string()
    .regex(/^[\x21-\x7e]{32,512}$/, 'PAYMENT_LINK_SECRET must be at least 32 characters without spaces')
    .optional(),
});

/** The payment provider's settings (issue 21): all set together, or online payment is off. */
export type PaymentConfig = {
  provider: 'sandbox';
  url: string;
  secretKey: string;
  webhookSecret: string;
  linkSecret: string;
};

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
  /** The ride simulator's speed-up over real time (RIDE_SIMULATOR_SPEED). */
  rideSimulatorSpeed: number;
  /** Proxies whose forwarded headers are believed. */
  trustedProxies: string[];
  /**
   * Outgoing mail: the SMTP server (none: mail stays queued), the sender, the fallback link origin, and
   * how many days sent mail is kept.
   */
  mail: { smtpUrl: string | undefined; from: string; linkOrigin: string; retentionDays: number };
  /** Social sign-in (ADR 008): the configured providers only (all three of a provider's variables set). */
  social: Partial<Record<SocialProviderId, OidcProviderConfig>>;
  /**
   * Uploads (ADR 018): 'local' (a folder, or memory with an in-memory database) or 's3'; the folder
   * (undefined: `uploads` beside the data dir), the size limit, and the bucket when 's3'.
   */
  uploads: {
    storage: 'local' | 's3';
    dir: string | undefined;
    maxBytes: number;
    s3: S3StorageConfig | undefined;
  };
  /** Token of the internal service calls (undefined: they are refused). */
  serviceToken: string | undefined;
  /** Online payment (issue 21); undefined: off. */
  payments: PaymentConfig | undefined;
};

/**
 * The providers of the environment: a provider is on when its issuer, client id and secret are all set;
 * some but not all is a mistake worth stopping for. Production issuers must be https.
 */
function socialProviders(c: z.infer<typeof configSchema>): {
  providers: ApiConfig['social'];
  problems: string[];
} {
  const providers: ApiConfig['social'] = {};
  const problems: string[] = [];
  for (const id of SOCIAL_PROVIDERS) {
    const prefix = `OIDC_${id.toUpperCase()}`;
    const issuer = c[`${prefix}_ISSUER` as keyof typeof c] as string | undefined;
    const clientId = c[`${prefix}_CLIENT_ID` as keyof typeof c] as string | undefined;
    const clientSecret = c[`${prefix}_CLIENT_SECRET` as keyof typeof c] as string | undefined;
    const set = [issuer, clientId, clientSecret].filter((v) => v !== undefined).length;
    if (set === 0) continue;
    if (!issuer || !clientId || !clientSecret) {
      problems.push(
        `  ${prefix}_*: set ${prefix}_ISSUER, ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET together (or none)`,
      );
      continue;
    }
    if (c.NODE_ENV === 'production' && !issuer.startsWith('https://')) {
      problems.push(`  ${prefix}_ISSUER: must be https with NODE_ENV=production`);
      continue;
    }
    providers[id] = { issuer, clientId, clientSecret };
  }
  return { providers, problems };
}

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
  const uploadProblems: string[] = [];
  if (c.UPLOAD_STORAGE === 's3' && !c.UPLOAD_S3_BUCKET)
    uploadProblems.push('  UPLOAD_S3_BUCKET: required with UPLOAD_STORAGE=s3');
  if ((c.UPLOAD_S3_ACCESS_KEY_ID === undefined) !== (c.UPLOAD_S3_SECRET_ACCESS_KEY === undefined))
    uploadProblems.push(
      '  UPLOAD_S3_ACCESS_KEY_ID, UPLOAD_S3_SECRET_ACCESS_KEY: set both (or neither, for the default credential chain)',
    );
  if (c.NODE_ENV === 'production' && c.UPLOAD_S3_ENDPOINT?.startsWith('http://'))
    uploadProblems.push('  UPLOAD_S3_ENDPOINT: must be https with NODE_ENV=production');
  if (uploadProblems.length > 0) throw new Error(`Invalid API configuration:\n${uploadProblems.join('\n')}`);
  const paymentProblems: string[] = [];
  if (c.PAYMENT_PROVIDER)
    for (const name of [
      'PAYMENT_PROVIDER_URL',
      'PAYMENT_SECRET_KEY',
      'PAYMENT_WEBHOOK_SECRET',
      'PAYMENT_LINK_SECRET',
    ] as const)
      if (!c[name]) paymentProblems.push(`  ${name}: required with PAYMENT_PROVIDER=${c.PAYMENT_PROVIDER}`);
  if (c.NODE_ENV === 'production' && c.PAYMENT_PROVIDER_URL?.startsWith('http://'))
    paymentProblems.push('  PAYMENT_PROVIDER_URL: must be https with NODE_ENV=production');
  if (paymentProblems.length > 0)
    throw new Error(`Invalid API configuration:\n${paymentProblems.join('\n')}`);
  const social = socialProviders(c);
  if (social.problems.length > 0)
    throw new Error(`Invalid API configuration:\n${social.problems.join('\n')}`);
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
    rideSimulatorSpeed: c.RIDE_SIMULATOR_SPEED,
    trustedProxies: c.API_TRUSTED_PROXIES.split(','),
    mail: {
      smtpUrl: c.SMTP_URL,
      from: c.MAIL_FROM,
      linkOrigin: c.MAIL_LINK_ORIGIN,
      retentionDays: c.MAIL_RETENTION_DAYS,
    },
    social: social.providers,
    uploads: {
      storage: c.UPLOAD_STORAGE,
      dir: c.UPLOAD_DIR,
      maxBytes: c.UPLOAD_MAX_MB * 1024 * 1024,
      s3:
        c.UPLOAD_STORAGE === 's3' && c.UPLOAD_S3_BUCKET
          ? {
              bucket: c.UPLOAD_S3_BUCKET,
              region: c.UPLOAD_S3_REGION,
              endpoint: c.UPLOAD_S3_ENDPOINT,
              prefix: c.UPLOAD_S3_PREFIX,
              forcePathStyle: c.UPLOAD_S3_FORCE_PATH_STYLE,
              credentials:
                c.UPLOAD_S3_ACCESS_KEY_ID && c.UPLOAD_S3_SECRET_ACCESS_KEY
                  ? { accessKeyId: c.UPLOAD_S3_ACCESS_KEY_ID, secretAccessKey: c.UPLOAD_S3_SECRET_ACCESS_KEY }
                  : undefined,
            }
          : undefined,
    },
    serviceToken: c.API_SERVICE_TOKEN,
    payments:
      c.PAYMENT_PROVIDER &&
      c.PAYMENT_PROVIDER_URL &&
      c.PAYMENT_SECRET_KEY &&
      c.PAYMENT_WEBHOOK_SECRET &&
      c.PAYMENT_LINK_SECRET
        ? {
            provider: c.PAYMENT_PROVIDER,
            url: c.PAYMENT_PROVIDER_URL.replace(/\/$/, ''),
            secretKey: c.PAYMENT_SECRET_KEY,
            webhookSecret: c.PAYMENT_WEBHOOK_SECRET,
            linkSecret: c.PAYMENT_LINK_SECRET,
          }
        : undefined,
  };
}
