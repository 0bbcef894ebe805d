// Which content source a build reads, chosen by the environment and validated once at start-up:
// the files by default; CONTENT_SOURCE=directus with DIRECTUS_URL and DIRECTUS_TOKEN reads the CMS (issue 24).
import { z } from 'zod';
import { createDirectusSource } from './directus-source.ts';
import { createFileSource } from './file-source.ts';
import type { ContentSource } from './source.ts';

const envSchema = z.discriminatedUnion('CONTENT_SOURCE', [
  z.object({
    /** 'files' (default): content/ in the repository. */
    CONTENT_SOURCE: z.literal('files'),
  }),
  z.object({
    /** 'directus': the Directus CMS at DIRECTUS_URL. */
    CONTENT_SOURCE: z.literal('directus'),
    /** Directus base URL, e.g. 'http://127.0.0.1:4850'. */
    DIRECTUS_URL: z.url({
      protocol: /^https?$/,
      error: 'expected an http(s) URL such as http://127.0.0.1:4850',
    }),
    /** Static token of a Directus user that may read the content collections. */
    DIRECTUS_TOKEN: z.string().min(1, { error: 'is required with CONTENT_SOURCE=directus' }),
    /** '1' to build draft pages too (preview builds). */
    DIRECTUS_DRAFTS: z.enum(['0', '1']).default('0'),
  }),
]);

/** The content source the environment selects; throws naming each variable that is missing or invalid. */
export function contentSourceFromEnv(env: NodeJS.ProcessEnv = process.env): ContentSource {
  const parsed = envSchema.safeParse({ ...env, CONTENT_SOURCE: env.CONTENT_SOURCE || 'files' });
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'CONTENT_SOURCE');
      const message = name === 'CONTENT_SOURCE' ? "expected 'files' or 'directus'" : issue.message;
      return `  ${name}: ${message} (got ${JSON.stringify(env[name])})`;
    });
    throw new Error(`Invalid content source environment:\n${issues.join('\n')}`);
  }
  const config = parsed.data;
  if (config.CONTENT_SOURCE === 'files') return createFileSource();
  return createDirectusSource({
    url: config.DIRECTUS_URL.replace(/\/+$/, ''),
    token: config.DIRECTUS_TOKEN,
    drafts: config.DIRECTUS_DRAFTS === '1',
  });
}
