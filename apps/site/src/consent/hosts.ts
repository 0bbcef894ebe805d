// Where the third-party scripts come from: by default the local stand-ins in public/third-party/ (the
// product works offline); production builds set the real hosts through the environment, read once here.
import { z } from 'zod';

const scriptUrl = z
  .string()
  .trim()
  .refine((url) => /^\/(?!\/)/.test(url) || /^https:\/\/[^/?#]+/.test(url), {
    error: 'Expected a site-relative path (/third-party/...) or an https:// URL',
  });
const withId = scriptUrl.refine((url) => url.includes('{id}'), { error: 'Expected the placeholder {id}' });

/** The third-party scripts of the sites (spec §7: consent manager loader, tag manager script, driver components). */
export const thirdPartyUrlsSchema = z.object({
  /** Tag-manager script; `{id}` becomes the container id. Env CONSENT_TAG_MANAGER_URL, e.g. 'https://www.googletagmanager.com/gtm.js?id={id}'. */
  tagManager: withId,
  /** Consent-manager loader; `{id}` becomes the market's consent-manager id. Env CONSENT_MANAGER_URL. */
  consentManager: withId,
  /** The ride layout's driver components script (spec §2 ride). Env DRIVER_COMPONENTS_URL. */
  driverComponents: scriptUrl,
});

export type ThirdPartyUrls = z.infer<typeof thirdPartyUrlsSchema>;

/** The local stand-ins, served from apps/site/public/third-party/. */
export const localThirdPartyUrls: ThirdPartyUrls = {
  tagManager: '/third-party/tag-manager/gtm.js?id={id}',
  consentManager: '/third-party/consent-manager/loader.js?id={id}',
  driverComponents: '/third-party/driver-components/driver-components.js',
};

const envNames = {
  tagManager: 'CONSENT_TAG_MANAGER_URL',
  consentManager: 'CONSENT_MANAGER_URL',
  driverComponents: 'DRIVER_COMPONENTS_URL',
} as const;

/** The configured URLs: each env variable that is set overrides its local stand-in. */
export function readThirdPartyUrls(env: Record<string, string | undefined> = process.env): ThirdPartyUrls {
  const input = {
    tagManager: env[envNames.tagManager] || localThirdPartyUrls.tagManager,
    consentManager: env[envNames.consentManager] || localThirdPartyUrls.consentManager,
    driverComponents: env[envNames.driverComponents] || localThirdPartyUrls.driverComponents,
  };
  const result = thirdPartyUrlsSchema.safeParse(input);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const key = String(issue.path[0]) as keyof typeof envNames;
      return `  ${envNames[key]}: ${issue.message} (got ${JSON.stringify(input[key])})`;
    });
    throw new Error(`Invalid third-party script configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** The origins of the configured hosts (absolute URLs only), for the Content-Security-Policy. */
export function thirdPartyOrigins(urls: ThirdPartyUrls): string[] {
  const origins = Object.values(urls)
    .filter((url) => url.startsWith('https://'))
    .map((url) => new URL(url.replace('{id}', 'x')).origin);
  return [...new Set(origins)].sort();
}

/** A script URL with its id filled in (URL-encoded). */
export function scriptSrc(template: string, id: string): string {
  return template.replace('{id}', encodeURIComponent(id));
}
