// A business customer's people and cost centres (issue 20, business sign-up): its admins invite
// travellers (agencies: agents) by e-mail with a single-use link valid for 7 days (only the token's
// SHA-256 is stored), remove members and withdraw invitations, and keep the cost centres bookings are
// charged to. Members read the cost centres; everything else is for admins.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  adminOf,
  companySummary,
  companySummarySchema,
  costCentreSchema,
  costCentresOf,
  MEMBERSHIP_ROLES,
  type MembershipRole,
  membershipOf,
} from '../business/companies.ts';
import type { Db } from '../db/client.ts';
import {
  businessCompanies,
  businessCostCentres,
  businessInvitations,
  businessMemberships,
  users,
} from '../db/schema.ts';
import type { App, Deps } from '../deps.ts';
import { ApiError, crossOriginResponse, errorBodySchema, errorResponses, notSignedIn } from '../errors.ts';
import { english, msg } from '../i18n/translate.ts';
import { isUniqueViolation } from '../invoices/issue.ts';
import { mailLinkOrigin, mailLocale, queueMail } from '../mail/queue.ts';
import { currentUser, newToken, sha256 } from '../session.ts';
import { REQUIRED_MESSAGE } from '../validation.ts';
import { companyParams, lineOfText } from './business.ts';
import { emailSchema } from './users.ts';

type SessionUser = NonNullable<Awaited<ReturnType<typeof currentUser>>>;

/** 403 of an admin's state change: a member who is not an admin, or a request from another site. */
const adminForbidden = {
  403: errorBodySchema.describe(
    'A member who is not an admin of the company (`business_admin_only`), or a signed-in change sent from another site.',
  ),
} as const;

/** What a removal by an administrator answers: 204 without a body, or why not. */
const removalResponses = {
  204: z.null(),
  401: errorResponses[400],
  404: errorResponses[400],
  ...crossOriginResponse,
  ...adminForbidden,
  ...errorResponses,
};

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

const INVITATION_INVALID =
  "This invitation link is invalid or has expired. Ask your company's administrator for a new one.";
const invitationInvalid = () =>
  new ApiError(404, 'invitation_invalid', INVITATION_INVALID, { fields: { token: INVITATION_INVALID } });

const idSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, { error: english('invalidFormat', {}) });

const travellerParams = companyParams.extend({
  /** The member's user id. */
  userId: idSchema,
});
const invitationParams = companyParams.extend({
  /** The invitation's id. */
  invitationId: z.uuid({ error: english('invalidFormat', {}) }),
});
const costCentreParams = companyParams.extend({
  /** The cost centre's id. */
  costCentreId: z.uuid({ error: english('invalidFormat', {}) }),
});

const invitationSchema = z
  .object({
    /** The invitation's id (to withdraw it). */
    id: z.string(),
    /** The address invited. */
    email: z.string(),
    /** When the link stops working (ISO 8601). */
    expiresAt: z.string(),
  })
  .meta({ id: 'BusinessInvitation' });

const travellerSchema = z
  .object({
    /** The member's user id. */
    userId: z.string(),
    /** First name. */
    firstName: z.string(),
    /** Last name. */
    lastName: z.string(),
    /** E-mail address of the account. */
    email: z.string(),
    /** admin, traveller or agent. */
    role: z.enum(MEMBERSHIP_ROLES),
    /** Member since (ISO 8601). */
    since: z.string(),
  })
  .meta({ id: 'BusinessTraveller' });

const costCentreBody = z.object({
  /** 1–20 letters, digits or '-', unique in the company, e.g. 'SALES-DE'. */
  code: z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .regex(/^[A-Za-z0-9-]{1,20}$/, { error: 'A cost centre code has 1 to 20 letters, digits or dashes.' }),
  /** Name, 1–80 characters. */
  name: lineOfText(80),
});

