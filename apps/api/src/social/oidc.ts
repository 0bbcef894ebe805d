// The OpenID Connect side of social sign-in (ADR 008), with openid-client: discovery of each configured
// provider (cached; a failed discovery is retried on the next sign-in), the authorization URL with
// state, nonce and a PKCE challenge, and the callback's code exchange with every check of the ID token
// (issuer, audience, signature, expiry, nonce). Failures are sorted into what the customer is told.
import * as client from 'openid-client';
import type { OidcProviderConfig, SocialProviderId } from '../config.ts';

/** What went wrong, as the sign-in form names it (the `social` hash parameter). */
export type SocialOutcome =
  /** The customer declined at the provider. */
  | 'denied'
  /** The callback's state is not the one this browser started with (forged or crossed flows). */
  | 'state'
  /** No sign-in under way in this browser (cookie gone after 10 minutes, or used already). */
  | 'expired'
  /** The provider did not answer (or answered with a server error). */
  | 'unavailable'
  /** The provider's answer failed a check (nonce, signature, code already used…). */
  | 'failed'
  /** The provider does not vouch for the e-mail address. */
  | 'unverified'
  /** The provider gave no e-mail address. */
  | 'no-email'
  /** Social sign-in is not offered here (this site, or this provider is not configured). */
  | 'off'
  /** Too many attempts from this address. */
  | 'busy'
  /** A password account has this e-mail: sign in with the password to link (not a failure). */
  | 'link'
  /** Signed in again to confirm a change: the provider's account is not the one linked to this account. */
  | 'other-account'
  /** Signed in again to confirm a change, as asked (not a failure). */
  | 'reauthenticated';

/** A failure of the flow with the outcome the customer is shown. */
export class SocialSignInError extends Error {
  readonly outcome: SocialOutcome;
  constructor(outcome: SocialOutcome, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.outcome = outcome;
  }
}

/** The identity the provider vouched for, from the validated ID token. */
export type ProviderIdentity = {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  givenName: string | undefined;
  familyName: string | undefined;
  name: string | undefined;
};

/** What the callback must check, as stored when the flow started. */
export type FlowChecks = { state: string; nonce: string; codeVerifier: string };

/**
 * Seconds within which the provider must have authenticated the customer when they sign in again to
 * confirm a change (the ID token's auth_time, after the clock tolerance): a provider session that
 * signed them in long ago does not count.
 */
export const REAUTH_MAX_AGE_SECONDS = 60;

export type OidcClients = {
  /**
   * The provider's authorization address for a new flow, and the checks to keep for its callback.
   * `reauthenticate` asks the provider to authenticate the customer afresh (prompt=login, max_age=0).
   */
  start: (
    provider: SocialProviderId,
    redirectUri: string,
    options?: { reauthenticate?: boolean },
  ) => Promise<{ url: URL; checks: FlowChecks }>;
  /**
   * Exchanges the callback's code and validates the ID token; throws SocialSignInError. With
   * `reauthenticate` the token must say the provider authenticated the customer just now (auth_time).
   */
  finish: (
    provider: SocialProviderId,
    callbackUrl: URL,
    checks: FlowChecks,
    options?: { reauthenticate?: boolean },
  ) => Promise<ProviderIdentity>;
};

/** Seconds an exchange with a provider may take before the customer is told it is unavailable. */
const PROVIDER_TIMEOUT_SECONDS = 8;

/** The failure of a call to the provider, sorted: no answer, a refusal, or a failed check. */
export function classifyProviderError(err: unknown): SocialSignInError {
  if (err instanceof SocialSignInError) return err;
  if (err instanceof client.AuthorizationResponseError)
    return err.error === 'access_denied'
      ? new SocialSignInError('denied', 'The customer declined at the provider.', { cause: err })
      : new SocialSignInError('failed', `The provider refused: ${err.error}`, { cause: err });
  const name = err instanceof Error ? err.name : '';
  const code = err instanceof client.ClientError ? err.code : undefined;
  if (
    err instanceof TypeError ||
    name === 'TimeoutError' ||
    name === 'AbortError' ||
    code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' ||
    code === 'OAUTH_RESPONSE_IS_NOT_JSON'
  )
    return new SocialSignInError('unavailable', 'The provider did not answer.', { cause: err });
  return new SocialSignInError('failed', 'The provider’s answer failed validation.', { cause: err });
}

/** Clients of the configured providers; `insecure` allows http issuers (the local provider, never production). */
export function createOidcClients(
  providers: Partial<Record<SocialProviderId, OidcProviderConfig>>,
  options: { allowHttp: boolean },
): OidcClients {
  const configs = new Map<SocialProviderId, Promise<client.Configuration>>();

  const configOf = (id: SocialProviderId): Promise<client.Configuration> => {
    const provider = providers[id];
    if (!provider) return Promise.reject(new SocialSignInError('off', `${id} is not configured`));
    let config = configs.get(id);
    if (!config) {
      const execute =
        options.allowHttp && provider.issuer.startsWith('http:') ? [client.allowInsecureRequests] : [];
      config = client.discovery(
        new URL(provider.issuer),
        provider.clientId,
        provider.clientSecret,
        undefined,
        {
          execute,
          timeout: PROVIDER_TIMEOUT_SECONDS,
        },
      );
      configs.set(id, config);
      // A provider that was down is asked again next time rather than remembered as down.
      config.catch(() => configs.delete(id));
    }
    return config;
  };

  return {
    async start(provider, redirectUri, options = {}) {
      const config = await configOf(provider).catch((err: unknown) => {
        throw classifyProviderError(err);
      });
      const checks: FlowChecks = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
        ...(options.reauthenticate ? { prompt: 'login', max_age: '0' } : {}),
      });
      return { url, checks };
    },

    async finish(provider, callbackUrl, checks, options = {}) {
      try {
        const config = await configOf(provider);
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
          ...(options.reauthenticate ? { maxAge: REAUTH_MAX_AGE_SECONDS } : {}),
        });
        const claims = tokens.claims();
        if (!claims) throw new SocialSignInError('failed', 'The provider sent no ID token.');
        const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
        return {
          subject: claims.sub,
          email: text(claims.email)?.toLowerCase(),
          // Some providers send the flag as the string 'true'.
          emailVerified: claims.email_verified === true || claims.email_verified === 'true',
          givenName: text(claims.given_name),
          familyName: text(claims.family_name),
          name: text(claims.name),
        };
      } catch (err) {
        throw classifyProviderError(err);
      }
    },
  };
}
