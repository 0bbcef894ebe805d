// Development and tests only (ADR 008): a local OpenID provider (the oidc-provider package) standing in
// for each social sign-in brand, so `npm start` and the tests sign in with "Google" and "Apple" offline.
// One HTTP server on loopback serves one issuer per brand under its own path (http://127.0.0.1:4325/google),
// with a test sign-in page that accepts any e-mail address and lets the developer say whether the
// provider vouches for it, or decline. Keys, cookie keys and client secrets are made at each start.
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { interactionPolicy } from 'oidc-provider';
import { type OidcProviderConfig, SOCIAL_PROVIDERS, type SocialProviderId } from '../config.ts';
import { escapeHtml } from '../mail/templates.ts';

/** A running local provider. */
export type DevOidcProvider = {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** Issuer, client id and generated secret per brand. */
  providers: Record<SocialProviderId, OidcProviderConfig>;
  /** The API's environment for these providers (OIDC_GOOGLE_ISSUER, …). */
  env: Record<string, string>;
  close: () => Promise<void>;
};

/** The test account the sign-in page made: everything the ID token says, packed into its account id. */
type TestAccount = { email: string; verified: boolean; givenName: string; familyName: string };

const BRAND_NAMES: Record<SocialProviderId, string> = { google: 'Google', apple: 'Apple' };

function packAccount(account: TestAccount): string {
  return Buffer.from(JSON.stringify(account)).toString('base64url');
}

function unpackAccount(id: string): TestAccount | undefined {
  try {
    const a = JSON.parse(Buffer.from(id, 'base64url').toString('utf8')) as Partial<TestAccount>;
    if (typeof a.email !== 'string' || typeof a.verified !== 'boolean') return undefined;
    return {
      email: a.email,
      verified: a.verified,
      givenName: a.givenName ?? '',
      familyName: a.familyName ?? '',
    };
  } catch {
    return undefined;
  }
}

/** Reads a small urlencoded form body. */
async function formBody(req: http.IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > 8192) throw new Error('form too large');
  }
  return new URLSearchParams(body);
}

/** The test sign-in page: labelled fields, one button to sign in, one to decline. */
function signInPage(brand: SocialProviderId, uid: string, clientId: string): string {
  const name = escapeHtml(BRAND_NAMES[brand]);
  const action = `/${brand}/interaction/${encodeURIComponent(uid)}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${name} (local test provider)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:1rem;color:#111;background:#f4f4f4}main{max-width:28rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:8px}label{display:block;margin-top:1rem;font-weight:600}input[type=email],input[type=text]{display:block;width:100%;box-sizing:border-box;padding:.5rem;font:inherit;border:1px solid #555;border-radius:4px}.check{font-weight:400}button{margin-top:1.25rem;padding:.6rem 1.2rem;font:inherit;border-radius:4px;border:1px solid #111;background:#111;color:#fff}form+form button{background:#fff;color:#111}:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}</style>
</head><body><main>
<h1>Sign in with ${name}</h1>
<p>Local test provider for development: any e-mail address signs in, nothing leaves this machine. Client: ${escapeHtml(clientId)}.</p>
<form method="post" action="${action}/login">
<label for="email">E-mail address</label><input id="email" name="email" type="email" required autocomplete="email">
<label for="given_name">First name</label><input id="given_name" name="given_name" type="text" autocomplete="given-name" value="Test">
<label for="family_name">Last name</label><input id="family_name" name="family_name" type="text" autocomplete="family-name" value="Customer">
<label class="check"><input type="checkbox" name="email_verified" value="true" checked> ${name} has verified this e-mail address</label>
<button type="submit">Sign in</button>
</form>
<form method="post" action="${action}/abort"><button type="submit">Cancel and go back</button></form>
</main></body></html>`;
}

/**
 * Starts the local provider on loopback. `redirectUris(brand)` lists the callback addresses the API may
 * use for that brand (one per site origin). Refuses to run with NODE_ENV=production.
 */
