// The environment of the local product host, read and validated once at start-up.
import { z } from 'zod';

const port = z.coerce.number().int().min(1).max(65535);

const schema = z.object({
  /** Port of every site (http://{site}.localhost:PORT/) and of the index at http://localhost:PORT/. */
  PORT: port.default(4321),
  /** Port the product API listens on (loopback only); the sites proxy /api/* to it. */
  API_PORT: port.default(4322),
  /**
   * Interface the sites listen on: loopback by default, so nobody else on the network reaches this
   * development host (issue 15); e.g. 0.0.0.0 to show it to another device, knowingly.
   */
  HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * 'false' leaves the API's development read-back endpoints (/api/dev/outbox, /api/dev/help-contacts)
   * off; they are on for this local host by default and answer loopback clients only.
   */
  DEV_ENDPOINTS: z.enum(['true', 'false']).default('true'),
  /**
   * Mail server the API sends through; when absent, a local SMTP sink (apps/api/src/mail/dev-sink.ts)
   * receives every mail and the mail viewer shows it.
   */
  SMTP_URL: z.string().optional(),
  /** Port of the development mail viewer (loopback only); default PORT + 3, e.g. 4324. */
  MAIL_VIEWER_PORT: port.optional(),
  /** Port of the local OpenID provider standing in for Google and Apple sign-in (loopback only); default PORT + 4, e.g. 4325. */
  OIDC_PROVIDER_PORT: port.optional(),
  /** A real provider's issuer; when either is set, no local provider starts (apps/api/README.md, "Social sign-in"). */
  OIDC_GOOGLE_ISSUER: z.string().optional(),
  OIDC_APPLE_ISSUER: z.string().optional(),
  /** Port of the local payment sandbox (hosted card pages at http://localhost:PORT, loopback only); default PORT + 5, e.g. 4326. */
  PAYMENT_SANDBOX_PORT: port.optional(),
  /** A real payment provider's API; when set, no sandbox starts and the API takes PAYMENT_* from this environment (ADR 020). */
  PAYMENT_PROVIDER_URL: z.string().optional(),
  /** 'production' never starts the development stand-ins (the local OpenID provider, the payment sandbox). */
  NODE_ENV: z.string().optional(),
  /** Set by CI; makes output terser. */
  CI: z.string().optional(),
});

export type HostEnv = z.infer<typeof schema>;

export function readEnv(env: NodeJS.ProcessEnv = process.env): HostEnv {
  const result = schema.safeParse(env);
  if (!result.success) {
    const issues = result.error.issues.map(
      (i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(env[String(i.path[0])])})`,
    );
    throw new Error(`Invalid environment:\n${issues.join('\n')}`);
  }
  return result.data;
}