/** Registers the travellers, invitations and cost-centre endpoints of business customers. */
export function registerBusinessMemberRoutes(app: App, deps: Deps): void {
  const { db } = deps;

  async function signedIn(req: FastifyRequest): Promise<SessionUser> {
    const user = await currentUser(deps, req);
    if (!user) throw notSignedIn();
    return user;
  }

  const invitationView = (i: typeof businessInvitations.$inferSelect) => ({
    id: i.id,
    email: i.email,
    expiresAt: i.expiresAt.toISOString(),
  });

  app.get(
    '/v1/business/companies/:id/travellers',
    {
      config: { personal: true },
      schema: {
        tags: ['business'],
        summary: "A company's members and its open invitations (admins)",
        description:
          'Non-members get the unknown-id 404 `company_not_found`; members who are not admins 403 `business_admin_only`.',
        security: [{ session: [] }],
        params: companyParams,
        response: {
          200: z.object({ travellers: z.array(travellerSchema), invitations: z.array(invitationSchema) }),
          401: errorResponses[400],
          403: errorResponses[400],
          404: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const user = await signedIn(req);
      const company = await adminOf(db, req.params.id, user.id);
      const members = await db
        .select({ membership: businessMemberships, user: users })
        .from(businessMemberships)
        .innerJoin(users, eq(users.id, businessMemberships.userId))
        .where(eq(businessMemberships.companyId, company.id))
        .orderBy(asc(businessMemberships.createdAt));
      const open = await db
        .select()
        .from(businessInvitations)
        .where(
          and(
            eq(businessInvitations.companyId, company.id),
            isNull(businessInvitations.acceptedAt),
            gt(businessInvitations.expiresAt, deps.now()),
          ),
        )
        .orderBy(asc(businessInvitations.createdAt));
      return {
        travellers: members.map((m) => ({
          userId: m.user.id,
          firstName: m.user.firstName,
          lastName: m.user.lastName,
          email: m.user.email,
          role: m.membership.role as MembershipRole,
          since: m.membership.createdAt.toISOString(),
        })),
        invitations: open.map(invitationView),
      };
    },
  );

  app.post(
    '/v1/business/companies/:id/travellers',
    {
      config: { throttle: 'businessInvitation', personal: true },
      schema: {
        tags: ['business'],
        summary: 'Invite someone by e-mail to book for an approved company (admins)',
        description: `Mails a single-use link, valid ${INVITATION_DAYS} days, to the account page \`/account/#/business-invitation?token=…\`, in \`locale\` or the request's language. 409 \`company_not_approved\`, \`already_member\` or \`already_invited\` (an open invitation to the same address).`,
        security: [{ session: [] }],
        params: companyParams,
        body: z.object({
          /** The invitee's e-mail address. */
          email: emailSchema,
          /** The language of the invitation mail, e.g. 'de-DE' (default: the request's). */
          locale: z
            .string()
            .regex(/^[a-zA-Z]{2,3}(-[A-Za-z0-9]{2,8})*$/, {
              error: 'locale must be a locale code such as de-DE',
            })
            .max(35)
            .optional(),
        }),
        response: {
          201: z.object({ invitation: invitationSchema }),
          401: errorResponses[400],
          404: errorResponses[400],
          409: errorResponses[400],
          ...crossOriginResponse,
          ...adminForbidden,
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const user = await signedIn(req);
      const company = await adminOf(db, req.params.id, user.id);
      await deps.throttle.hit(
        `businessInvitation:${company.id}`,
        deps.throttleRules.businessInvitation.subject,
      );
      if (company.status !== 'approved')
        throw new ApiError(409, 'company_not_approved', msg('companyNotApproved'));
      const email = req.body.email;
      const [member] = await db
        .select({ userId: businessMemberships.userId })
        .from(businessMemberships)
        .innerJoin(users, eq(users.id, businessMemberships.userId))
        .where(and(eq(businessMemberships.companyId, company.id), eq(users.email, email)));
      if (member) throw new ApiError(409, 'already_member', msg('alreadyMember'));
      const now = deps.now();
      const [pending] = await db
        .select({ id: businessInvitations.id })
        .from(businessInvitations)
        .where(
          and(
            eq(businessInvitations.companyId, company.id),
            eq(businessInvitations.email, email),
            isNull(businessInvitations.acceptedAt),
            gt(businessInvitations.expiresAt, now),
          ),
        );
      if (pending) throw new ApiError(409, 'already_invited', msg('alreadyInvited'));
      const [inviter] = await db.select().from(users).where(eq(users.id, user.id));
      const token = newToken();
      const invitation = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(businessInvitations)
          .values({
            id: randomUUID(),
            companyId: company.id,
            email,
            tokenHash: sha256(token),
            invitedBy: user.id,
            expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
            acceptedAt: null,
            acceptedBy: null,
            createdAt: now,
          })
          .returning();
        await queueMail(tx as unknown as Db, {
          recipient: email,
          kind: 'business-invitation',
          locale: req.body.locale ?? mailLocale(req),
          data: {
            firstName: inviter?.firstName ?? '',
            company: company.name,
            link: `${mailLinkOrigin(req, deps)}/account/#/business-invitation?token=${token}`,
            days: INVITATION_DAYS,
          },
        });
        return row!;
      });
      deps.mail.kick();
      return reply.code(201).send({ invitation: invitationView(invitation) });
    },
  );

  app.delete(
    '/v1/business/companies/:id/travellers/:userId',
    {
      config: { personal: true },
      schema: {
        tags: ['business'],
        summary:
          'Remove a member from a company (admins); the last admin cannot be removed (409 `last_admin`)',
        security: [{ session: [] }],
        params: travellerParams,
        response: { ...removalResponses, 409: errorResponses[400] },
      },
    },
    async (req, reply) => {
      const user = await signedIn(req);
      const company = await adminOf(db, req.params.id, user.id);
      const members = await db
        .select()
        .from(businessMemberships)
        .where(eq(businessMemberships.companyId, company.id));
      const target = members.find((m) => m.userId === req.params.userId);
      if (!target) throw new ApiError(404, 'member_not_found', msg('memberNotFound'));
      if (target.role === 'admin' && members.filter((m) => m.role === 'admin').length <= 1)
        throw new ApiError(409, 'last_admin', msg('lastAdmin'));
      await db
        .delete(businessMemberships)
        .where(
          and(eq(businessMemberships.companyId, company.id), eq(businessMemberships.userId, target.userId)),
        );
      reply.code(204);
      return null;
    },
  );

  app.delete(
    '/v1/business/companies/:id/invitations/:invitationId',
    {
      config: { personal: true },
      schema: {
        tags: ['business'],
        summary: 'Withdraw an invitation that has not been accepted (admins)',
        security: [{ session: [] }],
        params: invitationParams,
        response: removalResponses,
      },
    },
    async (req, reply) => {
      const user = await signedIn(req);
      const company = await adminOf(db, req.params.id, user.id);
      const removed = await db
        .delete(businessInvitations)
        .where(
          and(
            eq(businessInvitations.id, req.params.invitationId),
            eq(businessInvitations.companyId, company.id),
            isNull(businessInvitations.acceptedAt),
          ),
        )
        .returning({ id: businessInvitations.id });
      if (removed.length === 0) throw new ApiError(404, 'invitation_not_found', msg('invitationNotFound'));
      reply.code(204);
      return null;
    },
  );

  app.post(
    '/v1/business/invitations/accept',
    {
      config: { throttle: 'businessInvitation', personal: true },
      schema: {
        tags: ['business'],
        summary: 'Accept an invitation with the token of its link: the signed-in customer joins the company',
        description:
          'Joins as traveller (a company) or agent (an agency). Unknown, used and expired tokens all answer 404 `invitation_invalid`.',
        security: [{ session: [] }],
        body: z.object({
          /** The token from the invitation link. */
          token: z
            .string({ error: INVITATION_INVALID })
            .min(10, { error: INVITATION_INVALID })
            .max(200, { error: INVITATION_INVALID }),
        }),
        response: {
          200: z.object({
            membership: z.object({
              /** The role in the company. */
              role: z.enum(MEMBERSHIP_ROLES),
              /** The company. */
              company: companySummarySchema,
            }),
          }),
          401: errorResponses[400],
          404: errorResponses[400],
          ...crossOriginResponse,
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const user = await signedIn(req);
      await deps.throttle.hit(
        `businessInvitation:accept:${user.id}`,
        deps.throttleRules.businessInvitation.subject,
      );
      const now = deps.now();
      const joined = await db.transaction(async (tx) => {
        const [invitation] = await tx
          .update(businessInvitations)
          .set({ acceptedAt: now, acceptedBy: user.id })
          .where(
            and(
              eq(businessInvitations.tokenHash, sha256(req.body.token)),
              isNull(businessInvitations.acceptedAt),
              gt(businessInvitations.expiresAt, now),
            ),
          )
          .returning();
        if (!invitation) return undefined;
        const [company] = await tx
          .select()
          .from(businessCompanies)
          .where(eq(businessCompanies.id, invitation.companyId));
        if (company?.status !== 'approved') return undefined;
        await tx
          .insert(businessMemberships)
          .values({
            companyId: company.id,
            userId: user.id,
            role: company.kind === 'agency' ? 'agent' : 'traveller',
            createdAt: now,
          })
          .onConflictDoNothing();
        return company;
      });
      if (!joined) throw invitationInvalid();
      const { role } = await membershipOf(db, joined.id, user.id);
      const centres = (await costCentresOf(db, [joined.id])).get(joined.id) ?? [];
      return { membership: { role, company: companySummary(joined, centres) } };
    },
  );

  app.get(
    '/v1/business/companies/:id/cost-centres',
    {
      config: { personal: true },
      schema: {
        tags: ['business'],
        summary: "A company's cost centres (members)",
        security: [{ session: [] }],
        params: companyParams,
        response: {
          200: z.object({ costCentres: z.array(costCentreSchema) }),
          401: errorResponses[400],
          404: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const user = await signedIn(req);
      const { company } = await membershipOf(db, req.params.id, user.id);
      return { costCentres: (await costCentresOf(db, [company.id])).get(company.id) ?? [] };
    },
  );

  app.post(
    '/v1/business/companies/:id/cost-centres',
    {
      config: { personal: true },
      schema: {
        tags: ['business'],
        summary: 'Add a cost centre (admins); 409 `cost_centre_exists` for a code already in use',
        security: [{ session: [] }],
        params: companyParams,
        body: costCentreBody,
        response: {
          201: z.object({ costCentre: costCentreSchema }),
          401: errorResponses[400],
          404: errorResponses[400],
          409: errorResponses[400],
          ...crossOriginResponse,
          ...adminForbidden,
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const user = await signedIn(req);
      const company = await adminOf(db, req.params.id, user.id);
      const exists = () =>
        new ApiError(409, 'cost_centre_exists', msg('costCentreExists'), {
          fields: { code: msg('costCentreExists') },
        });
      const [same] = await db
        .select({ id: businessCostCentres.id })
        .from(businessCostCentres)
        .where(
          and(
            eq(businessCostCentres.companyId, company.id),
            eq(businessCostCentres.code, req.body.code),
            isNull(businessCostCentres.deletedAt),
          ),
        );
      if (same) throw exists();
      try {
        const [row] = await db
          .insert(businessCostCentres)
          .values({
            id: randomUUID(),
            companyId: company.id,
            code: req.body.code,
            name: req.body.name,
            createdAt: deps.now(),
            deletedAt: null,
          })
          .returning();
        return reply.code(201).send({ costCentre: { id: row!.id, code: row!.code, name: row!.name } });
      } catch (error) {
        if (isUniqueViolation(error)) throw exists();
        throw error;
      }
    },
  );

  app.delete(
    '/v1/business/companies/:id/cost-centres/:costCentreId',
    {
      config: { personal: true },
      schema: {
        tags: ['business'],
        summary: 'Remove a cost centre (admins); bookings charged to it keep its code and name',
        security: [{ session: [] }],
        params: costCentreParams,
        response: removalResponses,
      },
    },
    async (req, reply) => {
      const user = await signedIn(req);
      const company = await adminOf(db, req.params.id, user.id);
      const removed = await db
        .update(businessCostCentres)
        .set({ deletedAt: deps.now() })
        .where(
          and(
            eq(businessCostCentres.id, req.params.costCentreId),
            eq(businessCostCentres.companyId, company.id),
            isNull(businessCostCentres.deletedAt),
          ),
        )
        .returning({ id: businessCostCentres.id });
      if (removed.length === 0) throw new ApiError(404, 'cost_centre_not_found', msg('costCentreNotFound'));
      reply.code(204);
      return null;
    },
  );
}