export async function startDevOidcProvider(options: {
  port?: number;
  redirectUris: (brand: SocialProviderId) => string[];
}): Promise<DevOidcProvider> {
  if (process.env.NODE_ENV === 'production')
    throw new Error(
      'The local OpenID provider is for development and tests; it never runs with NODE_ENV=production.',
    );
  const instances = new Map<SocialProviderId, { provider: Provider; callback: http.RequestListener }>();

  const server = http.createServer((req, res) => {
    void handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The local test provider failed; start the sign-in again.');
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const [, brand = '', ...rest] = url.pathname.split('/');
    const instance = instances.get(brand as SocialProviderId);
    if (!instance) {
      res
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end('Not a provider of this server.');
      return;
    }
    const { provider, callback } = instance;
    const interaction = /^interaction\/([\w-]+)(?:\/(login|abort))?$/.exec(rest.join('/'));
    if (!interaction) {
      // oidc-provider's own routes, with the brand's path prefix taken off (its issuer carries it).
      const mounted = req as http.IncomingMessage & { originalUrl?: string };
      mounted.originalUrl = req.url;
      req.url = (req.url ?? '/').slice(brand.length + 1) || '/';
      callback(req, res);
      return;
    }
    const details = await provider.interactionDetails(req, res);
    const action = interaction[2];
    res.setHeader('cache-control', 'no-store');
    if (!action && req.method === 'GET') {
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(signInPage(brand as SocialProviderId, details.uid, String(details.params.client_id)));
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'POST' }).end();
      return;
    }
    if (action === 'abort') {
      await provider.interactionFinished(req, res, {
        error: 'access_denied',
        error_description: 'The customer cancelled the sign-in.',
      });
      return;
    }
    const form = await formBody(req);
    const email = (form.get('email') ?? '').trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Enter an e-mail address.');
      return;
    }
    const accountId = packAccount({
      email,
      verified: form.get('email_verified') === 'true',
      givenName: (form.get('given_name') ?? '').trim().slice(0, 100),
      familyName: (form.get('family_name') ?? '').trim().slice(0, 100),
    });
    // Login and consent in one step: the test provider grants what the client asked for.
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // The test page asks every time, so one browser can sign in as several test accounts in turn.
  const policy = interactionPolicy.base();
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check('always', 'the test provider asks every time', (ctx) =>
        ctx.oidc.result?.login
          ? interactionPolicy.Check.NO_NEED_TO_PROMPT
          : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );

  const providers = {} as Record<SocialProviderId, OidcProviderConfig>;
  for (const brand of SOCIAL_PROVIDERS) {
    const config: OidcProviderConfig = {
      issuer: `${origin}/${brand}`,
      clientId: 'rental-local',
      clientSecret: randomBytes(32).toString('base64url'),
    };
    providers[brand] = config;
    const key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
    const provider = new Provider(config.issuer, {
      clients: [
        {
          client_id: config.clientId,
          client_secret: config.clientSecret,
          redirect_uris: options.redirectUris(brand),
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      jwks: { keys: [{ ...key, kid: `${brand}-local`, use: 'sig', alg: 'RS256' }] },
      cookies: {
        keys: [randomBytes(32).toString('base64url')],
        names: {
          session: `_session_${brand}`,
          interaction: `_interaction_${brand}`,
          resume: `_resume_${brand}`,
        },
      },
      claims: {
        openid: ['sub'],
        email: ['email', 'email_verified'],
        profile: ['name', 'given_name', 'family_name'],
      },
      // Like Google, the ID token itself carries the e-mail and name (the API reads only the ID token).
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: false } },
      // Seconds; short, as a test sign-in is finished at once.
      ttl: {
        Interaction: 10 * 60,
        Session: 60 * 60,
        Grant: 60 * 60,
        AuthorizationCode: 60,
        IdToken: 60 * 60,
        AccessToken: 60 * 60,
      },
      pkce: { required: () => true },
      interactions: { url: (_ctx, interaction) => `/${brand}/interaction/${interaction.uid}`, policy },
      findAccount: (_ctx, id) => {
        const account = unpackAccount(id);
        if (!account) return undefined;
        return {
          accountId: id,
          claims: () => ({
            // One stable subject per brand and address, as a real provider keeps one per person.
            sub: createHash('sha256').update(`${brand}:${account.email}`).digest('hex').slice(0, 24),
            email: account.email,
            email_verified: account.verified,
            given_name: account.givenName,
            family_name: account.familyName,
            name: `${account.givenName} ${account.familyName}`.trim(),
          }),
        };
      },
    });
    instances.set(brand, { provider, callback: provider.callback() as http.RequestListener });
  }

  const env: Record<string, string> = {};
  for (const brand of SOCIAL_PROVIDERS) {
    const p = providers[brand];
    const prefix = `OIDC_${brand.toUpperCase()}`;
    env[`${prefix}_ISSUER`] = p.issuer;
    env[`${prefix}_CLIENT_ID`] = p.clientId;
    env[`${prefix}_CLIENT_SECRET`] = p.clientSecret;
  }
  return {
    origin,
    providers,
    env,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
