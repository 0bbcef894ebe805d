// Account settings (issue 14, spec §1): the profile (names, phone, marketing consent), the private
// profile (driver licence, address by the market's template, payment preference), changing the e-mail
// address through a link sent to the new one, downloading one's data, and deleting the account with
// its bookings kept anonymised. The e-mail change and the deletion are confirmed with the password, or,
// for an account made by social sign-in that has none, by a recent sign-in with its provider.

import { latinDigits } from '@rental/markets/formatters';
import { and, asc, eq, gt, isNull, ne, or } from 'drizzle-orm';
import { z } from 'zod';
import { checkInsExport, deleteCheckIns } from '../check-in/account-data.ts';
import { SOCIAL_PROVIDERS } from '../config.ts';
import type { Db } from '../db/client.ts';
import {
  businessCompanies,
  businessInvitations,
  businessMemberships,
  emailChanges,
  invoiceCorrections,
  lostItemReports,
  passwordResets,
  paymentRenewals,
  payments,
  plusAcceptances,
  plusContracts,
  plusReadings,
  reservations,
  socialLinkRequests,
  storedPaymentMethods,
  uploads,
  userIdentities,
  users,
} from '../db/schema.ts';
import type { App, Deps } from '../deps.ts';
import { ApiError, crossOriginResponse, errorResponses } from '../errors.ts';
import { fleetExportOf, keepFleetRecords } from '../fleet/account-data.ts';
import { english, type MessageText, msg } from '../i18n/translate.ts';
import { mailLinkOrigin, mailLocale, queueMail } from '../mail/queue.ts';
import { listMarkets } from '../markets.ts';
import { verifyPassword } from '../passwords.ts';
import {
  linkedProviders,
  recentSocialSignIn,
  requireRecentSocialSignIn,
  type SessionSignIn,
} from '../recent-sign-in.ts';
import { currentUser, endAllSessions, endSession, newToken, sha256 } from '../session.ts';
import { PASSWORD_REQUIRED, REQUIRED_MESSAGE } from '../validation.ts';
import { addressTemplateOf } from './branches.ts';
import { reservationView } from './rental.ts';
import { CURRENT_PASSWORD_WRONG, emailSchema, nameSchema, SIGNUP_MESSAGES } from './users.ts';

export const EMAIL_CHANGE_SENT =
  'We have sent a link to the new e-mail address. The change takes effect when you open it.';
export const EMAIL_CHANGE_INVALID =
  'This confirmation link is invalid or has expired. Please request a new one.';
export const PHONE_INVALID = 'Please enter a phone number with its country prefix, e.g. +49 30 1234567.';
const EMAIL_CHANGE_MINUTES = 24 * 60;

const USER_ROW_NOT_FOUND = () => new ApiError(401, 'not_signed_in', 'Please log in to continue.');

/** Dialling prefixes of the markets, longest first (so +1 does not shadow +1 868). */
const PREFIXES = [...new Set(listMarkets().map((m) => m.phonePrefix))].sort((a, b) => b.length - a.length);

export const phoneSchema = z
  .string()
  .trim()
  // Digits of any script (Arabic-Indic as typed on an Arabic keyboard): stored as 0-9.
  .regex(/^\+\p{Nd}[\p{Nd} ()/-]{5,24}$/u, { error: PHONE_INVALID })
  .refine(
    (v) =>
      PREFIXES.some((p) =>
        latinDigits(v)
          .replace(/[ ()/-]/g, '')
          .startsWith(p.replace(/[ ()/-]/g, '')),
      ),
    {
      error: 'This country prefix is not one of our markets.',
    },
  );

