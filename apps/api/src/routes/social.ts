// Social sign-in with OpenID Connect (spec §6 "social login", issue 14 §4, ADR 008): the providers a
// site offers, the start of the authorization-code flow (state, nonce, PKCE kept server-side behind a
// short-lived HttpOnly cookie), and the callback, which signs in the linked account, creates one on a
// first sign-in, or, when a password account has the verified e-mail, asks for its password before
// linking. A signed-in customer can also sign in again through a provider linked to their account, to
// confirm a change that an account without a password cannot confirm with one (recent-sign-in.ts).
// Every outcome returns the customer to the account section they asked for.
import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SOCIAL_PROVIDER_NAMES, SOCIAL_PROVIDERS, type SocialProviderId } from '../config.ts';
import { isLocalHost, visitorHost } from '../context.ts';
import type { Db } from '../db/client.ts';
import { socialLinkRequests, socialSignIns, userIdentities, users } from '../db/schema.ts';
import type { App, Deps } from '../deps.ts';
import { ApiError, errorResponses } from '../errors.ts';
import { mailLinkOrigin, mailLocale, queueMail } from '../mail/queue.ts';
import { siteIdOfHost, sites } from '../markets.ts';
import { currentUser, newToken, sha256, startSession } from '../session.ts';
import {
  createOidcClients,
  type OidcClients,
  type SocialOutcome,
  SocialSignInError,
} from '../social/oidc.ts';
import { DEFAULT_RETURN_PATH, safeReturnPath, withOutcome } from '../social/return-path.ts';

/** Cookie of a sign-in under way (its token; the row holds the checks). */
export const FLOW_COOKIE = 'social_flow';
/** Cookie of a pending link, read by the next password sign-in. */
export const LINK_COOKIE = 'social_link';
/** A flow, and a pending link, last this long. */
const FLOW_MINUTES = 10;

/**
 * Whether the site the request came through offers social sign-in: the market profile's
 * `enableSocialLogin` (off on the Land Rover site, spec §6). Hosts that are not one of our sites never do.
 */
export function socialSignInOffered(host: string): boolean {
  const siteId = siteIdOfHost(host);
  const site = siteId === undefined ? undefined : sites.find((s) => s.id === siteId);
  return site?.languages.every((l) => l.profile.enableSocialLogin) ?? false;
}

const providerParams = z.object({
  /** The provider: 'google' or 'apple'. */
  provider: z.enum(SOCIAL_PROVIDERS),
});

/** Cookie options of the flow and link cookies: HttpOnly, SameSite=Lax (the provider's redirect is a top-level GET). */
function cookieOptions(req: FastifyRequest, path: string) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: !isLocalHost(visitorHost(req)),
    path,
    maxAge: FLOW_MINUTES * 60,
  };
}

