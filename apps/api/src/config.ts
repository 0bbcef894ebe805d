// Configuration of the product API: read from the environment and validated once, at start-up.
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Repository root, three folders above this file (apps/api/src). */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

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
  /** Runtime environment; 'production' hides developer helpers such as the mail outbox endpoint. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
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
  return {
    port: c.API_PORT,
    host: c.API_HOST,
    basePath: c.API_BASE_PATH,
    databaseUrl: c.DATABASE_URL,
    dataDir: c.API_DATA_DIR,
    logLevel: c.LOG_LEVEL,
    nodeEnv: c.NODE_ENV,
  };
}