const profileSchema = z
  .object({
    /** User id. */
    id: z.string(),
    /** E-mail address (sign-in name). */
    email: z.string(),
    /** First name. */
    firstName: z.string(),
    /** Last name. */
    lastName: z.string(),
    /** Phone with its country prefix, e.g. '+49 30 1234567'. */
    phone: z.string().nullable(),
    /** Whether the customer agreed to marketing e-mails. */
    marketingConsent: z.boolean(),
    /** When the marketing answer was last given (ISO 8601). */
    marketingConsentAt: z.string().nullable(),
    /** A new e-mail address waiting for its confirmation link to be opened. */
    pendingEmail: z.string().nullable(),
    /** When the account was created (ISO 8601). */
    createdAt: z.string(),
    /** Whether the account has a password (an account made by social sign-in has none until it sets one). */
    hasPassword: z.boolean(),
    /** Social sign-in providers linked to the account, e.g. ['google']. */
    linkedProviders: z.array(z.enum(SOCIAL_PROVIDERS)),
    /**
     * This session's sign-in through a linked provider while it counts as recent (10 minutes): what lets
     * an account without a password set one, change its e-mail address or delete itself. Null otherwise.
     */
    recentSocialSignIn: z
      .object({
        /** The provider signed in with, e.g. 'google'. */
        provider: z.enum(SOCIAL_PROVIDERS),
        /** When it stops counting as recent (ISO 8601). */
        until: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'Profile' });

const licenceSchema = z.object({
  /** Licence number as printed. */
  number: z
    .string()
    .trim()
    .min(1, { error: REQUIRED_MESSAGE })
    .max(30, { error: english('maxLength', { max: 30 }) }),
  /** Issuing country, ISO alpha-2. */
  issuingCountry: z.string().regex(/^[A-Z]{2}$/, { error: 'Choose the issuing country.' }),
  /** Date of issue, YYYY-MM-DD. */
  issuedOn: z.iso.date({ error: 'Enter the date as YYYY-MM-DD.' }),
  /** Expiry date, YYYY-MM-DD (none for licences without one). */
  expiresOn: z.iso.date({ error: 'Enter the date as YYYY-MM-DD.' }).nullable().default(null),
});

export const addressSchema = z.object({
  /** Country, ISO alpha-2: chooses the address template (GET /v1/config/addresstemplates). */
  country: z.string().regex(/^[A-Z]{2}$/, { error: 'Choose a country.' }),
  /** Street and number. */
  street: z.string().trim().min(1, { error: REQUIRED_MESSAGE }).max(100),
  /** Postcode, checked against the country's pattern. */
  postcode: z.string().trim().max(50).default(''),
  /** City. */
  city: z.string().trim().min(1, { error: REQUIRED_MESSAGE }).max(50),
  /** Region or state where the template has one. */
  region: z.string().trim().max(50).default(''),
});

const privateProfileSchema = z
  .object({
    /** Driver licence, or null when not given. */
    driverLicence: licenceSchema.nullable().default(null),
    /** Home address laid out by the country's template, or null. */
    address: addressSchema.nullable().default(null),
    /** How the customer prefers to pay. */
    paymentPreference: z.enum(['card', 'paypal', 'invoice', 'pay_at_pickup']).nullable().default(null),
  })
  .meta({ id: 'PrivateProfile' });

type PrivateProfile = z.infer<typeof privateProfileSchema>;
const EMPTY_PRIVATE: PrivateProfile = { driverLicence: null, address: null, paymentPreference: null };

/**
 * Address fields against the country's template: required fields and the postcode pattern, keyed by
 * their path under `prefix` ('address.postcode', 'billingAddress.postcode').
 */
export function checkAddress(
  a: z.infer<typeof addressSchema>,
  prefix = 'address',
): Record<string, MessageText> {
  const t = addressTemplateOf(a.country);
  const fields: Record<string, MessageText> = {};
  const names = t.lines.flat();
  if (names.includes('postcode') && t.postcodePattern) {
    if (!a.postcode) fields[`${prefix}.postcode`] = REQUIRED_MESSAGE;
    else if (!new RegExp(t.postcodePattern).test(a.postcode))
      fields[`${prefix}.postcode`] = t.postcodeExample
        ? msg('postcodeExample', { example: t.postcodeExample })
        : msg('postcode');
  }
  if (names.includes('region') && t.regionRequired && !a.region)
    fields[`${prefix}.region`] = REQUIRED_MESSAGE;
  return fields;
}

/** Registers the account-settings endpoints. */
export function registerAccountRoutes(app: App, deps: Deps): void {
  const { db } = deps;

  /** The signed-in account's row and how its session signed in. */
  async function signedInAccount(req: Parameters<typeof currentUser>[1]) {
    const user = await currentUser(deps, req);
    if (!user) throw USER_ROW_NOT_FOUND();
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    if (!row) throw USER_ROW_NOT_FOUND();
    return { row, session: user.session };
  }

  async function signedInRow(req: Parameters<typeof currentUser>[1]) {
    return (await signedInAccount(req)).row;
  }

  /** The profile; `session` (the request's, when signed in) tells whether its social sign-in is recent. */
  async function profileOf(row: typeof users.$inferSelect, session?: SessionSignIn) {
    const linked = await linkedProviders(deps, row.id);
    const recent = session ? recentSocialSignIn(session, linked, deps.now()) : undefined;
    const [pending] = await db
      .select()
      .from(emailChanges)
      .where(
        and(
          eq(emailChanges.userId, row.id),
          isNull(emailChanges.usedAt),
          gt(emailChanges.expiresAt, deps.now()),
        ),
      )
      .orderBy(asc(emailChanges.expiresAt));
    return {
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      phone: row.phone,
      marketingConsent: row.marketingConsent,
      marketingConsentAt: row.marketingConsentAt?.toISOString() ?? null,
      pendingEmail: pending?.newEmail ?? null,
      createdAt: row.createdAt.toISOString(),
      hasPassword: row.passwordHash !== null,
      linkedProviders: linked,
      recentSocialSignIn: recent ? { provider: recent.provider, until: recent.until.toISOString() } : null,
    };
  }

  /** The current password; required of an account that has one (checkIdentity). */
  const passwordField = z
    .string({ error: PASSWORD_REQUIRED })
    .max(200, { error: CURRENT_PASSWORD_WRONG })
    .optional();

  /**
   * The customer proves it is them: with the current password (throttled per account like a password
   * change), or, for an account that has none, by a recent sign-in through its social provider (403
   * `reauthentication_required` otherwise).
   */
  async function checkIdentity(
    account: { row: typeof users.$inferSelect; session: SessionSignIn },
    password: string | undefined,
  ) {
    const { row, session } = account;
    if (row.passwordHash === null) return requireRecentSocialSignIn(deps, { id: row.id, session });
    if (!password)
      throw new ApiError(400, 'validation_failed', PASSWORD_REQUIRED, {
        fields: { password: PASSWORD_REQUIRED },
      });
    const key = `password:${row.id}`;
    await deps.throttle.hit(key, deps.throttleRules.password.subject);
    if (!(await verifyPassword(row.passwordHash, password)))
      throw new ApiError(400, 'validation_failed', CURRENT_PASSWORD_WRONG, {
        fields: { password: CURRENT_PASSWORD_WRONG },
      });
    await deps.throttle.clear(key);
  }

  app.get(
    '/v2/users/me/profile',
    {
      config: { personal: true },
      schema: {
        tags: ['account'],
        summary: "The signed-in customer's profile",
        security: [{ session: [] }],
        response: { 200: z.object({ profile: profileSchema }), 401: errorResponses[400], ...errorResponses },
      },
    },
    async (req) => {
      const { row, session } = await signedInAccount(req);
      return { profile: await profileOf(row, session) };
    },
  );

  app.patch(
    '/v2/users/me/profile',
    {
      config: { personal: true },
      schema: {
        tags: ['account'],
        summary: 'Change names, phone and marketing consent (only the fields sent)',
        security: [{ session: [] }],
        body: z.object({
          /** First name, max 50 characters. */
          firstName: nameSchema(SIGNUP_MESSAGES.firstNameMax).optional(),
          /** Last name, max 50 characters. */
          lastName: nameSchema(SIGNUP_MESSAGES.lastNameMax).optional(),
          /** Phone with a market's country prefix, e.g. '+49 30 1234567'; null removes it. */
          phone: phoneSchema.nullable().optional(),
          /** Marketing e-mails wanted. */
          marketingConsent: z.boolean().optional(),
        }),
        response: {
          200: z.object({ profile: profileSchema }),
          401: errorResponses[400],
          ...crossOriginResponse,
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const { row, session } = await signedInAccount(req);
      const b = req.body;
      const consentChanged = b.marketingConsent !== undefined && b.marketingConsent !== row.marketingConsent;
      const [updated] = await db
        .update(users)
        .set({
          ...(b.firstName !== undefined ? { firstName: b.firstName } : {}),
          ...(b.lastName !== undefined ? { lastName: b.lastName } : {}),
          ...(b.phone !== undefined ? { phone: b.phone === null ? null : latinDigits(b.phone) } : {}),
          ...(consentChanged ? { marketingConsent: b.marketingConsent, marketingConsentAt: deps.now() } : {}),
        })
        .where(eq(users.id, row.id))
        .returning();
      return { profile: await profileOf(updated ?? row, session) };
    },
  );

  app.get(
    '/v2/users/me/profiles/private',
    {
      config: { personal: true },
      schema: {
        tags: ['account'],
        summary: 'The private profile: driver licence, address, payment preference',
        security: [{ session: [] }],
        response: {
          200: z.object({ privateProfile: privateProfileSchema }),
          401: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const row = await signedInRow(req);
      return { privateProfile: (row.privateProfile as PrivateProfile | null) ?? EMPTY_PRIVATE };
    },
  );

  app.put(
    '/v2/users/me/profiles/private',
    {
      config: { personal: true },
      schema: {
        tags: ['account'],
        summary: "Replace the private profile; the address follows its country's template",
        security: [{ session: [] }],
        body: privateProfileSchema,
        response: {
          200: z.object({ privateProfile: privateProfileSchema }),
          401: errorResponses[400],
          ...crossOriginResponse,
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const row = await signedInRow(req);
      const p = req.body;
      const fields = p.address ? checkAddress(p.address) : {};
      const l = p.driverLicence;
      if (l?.expiresOn && l.expiresOn <= l.issuedOn)
        fields['driverLicence.expiresOn'] = 'The expiry date must be after the date of issue.';
      if (l && l.issuedOn > deps.now().toISOString().slice(0, 10))
        fields['driverLicence.issuedOn'] = 'The date of issue cannot be in the future.';
      if (Object.keys(fields).length > 0)
        throw new ApiError(400, 'validation_failed', Object.values(fields)[0]!, { fields });
      await db.update(users).set({ privateProfile: p }).where(eq(users.id, row.id));
      return { privateProfile: p };
    },
  );

  app.post(
    '/v2/users/me/email',
    {
      config: { throttle: 'password', personal: true },
      schema: {
        tags: ['account'],
        summary: 'Ask to change the e-mail address: a single-use link goes to the new address',
        description:
          'The current password is required; an account without one (made by social sign-in) needs a sign-in with its provider in the last 10 minutes instead (403 `reauthentication_required` otherwise: sign in again with `intent=reauthenticate`). The address changes only when the link is opened (POST /v2/users/me/email/confirm).',
        security: [{ session: [] }],
        body: z.object({
          /** The new e-mail address. */
          newEmail: emailSchema,
          /** The current password (not asked of an account without one). */
          password: passwordField,
        }),
        response: {
          202: z.object({ message: z.string() }),
          401: errorResponses[400],
          409: errorResponses[400],
          ...crossOriginResponse,
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const account = await signedInAccount(req);
      const { row } = account;
      await checkIdentity(account, req.body.password);
      const newEmail = req.body.newEmail;
      if (newEmail === row.email)
        throw new ApiError(400, 'validation_failed', 'This is already your e-mail address.', {
          fields: { newEmail: 'This is already your e-mail address.' },
        });
      const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, newEmail));
      if (taken)
        throw new ApiError(409, 'email_exists', SIGNUP_MESSAGES.emailExists, {
          fields: { newEmail: SIGNUP_MESSAGES.emailExists },
        });
      const token = newToken();
      const now = deps.now();
      await db.transaction(async (tx) => {
        // One pending change at a time: an earlier link dies with the new request.
        await tx
          .update(emailChanges)
          .set({ usedAt: now })
          .where(and(eq(emailChanges.userId, row.id), isNull(emailChanges.usedAt)));
        await tx.insert(emailChanges).values({
          tokenHash: sha256(token),
          userId: row.id,
          newEmail,
          expiresAt: new Date(now.getTime() + EMAIL_CHANGE_MINUTES * 60_000),
        });
        await queueMail(tx as unknown as Db, {
          recipient: newEmail,
          kind: 'email-change',
          locale: mailLocale(req),
          data: {
            firstName: row.firstName,
            link: `${mailLinkOrigin(req, deps)}/account/#/confirm-email?token=${token}`,
            hours: EMAIL_CHANGE_MINUTES / 60,
          },
        });
      });
      deps.mail.kick();
      reply.code(202);
      return { message: EMAIL_CHANGE_SENT };
    },
  );

  app.post(
    '/v2/users/me/email/confirm',
    {
      config: { throttle: 'reset', personal: true },
      schema: {
        tags: ['account'],
        summary: 'Confirm the new e-mail address with the token of the link (single use)',
        body: z.object({
          /** Token from the e-mail. */
          token: z
            .string({ error: EMAIL_CHANGE_INVALID })
            .min(10, { error: EMAIL_CHANGE_INVALID })
            .max(200, { error: EMAIL_CHANGE_INVALID }),
        }),
        response: {
          200: z.object({ profile: profileSchema }),
          409: errorResponses[400],
          ...crossOriginResponse,
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const now = deps.now();
      const [change] = await db
        .update(emailChanges)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailChanges.tokenHash, sha256(req.body.token)),
            isNull(emailChanges.usedAt),
            gt(emailChanges.expiresAt, now),
          ),
        )
        .returning();
      if (!change)
        throw new ApiError(400, 'invalid_token', EMAIL_CHANGE_INVALID, {
          fields: { token: EMAIL_CHANGE_INVALID },
        });
      const [updated] = await db
        .update(users)
        .set({ email: change.newEmail })
        .where(eq(users.id, change.userId))
        .returning()
        .catch(() => []);
      if (!updated)
        throw new ApiError(409, 'email_exists', SIGNUP_MESSAGES.emailExists, {
          fields: { token: SIGNUP_MESSAGES.emailExists },
        });
      return { profile: await profileOf(updated) };
    },
  );

  app.get(
    '/v2/users/me/export',
    {
      config: { personal: true },
      schema: {
        tags: ['account'],
        summary:
          'Download my data: profile, private profile, consents, bookings, uploads, invoice corrections, lost-item reports, business memberships, applications and invitations, payments, stored cards, renewals and long-term rentals as JSON (an attachment)',
        security: [{ session: [] }],
        response: {
          200: z.object({
            /** When the export was made (ISO 8601). */
            exportedAt: z.string(),
            profile: profileSchema,
            privateProfile: privateProfileSchema,
            /** Consents given or withdrawn. */
            consents: z.array(
              z.object({ type: z.literal('marketing'), given: z.boolean(), at: z.string().nullable() }),
            ),
            /** Every booking of the account, with its driver. */
            bookings: z.array(z.record(z.string(), z.unknown())),
            /** Social sign-ins linked to the account: provider, the e-mail it gave, when linked. */
            socialSignIns: z.array(
              z.object({ provider: z.string(), email: z.string(), linkedAt: z.string() }),
            ),
            /** Files uploaded (their metadata; each file is downloaded at /v1/uploads/{id}/content). */
            uploads: z.array(z.record(z.string(), z.unknown())),
            /** Invoice correction requests. */
            invoiceCorrections: z.array(z.record(z.string(), z.unknown())),
            /** Lost-item reports made while signed in. */
            lostItemReports: z.array(z.record(z.string(), z.unknown())),
            /** Business customers (issue 20): memberships, the applications made, invitations sent and received. */
            business: z.object({
              /** The companies and agencies the account belongs to, with the role. */
              memberships: z.array(z.record(z.string(), z.unknown())),
              /** The company and agency applications the account made. */
              applications: z.array(z.record(z.string(), z.unknown())),
              /** Invitations to the account's e-mail address, and the ones it sent as an admin. */
              invitations: z.array(z.record(z.string(), z.unknown())),
            }),
            /** Payments (issue 21): cards stored with the provider (brand, last four, expiry), payments, renewals. */
            payments: z.object({
              cards: z.array(z.record(z.string(), z.unknown())),
              payments: z.array(z.record(z.string(), z.unknown())),
              renewals: z.array(z.record(z.string(), z.unknown())),
            }),
            /** Long-term rental contracts with their odometer readings and the documents accepted. */
            longTermRentals: z.array(z.record(z.string(), z.unknown())),
            /** Damage cases reported in the account's bookings (issue 22), with state, cost and photos' upload ids. */
            damages: z.array(z.record(z.string(), z.unknown())),
            /** Returns with the app (issue 22): readings, photos' upload ids, refuelling charge. */
            vehicleReturns: z.array(z.record(z.string(), z.unknown())),
            /** Online check-ins of the bookings (issue 22), with the full licence and identity numbers. */
            checkIns: z.array(z.record(z.string(), z.unknown())),
          }),
          401: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const { row, session } = await signedInAccount(req);
      const rows = await db
        .select()
        .from(reservations)
        // A booking waiting for its card payment is not a booking yet (issue 21).
        .where(and(eq(reservations.userId, row.id), ne(reservations.status, 'awaiting-payment')))
        .orderBy(asc(reservations.createdAt));
      const bookings = await Promise.all(
        rows.map(async (r) => ({ ...(await reservationView(db, r)), driver: r.driver })),
      );
      const identities = await db
        .select()
        .from(userIdentities)
        .where(eq(userIdentities.userId, row.id))
        .orderBy(asc(userIdentities.createdAt));
      const ownUploads = await db.select().from(uploads).where(eq(uploads.userId, row.id));
      const corrections = await db
        .select()
        .from(invoiceCorrections)
        .where(eq(invoiceCorrections.userId, row.id));
      const reports = await db.select().from(lostItemReports).where(eq(lostItemReports.userId, row.id));
      const memberships = await db
        .select({ membership: businessMemberships, company: businessCompanies })
        .from(businessMemberships)
        .innerJoin(businessCompanies, eq(businessCompanies.id, businessMemberships.companyId))
        .where(eq(businessMemberships.userId, row.id));
      const applications = await db
        .select()
        .from(businessCompanies)
        .where(eq(businessCompanies.appliedBy, row.id))
        .orderBy(asc(businessCompanies.createdAt));
      const invitations = await db
        .select({ invitation: businessInvitations, company: businessCompanies })
        .from(businessInvitations)
        .innerJoin(businessCompanies, eq(businessCompanies.id, businessInvitations.companyId))
        .where(
          or(
            eq(businessInvitations.email, row.email),
            eq(businessInvitations.invitedBy, row.id),
            eq(businessInvitations.acceptedBy, row.id),
          ),
        );
      const cards = await db
        .select()
        .from(storedPaymentMethods)
        .where(eq(storedPaymentMethods.userId, row.id));
      const ownPayments = await db
        .select()
        .from(payments)
        .where(eq(payments.userId, row.id))
        .orderBy(asc(payments.createdAt));
      const renewals = await db.select().from(paymentRenewals).where(eq(paymentRenewals.userId, row.id));
      const contracts = await db
        .select()
        .from(plusContracts)
        .where(eq(plusContracts.userId, row.id))
        .orderBy(asc(plusContracts.createdAt));
      const longTermRentals = await Promise.all(
        contracts.map(async (c) => ({
          number: c.number,
          model: c.model,
          months: c.months,
          monthlyMileage: c.monthlyMileage,
          mileageUnit: c.mileageUnit,
          startDate: c.startDate,
          endDate: c.endDate,
          status: c.status,
          handoverOdometer: c.handoverOdometer,
          readings: (
            await db
              .select()
              .from(plusReadings)
              .where(eq(plusReadings.contractId, c.id))
              .orderBy(asc(plusReadings.readAt))
          ).map((r) => ({
            odometer: r.odometer,
            photoUploadId: r.photoUploadId,
            jumpConfirmed: r.jumpConfirmed,
            readAt: r.readAt.toISOString(),
          })),
          acceptances: (
            await db.select().from(plusAcceptances).where(eq(plusAcceptances.contractId, c.id))
          ).map((a) => ({
            document: a.document,
            version: a.version,
            typedName: a.typedName,
            acceptedAt: a.acceptedAt.toISOString(),
          })),
          createdAt: c.createdAt.toISOString(),
        })),
      );
      const fleet = await fleetExportOf(db, row.id);
      reply.header('content-disposition', 'attachment; filename="my-data.json"');
      return {
        exportedAt: deps.now().toISOString(),
        profile: await profileOf(row, session),
        privateProfile: (row.privateProfile as PrivateProfile | null) ?? EMPTY_PRIVATE,
        consents: [
          {
            type: 'marketing' as const,
            given: row.marketingConsent,
            at: row.marketingConsentAt?.toISOString() ?? null,
          },
        ],
        bookings,
        socialSignIns: identities.map((i) => ({
          provider: i.provider,
          email: i.email,
          linkedAt: i.createdAt.toISOString(),
        })),
        uploads: ownUploads.map((u) => ({
          id: u.id,
          contentType: u.contentType,
          sizeBytes: u.sizeBytes,
          sha256: u.sha256,
          fileName: u.fileName,
          createdAt: u.createdAt.toISOString(),
        })),
        invoiceCorrections: corrections.map((c) => ({
          id: c.id,
          reason: c.reason,
          message: c.message,
          uploadIds: c.uploadIds,
          status: c.status,
          createdAt: c.createdAt.toISOString(),
        })),
        lostItemReports: reports.map((r) => ({
          reference: r.reference,
          category: r.category,
          location: r.location,
          description: r.description,
          contact: r.contact,
          status: r.status,
          createdAt: r.createdAt.toISOString(),
        })),
        business: {
          memberships: memberships.map((m) => ({
            companyId: m.company.id,
            companyName: m.company.name,
            kind: m.company.kind,
            role: m.membership.role,
            since: m.membership.createdAt.toISOString(),
          })),
          applications: applications.map((c) => ({
            companyId: c.id,
            kind: c.kind,
            name: c.name,
            legalForm: c.legalForm,
            country: c.country,
            registration: c.registration,
            agencyCode: c.agencyCode,
            commissionAccount: c.commissionAccount,
            billingAddress: c.billingAddress,
            contact: c.contact,
            rentalsPerYear: c.rentalsPerYear,
            status: c.status,
            decisionReason: c.decisionReason,
            createdAt: c.createdAt.toISOString(),
            decidedAt: c.decidedAt?.toISOString() ?? null,
          })),
          invitations: invitations.map(({ invitation: i, company }) => ({
            companyName: company.name,
            email: i.email,
            direction: i.invitedBy === row.id ? 'sent' : 'received',
            createdAt: i.createdAt.toISOString(),
            expiresAt: i.expiresAt.toISOString(),
            acceptedAt: i.acceptedAt?.toISOString() ?? null,
          })),
        },
        payments: {
          cards: cards.map((c) => ({
            brand: c.brand,
            last4: c.last4,
            expMonth: c.expMonth,
            expYear: c.expYear,
            storedAt: c.createdAt.toISOString(),
            removedAt: c.removedAt?.toISOString() ?? null,
          })),
          payments: ownPayments.map((p) => ({
            id: p.id,
            purpose: p.purpose,
            amountMinor: p.amountMinor,
            currency: p.currency,
            status: p.status,
            refusalReason: p.refusalReason,
            capturedMinor: p.capturedMinor,
            refundedMinor: p.refundedMinor,
            card: p.cardLast4 ? { brand: p.cardBrand, last4: p.cardLast4 } : null,
            createdAt: p.createdAt.toISOString(),
          })),
          renewals: renewals.map((r) => ({
            description: r.description,
            amountMinor: r.amountMinor,
            currency: r.currency,
            status: r.status,
            attempts: r.attempts,
            lastRefusalReason: r.lastRefusalReason,
            createdAt: r.createdAt.toISOString(),
            paidAt: r.paidAt?.toISOString() ?? null,
          })),
        },
        longTermRentals,
        damages: fleet.damages,
        vehicleReturns: fleet.vehicleReturns,
        checkIns: await checkInsExport(db, row.id),
      };
    },
  );

  app.delete(
    '/v2/users/me',
    {
      config: { throttle: 'password', personal: true },
      schema: {
        tags: ['account'],
        summary:
          'Delete my account (password required): every session ends; bookings are kept anonymised, uploads deleted, business memberships ended',
        description:
          'An account without a password (made by social sign-in) needs a sign-in with its provider in the last 10 minutes instead (403 `reauthentication_required` otherwise).',
        security: [{ session: [] }],
        body: z.object({
          /** The current password (not asked of an account without one). */
          password: passwordField,
        }),
        response: { 204: z.null(), 401: errorResponses[400], ...crossOriginResponse, ...errorResponses },
      },
    },
    async (req, reply) => {
      const account = await signedInAccount(req);
      const { row } = account;
      await checkIdentity(account, req.body.password);
      // Issue 22: damage cases and the car's photos stay with the fleet, without the person.
      await keepFleetRecords(db, row.id);
      const now = deps.now();
      const files = await db
        .select({ storageKey: uploads.storageKey })
        .from(uploads)
        .where(eq(uploads.userId, row.id));
      await db.transaction(async (tx) => {
        await tx.delete(uploads).where(eq(uploads.userId, row.id));
        // The provider's tokens of the customer's cards go with the account (issue 21): nothing can be
        // charged to them any more. Payments keep only the brand and last four digits for the accounts.
        await tx.delete(storedPaymentMethods).where(eq(storedPaymentMethods.userId, row.id));
        // Issue 22: the check-ins (licence and identity documents) go; before the bookings lose their owner.
        await deleteCheckIns(tx as unknown as Db, row.id);
        // Bookings stay for the accounts the law requires, without the person (issue 14).
        await tx
          .update(reservations)
          .set({
            userId: null,
            anonymisedAt: now,
            driver: { firstName: '', lastName: '', email: '', phone: '', birthDate: '' },
          })
          .where(eq(reservations.userId, row.id));
        // Issue 20: uploaded files go; correction requests (kept with the invoices) lose them and
        // their text; lost-item reports keep the item but not how to reach the person.
        await tx
          .update(invoiceCorrections)
          .set({ userId: '', message: '', uploadIds: [] })
          .where(eq(invoiceCorrections.userId, row.id));
        await tx
          .update(lostItemReports)
          .set({ userId: null, contact: { preference: 'email', email: null, phone: null } })
          .where(eq(lostItemReports.userId, row.id));
        // Issue 20: the account leaves its companies; invitations to its address go; the companies it
        // applied for (and their bookings and invoices) stay, without it as applicant or inviter.
        await tx.delete(businessMemberships).where(eq(businessMemberships.userId, row.id));
        await tx
          .delete(businessInvitations)
          .where(or(eq(businessInvitations.email, row.email), eq(businessInvitations.acceptedBy, row.id)));
        await tx
          .update(businessInvitations)
          .set({ invitedBy: null })
          .where(eq(businessInvitations.invitedBy, row.id));
        await tx
          .update(businessCompanies)
          .set({ appliedBy: null })
          .where(eq(businessCompanies.appliedBy, row.id));
        await tx.delete(emailChanges).where(eq(emailChanges.userId, row.id));
        await tx.delete(passwordResets).where(eq(passwordResets.userId, row.id));
        await tx.delete(userIdentities).where(eq(userIdentities.userId, row.id));
        await tx.delete(socialLinkRequests).where(eq(socialLinkRequests.userId, row.id));
        await endAllSessions(tx as unknown as typeof db, row.id);
        await tx.delete(users).where(eq(users.id, row.id));
      });
      // The files themselves once their rows are gone (a file left by a failed delete is unreachable).
      for (const file of files)
        await deps.uploads.delete(file.storageKey).catch((err: unknown) => {
          req.log.warn({ err }, 'deleting an uploaded file failed');
        });
      await endSession(deps, req, reply);
      reply.code(204);
      return null;
    },
  );
}
