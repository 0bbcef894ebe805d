// Accounts (spec §5, §7): sign-up, login with a session cookie, logout, the current user, and the
// password reset whose e-mail goes through the outbox table.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isLoopbackAddress } from '../context.ts';
import type { Db } from '../db/client.ts';
import { outbox, passwordResets, users } from '../db/schema.ts';
import type { App, Deps } from '../deps.ts';
import { ApiError, crossOriginResponse, errorResponses } from '../errors.ts';
import { msg } from '../i18n/translate.ts';
import { mailLinkOrigin, mailLocale, queueMail } from '../mail/queue.ts';
import { type PasswordOwner, passwordProblem } from '../password-policy.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import { requireRecentSocialSignIn } from '../recent-sign-in.ts';
import {
  clearSignedInHint,
  currentUser,
  endAllSessions,
  endSession,
  newToken,
  sha256,
  startSession,
} from '../session.ts';
import { PASSWORD_REQUIRED, REQUIRED_MESSAGE } from '../validation.ts';
import { completeSocialLink } from './social.ts';

/** spec §5/§8 sign-up messages. */
export const SIGNUP_MESSAGES = {
  required: REQUIRED_MESSAGE,
  firstNameMax: "First name can't be longer than 50 characters.",
  lastNameMax: "Last name can't be longer than 50 characters.",
  email: 'Please enter a valid e-mail address.',
  passwordRequired: PASSWORD_REQUIRED,
  passwordMin: 'Your password must be at least 8 characters long.',
  passwordMax: "Your password can't be longer than 50 characters.",
  passwordWhitespace: "Your password can't start or end with a space.",
  emailExists:
    'An account with this e-mail address already exists. Please log in, or complete your profile in the app.',
} as const;

/** Generic login failure: never says which of the two was wrong. */
export const LOGIN_FAILED = 'The e-mail address or password is incorrect.';
/** Generic reset answer: never says whether the account exists. */
export const RESET_ACCEPTED =
  'If an account exists for this e-mail address, we have sent a link to reset the password.';
export const RESET_INVALID = 'This reset link is invalid or has expired. Please request a new one.';
export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct.';

/**
 * Development endpoints answer a client on this machine only: the peer address after the trusted
 * loopback proxy (never the Host header, which any client sets). Others get the unknown-path 404.
 */
export function requireLoopbackClient(req: FastifyRequest): void {
  if (!isLoopbackAddress(req.ip) || !isLoopbackAddress(req.socket.remoteAddress ?? ''))
    throw new ApiError(
      404,
      'not_found',
      msg('routeNotFound', { method: req.method, path: req.url.split('?')[0] ?? '/' }),
    );
}

export const nameSchema = (max: string) =>
  z.string({ error: REQUIRED_MESSAGE }).trim().min(1, { error: REQUIRED_MESSAGE }).max(50, { error: max });

export const emailSchema = z
  .string({ error: REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: REQUIRED_MESSAGE })
  .max(254, { error: SIGNUP_MESSAGES.email })
  .pipe(z.email({ error: SIGNUP_MESSAGES.email }))
  .transform((v) => v.toLowerCase());

/** spec §5: 8 to 50 characters, no leading or trailing whitespace, separate messages. */
export const newPasswordSchema = z
  .string({ error: SIGNUP_MESSAGES.passwordRequired })
  .min(1, { error: SIGNUP_MESSAGES.passwordRequired })
  .min(8, { error: SIGNUP_MESSAGES.passwordMin })
  .max(50, { error: SIGNUP_MESSAGES.passwordMax })
  .refine((v) => v.trim() === v, { error: SIGNUP_MESSAGES.passwordWhitespace });

/** spec §3 "Sign-up user". */
export const signUpBodySchema = z.object({
  /** First name, max 50 characters. */
  firstName: nameSchema(SIGNUP_MESSAGES.firstNameMax),
  /** Last name, max 50 characters. */
  lastName: nameSchema(SIGNUP_MESSAGES.lastNameMax),
  /** E-mail address (stored lower-case). */
  email: emailSchema,
  /** Password, 8 to 50 characters, no leading or trailing whitespace. */
  password: newPasswordSchema,
});

