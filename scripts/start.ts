// `npm start`: builds everything (skip with --no-build), then serves every site, the micro-frontends
// and the product API on this machine, and prints the URLs to open. The API runs as a supervised
// child: when it stops, the sites stay up, /api answers 503 and the API is restarted (issue 15).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { sites } from '@rental/markets';
import { startMailSink, startMailViewer } from '../apps/api/src/mail/dev-sink.ts';
import { type PaymentSandbox, startPaymentSandbox } from '../apps/api/src/payments/sandbox/server.ts';
import { type DevOidcProvider, startDevOidcProvider } from '../apps/api/src/social/dev-provider.ts';
import { type ApiProcess, superviseApi } from '../apps/site/server/api-process.ts';
import { createStaticServer, type StaticServerOptions } from '../apps/site/server/static-server.ts';
import { readCspHeaders } from '../apps/site/src/consent/csp.ts';
import { readEnv } from './env.ts';
import { run, step } from './run.ts';
import { repoRoot, siteDist, webappDists } from './workspaces.ts';

const env = readEnv();
const quiet = process.argv.includes('--quiet');

if (!process.argv.includes('--no-build')) {
  step('build');
  await run('node', [path.join(repoRoot, 'scripts/build.ts')]);
}
if (!existsSync(path.join(siteDist, 'de', 'index.html'))) {
  throw new Error(
    `No site build found in ${siteDist}: run \`npm run build\` (or \`npm start\` without --no-build).`,
  );
}

// Without a real mail server, mail goes to a local SMTP sink that a developer reads in the mail viewer.
let smtpUrl = env.SMTP_URL;
let mailViewer: { url: string; close: () => Promise<void> } | undefined;
if (!smtpUrl) {
  const sink = await startMailSink();
  smtpUrl = sink.smtpUrl;
  mailViewer = await startMailViewer(sink, env.MAIL_VIEWER_PORT ?? env.PORT + 3);
}

// Without a real identity provider, a local OpenID provider stands in for Google and Apple (ADR 008),
// so social sign-in works offline; its client secrets are made now and handed to the API only.
let oidcProvider: DevOidcProvider | undefined;
if (!env.OIDC_GOOGLE_ISSUER && !env.OIDC_APPLE_ISSUER && env.NODE_ENV !== 'production') {
  const origins = [
    `http://localhost:${env.PORT}`,
    ...sites.map((s) => `http://${s.id}.localhost:${env.PORT}`),
  ];
  oidcProvider = await startDevOidcProvider({
    port: env.OIDC_PROVIDER_PORT ?? env.PORT + 4,
    redirectUris: (brand) => origins.map((o) => `${o}/api/v1/auth/social/${brand}/callback`),
  });
}

let api: ApiProcess | undefined;
const apiMain = path.join(repoRoot, 'apps/api/src/main.ts');
const apiOrigin = `http://127.0.0.1:${env.API_PORT}`;

// Without a real payment provider, the local sandbox stands in (ADR 020): hosted card pages with test
// cards, 3-D Secure, and signed notifications to the API. Its keys are made now and handed to the API only.
let paymentSandbox: PaymentSandbox | undefined;
if (!env.PAYMENT_PROVIDER_URL && env.NODE_ENV !== 'production') {
  paymentSandbox = await startPaymentSandbox({
    port: env.PAYMENT_SANDBOX_PORT ?? env.PORT + 5,
    secretKey: `sk_test_${randomBytes(24).toString('base64url')}`,
    webhookSecret: `whsec_${randomBytes(24).toString('base64url')}`,
    webhookUrl: `${apiOrigin}/api/v1/payments/webhooks`,
    log: (line) => console.error(line),
  });
}
if (existsSync(apiMain)) {
  step('start the product API');
  api = superviseApi({
    entry: apiMain,
    env: {
      ...process.env,
      API_PORT: String(env.API_PORT),
      API_HOST: '127.0.0.1',
      API_DEV_ENDPOINTS: env.DEV_ENDPOINTS,
      SMTP_URL: smtpUrl,
      ...oidcProvider?.env,
      ...paymentSandbox?.env,
      // Signs the tokens of payment links (issue 21); a real provider's set-up brings its own.
      ...(paymentSandbox ? { PAYMENT_LINK_SECRET: `plk_${randomBytes(32).toString('base64url')}` } : {}),
      // Links in mails written without a site's request (a renewal after a refused charge) open this server.
      MAIL_LINK_ORIGIN: process.env.MAIL_LINK_ORIGIN ?? `http://localhost:${env.PORT}`,
    },
    healthUrl: `${apiOrigin}/api/health`,
  });
  await api.waitUntilHealthy(180_000);
}

const serverOptions: StaticServerOptions = {
  root: siteDist,
  sites: sites.map((s) => ({
    id: s.id,
    domain: s.domain,
    languages: s.languages.map((l) => ({ code: l.locale, pathPrefix: l.pathPrefix })),
  })),
  webapps: webappDists(),
  apiOrigin: api ? apiOrigin : undefined,
  // Issues 8 and 15: the Content-Security-Policy and security headers the build computed (dist/_csp.json).
  headers: readCspHeaders(siteDist),
  log: quiet || env.CI ? undefined : (line) => console.log(line),
};

/** Listens on the configured interface; on loopback also on IPv6 loopback, where browsers try first. */
async function listenAll(): Promise<http.Server[]> {
  const hosts = env.HOST === '127.0.0.1' ? ['127.0.0.1', '::1'] : [env.HOST];
  const servers: http.Server[] = [];
  for (const host of hosts) {
    const server = createStaticServer(serverOptions);
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(env.PORT, host, () => resolve());
      });
      servers.push(server);
    } catch (error) {
      // A machine without IPv6 still serves on 127.0.0.1; any other failure stops the start.
      if (host !== '::1') throw error;
    }
  }
  return servers;
}

const servers = await listenAll();
const languages = sites.reduce((n, s) => n + s.languages.length, 0);
console.log(`\nServing ${sites.length} sites in ${languages} languages (on ${env.HOST}).`);
console.log(`  Index of every site:  http://localhost:${env.PORT}/`);
console.log(`  A site, e.g. Germany: http://de.localhost:${env.PORT}/`);
if (api) console.log(`  Product API:          http://localhost:${env.PORT}/api/openapi.json`);
if (mailViewer) console.log(`  Mail viewer (dev):    ${mailViewer.url}`);
if (oidcProvider)
  console.log(
    `  Sign-in provider (dev): ${oidcProvider.origin}/google and /apple (stand-ins for Google and Apple)`,
  );
if (paymentSandbox)
  console.log(
    `  Payment sandbox (dev): ${paymentSandbox.url}/ (stand-in card payments; the test cards are listed there)`,
  );
console.log('Press Ctrl+C to stop.');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const server of servers) {
      server.close();
      server.closeAllConnections();
    }
    void paymentSandbox?.close();
    setTimeout(() => process.exit(0), 6000).unref();
    void (api?.stop() ?? Promise.resolve()).then(() => process.exit(0));
  });
}
