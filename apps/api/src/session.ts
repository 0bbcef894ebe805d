// Session cookies: an opaque random token in an HttpOnly cookie; the database keeps only its SHA-256.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLocalHost, visitorHost } from './context.ts';
import type { Db } from './db/client.ts';
import { sessions, users } from './db/schema.ts';

/** Cookie name of the session. */
export const SESSION_COOKIE = 'sid';
/** Sessions last 30 days. */
const SESSION_DAYS = 30;

/** SHA-256 hex of a token. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A new random token (256 bits, base64url). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Creates a session and sets its cookie (HttpOnly, SameSite=Lax, Secure outside localhost). */
export async function startSession(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  now: Date,
) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await db.insert(sessions).values({ tokenHash: sha256(token), userId, expiresAt });
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: !isLocalHost(visitorHost(req)),
    path: '/',
    expires: expiresAt,
  });
}

/** The signed-in user of a request, if any. */
export async function currentUser(db: Db, req: FastifyRequest, now: Date) {
  const token = req.cookies[SESSION_COOKIE];
  if (!token || token.length > 200) return undefined;
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: users.createdAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, now)));
  return row;
}

/** Ends the request's session and clears the cookie. */
export async function endSession(db: Db, req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = req.cookies[SESSION_COOKIE];
  if (token && token.length <= 200) await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: !isLocalHost(visitorHost(req)),
  });
}