/** Registers the social sign-in endpoints; `oidc` replaces the real clients in tests. */
export function registerSocialRoutes(app: App, deps: Deps, oidc?: OidcClients): void {
  const { db } = deps;
  const clients =
    oidc ?? createOidcClients(deps.config.social, { allowHttp: deps.config.nodeEnv !== 'production' });
  const base = deps.config.basePath;
  const flowPath = `${base}/v1/auth/social`;
  const linkPath = `${base}/v1/auth`;
  const offered = (req: FastifyRequest, provider?: SocialProviderId): SocialProviderId[] =>
    socialSignInOffered(visitorHost(req))
      ? SOCIAL_PROVIDERS.filter((p) => deps.config.social[p] && (!provider || p === provider))
      : [];
  /** Redirects to the site's own callback: the visitor's host when it is one of our sites. */
  const redirectUri = (req: FastifyRequest, provider: SocialProviderId) =>
    `${mailLinkOrigin(req, deps)}${base}/v1/auth/social/${provider}/callback`;
  /** 303 back to the account page: top-level navigations get a page, never a JSON error. */
  const back = (reply: FastifyReply, location: string) => reply.code(303).header('location', location).send();
  /** Per-address limit, answered as a message on the form rather than a JSON 429. */
  const overLimit = async (req: FastifyRequest) => {
    try {
      await deps.throttle.hit(`address:social:${req.ip}`, deps.throttleRules.social.address);
      return false;
    } catch (err) {
      if (err instanceof ApiError && err.statusCode === 429) return true;
      throw err;
    }
  };

  app.get(
    '/v1/auth/social/providers',
    {
      schema: {
        tags: ['users'],
        summary: 'The social sign-in providers this site offers (none where the market turns it off)',
        response: {
          200: z.object({
            providers: z.array(
              z.object({
                /** Provider id, used in the start address. */
                id: z.enum(SOCIAL_PROVIDERS),
                /** Brand name for the button, e.g. 'Google'. */
                name: z.string(),
              }),
            ),
          }),
          ...errorResponses,
        },
      },
    },
    async (req) => ({ providers: offered(req).map((id) => ({ id, name: SOCIAL_PROVIDER_NAMES[id] })) }),
  );

  app.get(
    '/v1/auth/social/:provider/start',
    {
      config: { personal: true },
      schema: {
        tags: ['users'],
        summary: 'Start a social sign-in: 303 to the provider (or back to the account page with the reason)',
        description:
          'Opened by the browser (a link, not fetch). `returnTo` is the account section to come back to, a site-relative path such as /account#/bookings; anything else returns to /account#/account. With `intent=reauthenticate` a signed-in customer signs in again through a provider linked to the account (the provider is asked to authenticate afresh); the callback then starts a new session of the same account and returns with `social=reauthenticated`, or `social=other-account` when the provider account is not the linked one. Signed out, it is an ordinary sign-in.',
        params: providerParams,
        querystring: z.object({
          /** Account section to return to, e.g. '/account#/bookings'. */
          returnTo: z.string().max(2000).optional(),
          /** 'reauthenticate': sign in again to confirm a change; default 'sign-in'. */
          intent: z.enum(['sign-in', 'reauthenticate']).default('sign-in'),
        }),
        response: {
          303: z.null().describe('To the provider, or back to the account page'),
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const { provider } = req.params;
      const returnTo = safeReturnPath(req.query.returnTo);
      const fail = (outcome: SocialOutcome) => back(reply, withOutcome(returnTo, outcome, provider));
      if (await overLimit(req)) return fail('busy');
      if (offered(req, provider).length === 0) return fail('off');
      // Signing in again is for the account of this session, through a provider linked to it.
      const reauthUser = req.query.intent === 'reauthenticate' ? await currentUser(deps, req) : undefined;
      if (reauthUser) {
        const [link] = await db
          .select({ provider: userIdentities.provider })
          .from(userIdentities)
          .where(and(eq(userIdentities.userId, reauthUser.id), eq(userIdentities.provider, provider)));
        if (!link) return fail('other-account');
      }
      let started: Awaited<ReturnType<OidcClients['start']>>;
      try {
        started = await clients.start(provider, redirectUri(req, provider), {
          reauthenticate: reauthUser !== undefined,
        });
      } catch (err) {
        const outcome = err instanceof SocialSignInError ? err.outcome : 'unavailable';
        req.log.warn({ provider, outcome }, 'social sign-in could not start');
        return fail(outcome);
      }
      const token = newToken();
      await db.insert(socialSignIns).values({
        tokenHash: sha256(token),
        provider,
        state: started.checks.state,
        nonce: started.checks.nonce,
        codeVerifier: started.checks.codeVerifier,
        returnTo,
        reauthUserId: reauthUser?.id ?? null,
        expiresAt: new Date(deps.now().getTime() + FLOW_MINUTES * 60_000),
      });
      reply.setCookie(FLOW_COOKIE, token, cookieOptions(req, flowPath));
      return back(reply, started.url.href);
    },
  );

  app.get(
    '/v1/auth/social/:provider/callback',
    {
      config: { personal: true },
      schema: {
        tags: ['users'],
        summary:
          'The provider returns here: checks state, exchanges the code, validates the ID token, signs in (session cookie) and 303s back to the asked account section',
        description:
          'On failure the 303 goes to the section with `?social=` denied, state, expired, unavailable, failed, unverified, no-email, off, busy or other-account in its hash; `link` when a password account has the e-mail (the next password sign-in links it); `reauthenticated` after signing in again (intent=reauthenticate).',
        params: providerParams,
        querystring: z.object({
          /** Authorization code. */
          code: z.string().max(2048).optional(),
          /** The state sent with the authorization request. */
          state: z.string().max(512).optional(),
          /** The provider's error code, e.g. 'access_denied'. */
          error: z.string().max(256).optional(),
          /** The provider's description of the error. */
          error_description: z.string().max(2048).optional(),
          /** The issuer (RFC 9207). */
          iss: z.string().max(2048).optional(),
        }),
        response: { 303: z.null().describe('Back to the account page'), ...errorResponses },
      },
    },
    async (req, reply) => {
      const { provider } = req.params;
      const token = req.cookies[FLOW_COOKIE];
      reply.clearCookie(FLOW_COOKIE, { ...cookieOptions(req, flowPath), maxAge: undefined });
      if (await overLimit(req)) return back(reply, withOutcome(DEFAULT_RETURN_PATH, 'busy', provider));
      // Single use: the row goes whatever happens next, so a replayed callback finds nothing.
      const [flow] =
        token && token.length <= 200
          ? await db
              .delete(socialSignIns)
              .where(and(eq(socialSignIns.tokenHash, sha256(token)), gt(socialSignIns.expiresAt, deps.now())))
              .returning()
          : [];
      if (!flow) return back(reply, withOutcome(DEFAULT_RETURN_PATH, 'expired', provider));
      const fail = (outcome: SocialOutcome) => {
        req.log.info({ provider, outcome }, 'social sign-in did not complete');
        return back(reply, withOutcome(flow.returnTo, outcome, provider));
      };
      // Checked before anything else, also before an error: a forged callback cannot even show a message.
      if (flow.provider !== provider || req.query.state !== flow.state) return fail('state');
      if (req.query.error) return fail(req.query.error === 'access_denied' ? 'denied' : 'failed');
      if (offered(req, provider).length === 0) return fail('off');
      const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      let identity: Awaited<ReturnType<OidcClients['finish']>>;
      try {
        identity = await clients.finish(provider, new URL(`${redirectUri(req, provider)}${query}`), flow, {
          reauthenticate: flow.reauthUserId !== null,
        });
      } catch (err) {
        const outcome = err instanceof SocialSignInError ? err.outcome : 'failed';
        req.log.warn(
          { provider, outcome, err: err instanceof Error ? err.message : String(err) },
          'social sign-in refused',
        );
        return fail(outcome);
      }

      const [linked] = await db
        .select({ userId: userIdentities.userId })
        .from(userIdentities)
        .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, identity.subject)));
      if (flow.reauthUserId !== null) {
        // Signing in again never creates or links an account, and never switches to another one.
        const user = await currentUser(deps, req);
        if (!user || user.id !== flow.reauthUserId) return fail('expired');
        if (linked?.userId !== user.id) return fail('other-account');
        await startSession(deps, req, reply, user.id, provider);
        return back(reply, withOutcome(flow.returnTo, 'reauthenticated', provider));
      }
      if (linked) {
        await startSession(deps, req, reply, linked.userId, provider);
        return back(reply, flow.returnTo);
      }
      if (!identity.email || identity.email.length > 254) return fail('no-email');
      // An address the provider does not vouch for could be anyone's: never linked, never an account.
      if (!identity.emailVerified) return fail('unverified');
      const email = identity.email;

      const [holder] = await db.select().from(users).where(eq(users.email, email));
      if (holder?.passwordHash) {
        // issue 14 §4: a password account is linked only once its password is given.
        const linkToken = newToken();
        await db.insert(socialLinkRequests).values({
          tokenHash: sha256(linkToken),
          userId: holder.id,
          provider,
          subject: identity.subject,
          email,
          expiresAt: new Date(deps.now().getTime() + FLOW_MINUTES * 60_000),
        });
        reply.setCookie(LINK_COOKIE, linkToken, cookieOptions(req, linkPath));
        return fail('link');
      }
      let userId = holder?.id;
      if (!userId) {
        const names = namesOf(identity, email);
        const [created] = await db
          .insert(users)
          .values({ id: randomUUID(), email, ...names, passwordHash: null })
          .onConflictDoNothing()
          .returning();
        // Lost a race with a sign-up of the same address a moment ago: sign in again to decide.
        if (!created) return fail('failed');
        userId = created.id;
        await queueMail(db, {
          recipient: email,
          kind: 'welcome',
          locale: mailLocale(req),
          data: {
            firstName: created.firstName,
            accountLink: `${mailLinkOrigin(req, deps)}/account/#/bookings`,
          },
        });
        deps.mail.kick();
      }
      await linkIdentity(db, { userId, provider, subject: identity.subject, email });
      await startSession(deps, req, reply, userId, provider);
      return back(reply, flow.returnTo);
    },
  );
}