const userSchema = z
  .object({
    /** User id. */
    id: z.string(),
    /** E-mail address. */
    email: z.string(),
    /** First name. */
    firstName: z.string(),
    /** Last name. */
    lastName: z.string(),
    /** When the account was created (ISO 8601). */
    createdAt: z.string(),
  })
  .meta({ id: 'User' });

function toUser(u: { id: string; email: string; firstName: string; lastName: string; createdAt: Date }) {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    createdAt: u.createdAt.toISOString(),
  };
}

const RESET_MINUTES = 60;

/** A password refused by the policy: 400 on the field that carried it. */
function checkNewPassword(field: string, password: string, owner: PasswordOwner): void {
  const problem = passwordProblem(password, owner);
  if (problem) throw new ApiError(400, 'validation_failed', problem, { fields: { [field]: problem } });
}

/** Issue 15: when a password is set, every open reset link of the user dies with the old password. */
async function endResetTokens(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** Registers the account endpoints. */
export function registerUserRoutes(app: App, deps: Deps): void {
  const { db, throttle, throttleRules: rules } = deps;

  app.post(
    '/v2/users',
    {
      config: { throttle: 'signup', personal: true },
      schema: {
        tags: ['users'],
        summary: 'Sign up; signs the new user in (session cookie)',
        description:
          'Besides the spec §5 rules the password must not be a common one nor contain the e-mail address or name.',
        body: signUpBodySchema,
        response: {
          201: z.object({ user: userSchema }),
          409: errorResponses[400],
          ...crossOriginResponse,
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const b = req.body;
      await throttle.hit(`signup:${b.email}`, rules.signup.subject);
      checkNewPassword('password', b.password, b);
      const passwordHash = await hashPassword(b.password);
      const [created] = await db
        .insert(users)
        .values({
          id: randomUUID(),
          email: b.email,
          firstName: b.firstName,
          lastName: b.lastName,
          passwordHash,
        })
        .onConflictDoNothing()
        .returning();
      if (!created)
        throw new ApiError(409, 'email_exists', SIGNUP_MESSAGES.emailExists, {
          fields: { email: SIGNUP_MESSAGES.emailExists },
        });
      await queueMail(db, {
        recipient: created.email,
        kind: 'welcome',
        locale: mailLocale(req),
        data: {
          firstName: created.firstName,
          accountLink: `${mailLinkOrigin(req, deps)}/account/#/bookings`,
        },
      });
      deps.mail.kick();
      await startSession(deps, req, reply, created.id);
      reply.code(201);
      return { user: toUser(created) };
    },
  );

  app.post(
    '/v1/auth/login',
    {
      config: { throttle: 'login', personal: true },
      schema: {
        tags: ['users'],
        summary: 'Log in; sets the session cookie (HttpOnly, SameSite=Lax, Secure outside localhost)',
        description:
          'Attempts are limited per client address and per e-mail address; over the limit the answer is 429 (even for the right password) until Retry-After has passed.',
        body: z.object({
          /** E-mail address. */
          email: emailSchema,
          /** Password. */
          password: z
            .string({ error: SIGNUP_MESSAGES.passwordRequired })
            .min(1, { error: SIGNUP_MESSAGES.passwordRequired })
            .max(200, { error: LOGIN_FAILED }),
        }),
        response: {
          200: z.object({ user: userSchema }),
          401: errorResponses[400],
          ...crossOriginResponse,
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      // Counted per account whoever tries it: many addresses cannot share out the guesses (issue 15).
      const accountKey = `login:${req.body.email}`;
      await throttle.hit(accountKey, rules.login.subject);
      const [user] = await db.select().from(users).where(eq(users.email, req.body.email));
      const ok = await verifyPassword(user?.passwordHash, req.body.password);
      if (!user || !ok) throw new ApiError(401, 'invalid_credentials', LOGIN_FAILED);
      await throttle.clear(accountKey);
      await startSession(deps, req, reply, user.id);
      // A social sign-in waiting for this account's password (issue 14 §4) is linked now.
      await completeSocialLink(deps, req, reply, user.id);
      return { user: toUser(user) };
    },
  );

  app.post(
    '/v1/auth/logout',
    {
      schema: {
        tags: ['users'],
        summary: 'Log out (ends the session, clears the cookie)',
        response: { 204: z.null(), ...crossOriginResponse, ...errorResponses },
      },
    },
    async (req, reply) => {
      await endSession(deps, req, reply);
      reply.code(204);
      return null;
    },
  );

  // issue 23: what a page asks on every load. A signed-out visitor is not an error, so both states answer
  // 200 (GET /v2/users/me answers 401 without a session, which the browser logs as a console error).
  app.get(
    '/v1/auth/session',
    {
      config: { personal: true },
      schema: {
        tags: ['users'],
        summary: 'Whether the request is signed in, and as whom',
        description:
          'Always 200: `{ signedIn: false }` without a valid session, else the user. For pages that show ' +
          'the signed-in state; use GET /v2/users/me where a session is required.',
        response: {
          200: z.discriminatedUnion('signedIn', [
            z.object({ signedIn: z.literal(false) }),
            z.object({ signedIn: z.literal(true), user: userSchema }),
          ]),
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const user = await currentUser(deps, req);
      if (user) return { signedIn: true as const, user: toUser(user) };
      // The session ended (idle, expired, elsewhere): the page's hint goes with it.
      clearSignedInHint(req, reply);
      return { signedIn: false as const };
    },
  );

  app.get(
    '/v2/users/me',
    {
      config: { personal: true },
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        security: [{ session: [] }],
        response: { 200: z.object({ user: userSchema }), 401: errorResponses[400], ...errorResponses },
      },
    },
    async (req) => {
      const user = await currentUser(deps, req);
      if (!user) throw new ApiError(401, 'not_signed_in', 'Please log in to continue.');
      return { user: toUser(user) };
    },
  );

  app.post(
    '/v2/users/me/password',
    {
      config: { throttle: 'password', personal: true },
      schema: {
        tags: ['users'],
        summary:
          'Change (or, for an account without one, set) the password of the signed-in user; ends every session and reset link of the user and starts a new session',
        description:
          'An account with a password gives the current one. An account made by social sign-in, which has none, sets its first password without it, within 10 minutes of a sign-in with its provider (403 `reauthentication_required` otherwise: sign in again with `intent=reauthenticate`).',
        security: [{ session: [] }],
        body: z.object({
          /** The password in use now (not asked of an account without one). */
          currentPassword: z
            .string({ error: PASSWORD_REQUIRED })
            .max(200, { error: CURRENT_PASSWORD_WRONG })
            .optional(),
          /** The new password (spec §5 rules, not common, not the e-mail address or name). */
          newPassword: newPasswordSchema,
        }),
        response: {
          204: z.null(),
          401: errorResponses[400],
          ...crossOriginResponse,
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const user = await currentUser(deps, req);
      if (!user) throw new ApiError(401, 'not_signed_in', 'Please log in to continue.');
      const accountKey = `password:${user.id}`;
      await throttle.hit(accountKey, rules.password.subject);
      const [row] = await db.select().from(users).where(eq(users.id, user.id));
      if (!row) throw new ApiError(401, 'not_signed_in', 'Please log in to continue.');
      const { currentPassword } = req.body;
      // An account without a password (made by social sign-in) proves it is the customer by a recent
      // sign-in with its provider instead (issue 14).
      if (row.passwordHash === null) await requireRecentSocialSignIn(deps, user);
      else if (!currentPassword)
        throw new ApiError(400, 'validation_failed', PASSWORD_REQUIRED, {
          fields: { currentPassword: PASSWORD_REQUIRED },
        });
      else if (!(await verifyPassword(row.passwordHash, currentPassword)))
        throw new ApiError(400, 'validation_failed', CURRENT_PASSWORD_WRONG, {
          fields: { currentPassword: CURRENT_PASSWORD_WRONG },
        });
      checkNewPassword('newPassword', req.body.newPassword, user);
      await throttle.clear(accountKey);
      const passwordHash = await hashPassword(req.body.newPassword);
      const now = deps.now();
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        await endResetTokens(tx as unknown as Db, user.id, now);
        await endAllSessions(tx as unknown as Db, user.id);
      });
      await startSession(deps, req, reply, user.id);
      reply.code(204);
      return null;
    },
  );

  app.post(
    '/v2/users/me/password/reset',
    {
      config: { throttle: 'reset' },
      schema: {
        tags: ['users'],
        summary: 'Request a password-reset e-mail; the answer is the same whether or not the account exists',
        body: z.object({ /** E-mail address of the account. */ email: emailSchema }),
        response: { 202: z.object({ message: z.string() }), ...crossOriginResponse, ...errorResponses },
      },
    },
    async (req, reply) => {
      await throttle.hit(`reset:${req.body.email}`, rules.reset.subject);
      const [user] = await db.select().from(users).where(eq(users.email, req.body.email));
      if (user) {
        const token = newToken();
        const now = deps.now();
        await db.insert(passwordResets).values({
          tokenHash: sha256(token),
          userId: user.id,
          expiresAt: new Date(now.getTime() + RESET_MINUTES * 60_000),
        });
        await queueMail(db, {
          recipient: user.email,
          kind: 'password-reset',
          locale: mailLocale(req),
          data: {
            firstName: user.firstName,
            link: `${mailLinkOrigin(req, deps)}/account/#/reset-password?token=${token}`,
            minutes: RESET_MINUTES,
          },
        });
        deps.mail.kick();
      }
      reply.code(202);
      return { message: RESET_ACCEPTED };
    },
  );

  app.post(
    '/v2/users/me/password/reset/confirm',
    {
      config: { throttle: 'reset' },
      schema: {
        tags: ['users'],
        summary:
          'Set a new password with the token from the reset e-mail; ends every session and every other reset link of the user',
        body: z.object({
          /** Token from the e-mail. */
          token: z
            .string({ error: RESET_INVALID })
            .min(10, { error: RESET_INVALID })
            .max(200, { error: RESET_INVALID }),
          /** New password (spec §5 rules). */
          password: newPasswordSchema,
        }),
        response: { 204: z.null(), ...crossOriginResponse, ...errorResponses },
      },
    },
    async (req, reply) => {
      const now = deps.now();
      const tokenHash = sha256(req.body.token);
      const [reset] = await db
        .select()
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        );
      const [owner] = reset ? await db.select().from(users).where(eq(users.id, reset.userId)) : [];
      if (!reset || !owner)
        throw new ApiError(400, 'invalid_reset_token', RESET_INVALID, { fields: { token: RESET_INVALID } });
      checkNewPassword('password', req.body.password, owner);
      const passwordHash = await hashPassword(req.body.password);
      await db.transaction(async (tx) => {
        await endResetTokens(tx as unknown as Db, reset.userId, now);
        await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
        await endAllSessions(tx as unknown as Db, reset.userId);
      });
      reply.code(204);
      return null;
    },
  );

  // A developer reads the mails the API "sent": only with the explicit flag, never in production.
  if (deps.config.devEndpoints) {
    app.get(
      '/dev/outbox',
      {
        config: { personal: true },
        schema: {
          tags: ['development'],
          summary: 'Development only: the latest outgoing e-mails',
          querystring: z.object({ recipient: z.string().max(254).optional() }),
          response: {
            200: z.object({
              messages: z.array(
                z.object({
                  id: z.number(),
                  recipient: z.string(),
                  subject: z.string(),
                  body: z.string(),
                  createdAt: z.string(),
                }),
              ),
            }),
            ...errorResponses,
          },
        },
      },
      async (req) => {
        requireLoopbackClient(req);
        const rows = await db
          .select()
          .from(outbox)
          .where(req.query.recipient ? eq(outbox.recipient, req.query.recipient.toLowerCase()) : undefined)
          .orderBy(desc(outbox.id), asc(outbox.recipient))
          .limit(50);
        return { messages: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
      },
    );
  }
}
