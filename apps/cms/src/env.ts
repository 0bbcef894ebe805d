// The CMS launcher's environment, read and validated once at start-up.
import { z } from 'zod';

const schema = z.object({
  /** Loopback port Directus listens on. */
  CMS_PORT: z.coerce.number().int().min(1).max(65535).default(8055),
  /** An existing PostgreSQL (postgres://…) to keep the CMS's data; absent: a throwaway one per run. */
  CMS_DATABASE_URL: z.string().startsWith('postgres', { error: 'expected a postgres:// URL' }).optional(),
  /** Folder for uploaded files and extensions; absent: a temporary folder. */
  CMS_DATA_DIR: z.string().optional(),
  /** The seeded admin. */
  CMS_ADMIN_EMAIL: z.email().default('admin@example.com'),
  /** The admin's password; absent: made for this run and printed. */
  CMS_ADMIN_PASSWORD: z.string().min(8).optional(),
  /** The admin's static token; absent: made for this run and printed. */
  CMS_ADMIN_TOKEN: z.string().min(16).optional(),
});

export type CmsEnv = z.infer<typeof schema>;

export function readEnv(env: NodeJS.ProcessEnv = process.env): CmsEnv {
  const result = schema.safeParse(env);
  if (!result.success) {
    const issues = result.error.issues.map(
      (i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(env[String(i.path[0])])})`,
    );
    throw new Error(`Invalid CMS environment:\n${issues.join('\n')}`);
  }
  return result.data;
}
