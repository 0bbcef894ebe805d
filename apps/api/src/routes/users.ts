// Accounts (spec §5, §7): sign-up, login with a session cookie, logout, the current user, and the
// password reset whose e-mail goes through the outbox table.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { isLocalHost, visitorHost } from '../context.ts';
import { outbox, passwordResets, sessions, users } from '../db/schema.ts';
import type { App, Deps } from '../deps.ts';
import { ApiError, errorResponses } from '../errors.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import { currentUser, endSession, newToken, sha256, startSession } from '../session.ts';
import { PASSWORD_REQUIRED, REQUIRED_MESSAGE } from '../validation.ts';

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

const nameSchema = (max: string) =>
  z.string({ error: REQUIRED_MESSAGE }).trim().min(1, { error: REQUIRED_MESSAGE }).max(50, { error: max });

const emailSchema = z
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

/** Registers the account endpoints. */
export function registerUserRoutes(app: App, deps: Deps): void {
  const { db } = deps;
  const limit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

  app.post(
    '/v2/users',
    {
      config: limit(deps.rateLimits.signup),
      schema: {
        tags: ['users'],
        summary: 'Sign up; signs the new user in (session cookie)',
        body: signUpBodySchema,
        response: { 201: z.object({ user: userSchema }), 409: errorResponses[400], ...errorResponses },
      },
    },
    async (req, reply) => {
      const b = req.body;
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
      await startSession(db, req, reply, created.id, deps.now());
      reply.code(201);
      return { user: toUser(created) };
    },
  );

  app.post(
    '/v1/auth/login',
    {
      config: limit(deps.rateLimits.login),
      schema: {
        tags: ['users'],
        summary: 'Log in; sets the session cookie (HttpOnly, SameSite=Lax, Secure outside localhost)',
        body: z.object({
          /** E-mail address. */
          email: emailSchema,
          /** Password. */
          password: z
            .string({ error: SIGNUP_MESSAGES.passwordRequired })
            .min(1, { error: SIGNUP_MESSAGES.passwordRequired })
            .max(200, { error: LOGIN_FAILED }),
        }),
        response: { 200: z.object({ user: userSchema }), 401: errorResponses[400], ...errorResponses },
      },
    },
    async (req, reply) => {
      const [user] = await db.select().from(users).where(eq(users.email, req.body.email));
      const ok = await verifyPassword(user?.passwordHash, req.body.password);
      if (!user || !ok) throw new ApiError(401, 'invalid_credentials', LOGIN_FAILED);
      await startSession(db, req, reply, user.id, deps.now());
      return { user: toUser(user) };
    },
  );

  app.post(
    '/v1/auth/logout',
    {
      schema: {
        tags: ['users'],
        summary: 'Log out (ends the session, clears the cookie)',
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await endSession(db, req, reply);
      reply.code(204);
      return null;
    },
  );

  app.get(
    '/v2/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        security: [{ session: [] }],
        response: { 200: z.object({ user: userSchema }), 401: errorResponses[400], ...errorResponses },
      },
    },
    async (req) => {
      const user = await currentUser(db, req, deps.now());
      if (!user) throw new ApiError(401, 'not_signed_in', 'Please log in to continue.');
      return { user: toUser(user) };
    },
  );

  app.post(
    '/v2/users/me/password/reset',
    {
      config: limit(deps.rateLimits.reset),
      schema: {
        tags: ['users'],
        summary: 'Request a password-reset e-mail; the answer is the same whether or not the account exists',
        body: z.object({ /** E-mail address of the account. */ email: emailSchema }),
        response: { 202: z.object({ message: z.string() }), ...errorResponses },
      },
    },
    async (req, reply) => {
      const [user] = await db.select().from(users).where(eq(users.email, req.body.email));
      if (user) {
        const token = newToken();
        const now = deps.now();
        await db.insert(passwordResets).values({
          tokenHash: sha256(token),
          userId: user.id,
          expiresAt: new Date(now.getTime() + RESET_MINUTES * 60_000),
        });
        await db.insert(outbox).values({
          recipient: user.email,
          subject: 'Reset your password',
          body: `Hello ${user.firstName},\n\nuse this link within ${RESET_MINUTES} minutes to choose a new password:\n/account/#/reset-password?token=${token}\n\nToken: ${token}\n\nIf you did not ask for this, ignore this e-mail.\n`,
        });
      }
      reply.code(202);
      return { message: RESET_ACCEPTED };
    },
  );

  app.post(
    '/v2/users/me/password/reset/confirm',
    {
      config: limit(deps.rateLimits.reset),
      schema: {
        tags: ['users'],
        summary: 'Set a new password with the token from the reset e-mail; ends every session of the user',
        body: z.object({
          /** Token from the e-mail. */
          token: z
            .string({ error: RESET_INVALID })
            .min(10, { error: RESET_INVALID })
            .max(200, { error: RESET_INVALID }),
          /** New password (spec §5 rules). */
          password: newPasswordSchema,
        }),
        response: { 204: z.null(), ...errorResponses },
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
      if (!reset)
        throw new ApiError(400, 'invalid_reset_token', RESET_INVALID, { fields: { token: RESET_INVALID } });
      const passwordHash = await hashPassword(req.body.password);
      await db.transaction(async (tx) => {
        await tx.update(passwordResets).set({ usedAt: now }).where(eq(passwordResets.tokenHash, tokenHash));
        await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
        await tx.delete(sessions).where(eq(sessions.userId, reset.userId));
      });
      reply.code(204);
      return null;
    },
  );

  // A developer reads the mails the API "sent"; never in production.
  if (deps.config.nodeEnv !== 'production') {
    app.get(
      '/dev/outbox',
      {
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
        // Defence in depth: only on a loopback host, even outside production.
        if (!isLocalHost(visitorHost(req)))
          throw new ApiError(404, 'not_found', `There is no GET ${req.url.split('?')[0]} in this API.`);
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