/** Records a provider identity for an account (a second link of the same identity changes nothing). */
async function linkIdentity(
  db: Db,
  link: { userId: string; provider: string; subject: string; email: string },
): Promise<void> {
  await db.insert(userIdentities).values(link).onConflictDoNothing();
}

/** First and last name from the ID token, within the sign-up limits (spec §5: at most 50 each). */
export function namesOf(
  identity: { givenName?: string | undefined; familyName?: string | undefined; name?: string | undefined },
  email: string,
): { firstName: string; lastName: string } {
  const [first = '', ...rest] = (identity.name ?? '').split(/\s+/).filter(Boolean);
  const firstName = identity.givenName ?? (first || email.split('@')[0] || email);
  const lastName = identity.familyName ?? rest.join(' ');
  return { firstName: firstName.slice(0, 50), lastName: lastName.slice(0, 50) };
}

/**
 * After a successful password sign-in: a pending link of this browser (its cookie) for this account
 * becomes a linked identity. A link request of another account is dropped. Returns the linked provider.
 */
export async function completeSocialLink(
  deps: Deps,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<SocialProviderId | undefined> {
  const token = req.cookies?.[LINK_COOKIE];
  if (!token) return undefined;
  reply.clearCookie(LINK_COOKIE, {
    ...cookieOptions(req, `${deps.config.basePath}/v1/auth`),
    maxAge: undefined,
  });
  if (token.length > 200) return undefined;
  const [request] = await deps.db
    .delete(socialLinkRequests)
    .where(and(eq(socialLinkRequests.tokenHash, sha256(token)), gt(socialLinkRequests.expiresAt, deps.now())))
    .returning();
  if (!request || request.userId !== userId) return undefined;
  await linkIdentity(deps.db, request);
  return request.provider as SocialProviderId;
}
