// Session cookies: an opaque random token in an HttpOnly cookie; the database keeps only its SHA-256,
// so every API instance knows every session. A session ends after an idle timeout or its absolute
// lifetime (issue 15), and is replaced by a new one whenever the privileges behind it change.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SocialProviderId } from './config.ts';
import { isLocalHost, visitorHost } from './context.ts';
import type { Db } from './db/client.ts';
import { sessions, users } from './db/schema.ts';
import type { Deps } from './deps.ts';

/** Cookie name of the session. */
export const SESSION_COOKIE = 'sid';
/**
 * The signed-in hint beside the session cookie (issue 16): readable by the page, same lifetime, no
 * secret ('1'). It only tells the page's host that loading the login app is worth it; nothing trusts it.
 * The name is @rental/remote-apps' `signedInHintCookie` (first-view.ts).
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';
/** last_seen_at is written at most once a minute per session, not on every request. */
const TOUCH_EVERY_MS = 60_000;

/** SHA-256 hex of a token. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A new random token (256 bits, base64url). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The session token of a request, when it looks like one. */
function presentedToken(req: FastifyRequest): string | undefined {
  // A preflight answered before the cookie plugin ran has no cookies object.
  const token = req.cookies?.[SESSION_COOKIE];
  return token && token.length <= 200 ? token : undefined;
}

/** How a session's customer proved who they are: their password, or a social provider's sign-in. */
export type SignInMethod = 'password' | SocialProviderId;

/**
 * Creates a session and sets its cookie (HttpOnly, SameSite=Lax, Secure outside localhost). The
 * session the request came with, if any, ends: a new privilege level always gets a new token.
 * `signedInWith` records how the customer proved who they are (a password unless said otherwise).
 */
export async function startSession(
  deps: Deps,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  signedInWith: SignInMethod = 'password',
): Promise<void> {
  const { db } = deps;
  const now = deps.now();
  const old = presentedToken(req);
  if (old) await db.delete(sessions).where(eq(sessions.tokenHash, sha256(old)));
  const token = newToken();
  const expiresAt = new Date(now.getTime() + deps.config.sessionMaxDays * 86_400_000);
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId,
    expiresAt,
    createdAt: now,
    lastSeenAt: now,
    signedInWith,
  });
  const secure = !isLocalHost(visitorHost(req));
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', {
    httpOnly: false,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

/** Clears the signed-in hint (signed out, or the session it stood for is gone). */
export function clearSignedInHint(req: FastifyRequest, reply: FastifyReply): void {
  if (req.cookies?.[SIGNED_IN_HINT_COOKIE] === undefined) return;
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, {
    path: '/',
    sameSite: 'lax',
    secure: !isLocalHost(visitorHost(req)),
  });
}

/**
 * The signed-in user of a request, if any, with how and when the session's sign-in happened; a use
 * keeps the session alive.
 */
export async function currentUser(deps: Deps, req: FastifyRequest) {
  const token = presentedToken(req);
  if (!token) return undefined;
  const now = deps.now();
  const idleSince = new Date(now.getTime() - deps.config.sessionIdleMinutes * 60_000);
  const tokenHash = sha256(token);
  const [row] = await deps.db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: users.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      signedInWith: sessions.signedInWith,
      signedInAt: sessions.createdAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince)),
    );
  if (!row) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS)
    await deps.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  const { lastSeenAt: _seen, signedInWith, signedInAt, ...user } = row;
  return { ...user, session: { signedInWith, signedInAt } };
}

/** Ends the request's session and clears the cookie. */
export async function endSession(deps: Deps, req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = presentedToken(req);
  if (token) await deps.db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: !isLocalHost(visitorHost(req)),
  });
  clearSignedInHint(req, reply);
}

/** Ends every session of a user (password set or changed). */
export async function endAllSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Whether the request carries a session cookie (it is then cookie-authenticated). */
export function hasSessionCookie(req: FastifyRequest): boolean {
  return presentedToken(req) !== undefined;
}
