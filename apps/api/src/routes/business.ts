// Business customers (issue 20, items 1–4): a signed-in customer applies for a company account (VAT or
// business number checked for the market's country) or registers a travel agency (IATA/TIDS code and
// commission account checked), and becomes its first admin; the back office approves or rejects the
// application with the service token, and both steps are mailed to the applicant. The rules of the
// identifiers are shared with the account app (@rental/markets/business).
import { randomUUID } from 'node:crypto';
import {
  checkAccount,
  checkAgencyCode,
  checkRegistration,
  legalFormsOf,
  registrationOf,
  rentalBands,
  usesIban,
} from '@rental/markets/business';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  type CompanyRow,
  companyDetail,
  companyDetailSchema,
  companySummary,
  companySummarySchema,
  costCentresOf,
  DEFAULT_COMMISSION_PERCENT,
  DEFAULT_DISCOUNT_PERCENT,
  MEMBERSHIP_ROLES,
  membershipOf,
} from '../business/companies.ts';
import type { Db } from '../db/client.ts';
import { businessCompanies, businessMemberships, users } from '../db/schema.ts';
import type { App, Deps } from '../deps.ts';
import { ApiError, crossOriginResponse, errorResponses, notSignedIn } from '../errors.ts';
import { english, type MessageText, msg } from '../i18n/translate.ts';
import { isUniqueViolation } from '../invoices/issue.ts';
import { mailLinkOrigin, mailLocale, queueMail } from '../mail/queue.ts';
import { getMarket } from '../markets.ts';
import { requireServiceToken } from '../service-auth.ts';
import { currentUser } from '../session.ts';
import { REQUIRED_MESSAGE, requiredText } from '../validation.ts';
import { addressSchema, checkAddress, phoneSchema } from './account.ts';
import { emailSchema, nameSchema, SIGNUP_MESSAGES } from './users.ts';

type SessionUser = NonNullable<Awaited<ReturnType<typeof currentUser>>>;

/** The company's page in the account app, where the applicant follows the application. */
export const BUSINESS_ACCOUNT_PATH = '/account/#/business';

/** A one-line text a person typed (a name, a legal form): trimmed, required, no control characters. */
export const lineOfText = (max: number) =>
  requiredText(max).regex(/^[^\p{Cc}]*$/u, { error: english('invalidFormat', {}) });

/** A company id in a path: a UUID. */
export const companyParams = z.object({
  /** The company's id (UUID). */
  id: z.uuid({ error: english('invalidFormat', {}) }),
});

const countrySchema = z.string({ error: 'Choose a country.' }).regex(/^[A-Z]{2}$/, {
  error: 'Choose a country.',
});

const contactSchema = z.object({
  /** First name of the contact person. */
  firstName: nameSchema(SIGNUP_MESSAGES.firstNameMax),
  /** Last name of the contact person. */
  lastName: nameSchema(SIGNUP_MESSAGES.lastNameMax),
  /** The contact's e-mail address (stored lower-cased). */
  email: emailSchema,
  /** The contact's phone with its country prefix, e.g. '+49 30 1234567'. */
  phone: phoneSchema,
});

const registrationInput = z
  .string({ error: REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: REQUIRED_MESSAGE })
  .max(40, { error: english('maxLength', { max: 40 }) });

const companyBody = z.object({
  /** The market's country, ISO alpha-2, e.g. 'DE': decides which number, legal forms and address apply. */
  country: countrySchema,
  /** The company's registered name. */
  name: lineOfText(120),
  /** One of legalFormsOf(country).forms, e.g. 'GmbH' (or a generic code such as 'limited'). */
  legalForm: lineOfText(80),
  /** VAT number (EU, GB, CH, NO, BR) or the country's business number, with or without separators. */
  registrationNumber: registrationInput,
  /** Billing address, checked against its country's template (GET /v1/config/addresstemplates). */
  billingAddress: addressSchema,
  /** Who we talk to at the company. */
  contact: contactSchema,
  /** Expected rentals per year: one of '1-10', '11-50', '51-200', '201-1000', '1000+'. */
  rentalsPerYear: z.enum(rentalBands),
});

const agencyBody = z.object({
  /** The market's country, ISO alpha-2. */
  country: countrySchema,
  /** The agency's name. */
  name: lineOfText(120),
  /** IATA or TIDS code: eight digits, the last a check digit (spaces and dashes allowed). */
  agencyCode: z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: REQUIRED_MESSAGE })
    .max(20, { error: 'An IATA or TIDS code has eight digits.' }),
  /** The agency's VAT or business number, optional. */
  registrationNumber: registrationInput.optional(),
  /** Billing address, checked against its country's template. */
  billingAddress: addressSchema,
  /** Who we talk to at the agency. */
  contact: contactSchema,
  /** Where the commission is paid: an IBAN where the country uses IBANs, else the national account number. */
  commissionAccount: z.object({
    /** Account holder. */
    holder: lineOfText(100),
    /** IBAN or account number (spaces allowed). */
    number: z
      .string({ error: REQUIRED_MESSAGE })
      .trim()
      .min(1, { error: REQUIRED_MESSAGE })
      .max(50, { error: english('maxLength', { max: 50 }) }),
  }),
});

const decisionBody = z.object({
  /** approved or rejected. */
  decision: z.enum(['approved', 'rejected']),
  /** Why (shown to the applicant), up to 500 characters. */
  reason: z
    .string()
    .trim()
    .max(500, { error: english('maxLength', { max: 500 }) })
    .regex(/^(?:[^\p{Cc}]|\n)*$/u, { error: english('invalidFormat', {}) })
    .optional(),
  /** The company rate in percent off the list price (companies, 0–50; default 10). */
  discountPercent: z.number().int().min(0).max(50).optional(),
  /** The agency's commission in percent (agencies, 0–50; default 8). */
  commissionPercent: z.number().int().min(0).max(50).optional(),
});

const membershipSchema = z
  .object({
    /** admin (the applicant), traveller (an invited employee) or agent (travel agency staff). */
    role: z.enum(MEMBERSHIP_ROLES),
    /** The company. */
    company: companySummarySchema,
  })
  .meta({ id: 'BusinessMembership' });

/** The specific message of a registration number that failed its check. */
function registrationMessage(country: string, reason: 'format' | 'check-digit'): MessageText {
  const { kind, example } = registrationOf(country);
  if (kind === 'vat')
    return reason === 'format'
      ? msg('businessVatFormat', { country: { region: country }, example })
      : msg('businessVatCheckDigit');
  if (reason === 'check-digit') return msg('businessNumberCheckDigit');
  return example
    ? msg('businessNumberFormat', { country: { region: country }, example })
    : msg('businessNumberAny');
}

/** Throws 422 `business_invalid` with the field messages, if any. */
function refuseIfAny(fields: Record<string, MessageText>): void {
  if (Object.keys(fields).length > 0)
    throw new ApiError(422, 'business_invalid', Object.values(fields)[0]!, { fields });
}

/** The market, the billing address and the registration number (when given) of an application. */
function checkCommon(
  body: { country: string; billingAddress: z.infer<typeof addressSchema> },
  registrationNumber: string | undefined,
  fields: Record<string, MessageText>,
) {
  if (!getMarket(body.country)) fields.country = msg('unknownCountry', { countryCode: body.country });
  Object.assign(fields, checkAddress(body.billingAddress, 'billingAddress'));
  if (registrationNumber === undefined) return null;
  const checked = checkRegistration(body.country, registrationNumber);
  if (!checked.valid) {
    fields.registrationNumber = registrationMessage(body.country, checked.reason);
    return null;
  }
  return { kind: checked.kind, number: checked.value };
}

/** Registers the business sign-up, membership and decision endpoints. */
export function registerBusinessRoutes(app: App, deps: Deps): void {
  const { db } = deps;

  async function signedIn(req: FastifyRequest): Promise<SessionUser> {
    const user = await currentUser(deps, req);
    if (!user) throw notSignedIn();
    return user;
  }

  /**
   * Stores an application with its applicant as admin and mails the applicant; 409 `conflict` when the
   * same identifier has a received or approved application (also when two requests race).
   */
  async function apply(
    req: FastifyRequest,
    user: SessionUser,
    values: Omit<
      typeof businessCompanies.$inferInsert,
      'id' | 'status' | 'createdAt' | 'appliedBy' | 'locale'
    >,
    conflict: () => ApiError,
  ): Promise<CompanyRow> {
    const [open] = await db
      .select({ id: businessCompanies.id })
      .from(businessCompanies)
      .where(
        and(
          eq(businessCompanies.identifier, values.identifier),
          inArray(businessCompanies.status, ['received', 'approved']),
        ),
      );
    if (open) throw conflict();
    const locale = mailLocale(req);
    const [account] = await db.select().from(users).where(eq(users.id, user.id));
    try {
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(businessCompanies)
          .values({
            ...values,
            id: randomUUID(),
            status: 'received',
            appliedBy: user.id,
            locale,
            createdAt: deps.now(),
          })
          .returning();
        await tx
          .insert(businessMemberships)
          .values({ companyId: inserted!.id, userId: user.id, role: 'admin', createdAt: deps.now() });
        if (account)
          await queueMail(tx as unknown as Db, {
            recipient: account.email,
            kind: 'business-application',
            locale,
            data: {
              firstName: account.firstName,
              company: inserted!.name,
              kind: inserted!.kind as 'company' | 'agency',
              link: `${mailLinkOrigin(req, deps)}${BUSINESS_ACCOUNT_PATH}`,
            },
          });
        return inserted!;
      });
      deps.mail.kick();
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict();
      throw error;
    }
  }

  const applicationResponses = {
    201: z.object({ company: companyDetailSchema }),
    401: errorResponses[400],
    409: errorResponses[400],
    422: errorResponses[400],
    ...crossOriginResponse,
    ...errorResponses,
  };

  app.post(
    '/v1/business/companies',
    {
      config: { throttle: 'businessApplication', personal: true },
      schema: {
        tags: ['business'],
        summary: 'Apply for a company account; the signed-in customer becomes its admin',
        description:
          "Malformed fields answer 400 `validation_failed`; the country's rules (market, legal form, VAT or business number with its check digit, the billing address's template) 422 `business_invalid` with `fields` keyed by path ('registrationNumber', 'billingAddress.postcode'). 409 `company_exists` while the same number has a received or approved application. Mails the applicant (`business-application`).",
        security: [{ session: [] }],
        body: companyBody,
        response: applicationResponses,
      },
    },
    async (req, reply) => {
      const user = await signedIn(req);
      await deps.throttle.hit(
        `businessApplication:${user.id}`,
        deps.throttleRules.businessApplication.subject,
      );
      const b = req.body;
      const fields: Record<string, MessageText> = {};
      const registration = checkCommon(b, b.registrationNumber, fields);
      if (!legalFormsOf(b.country).forms.includes(b.legalForm)) fields.legalForm = msg('businessLegalForm');
      refuseIfAny(fields);
      const reg = registration!;
      const row = await apply(
        req,
        user,
        {
          kind: 'company',
          name: b.name,
          legalForm: b.legalForm,
          country: b.country,
          registration: reg,
          agencyCode: null,
          commissionAccount: null,
          billingAddress: b.billingAddress,
          contact: b.contact,
          rentalsPerYear: b.rentalsPerYear,
          identifier: reg.kind === 'vat' ? `company:vat:${reg.number}` : `company:${b.country}:${reg.number}`,
        },
        () => new ApiError(409, 'company_exists', msg('companyExists')),
      );
      return reply.code(201).send({ company: await companyDetail(db, row) });
    },
  );

  app.post(
    '/v1/business/agencies',
    {
      config: { throttle: 'businessApplication', personal: true },
      schema: {
        tags: ['business'],
        summary: 'Register a travel agency; the signed-in customer becomes its admin',
        description:
          "422 `business_invalid` with `fields` for 'agencyCode' (eight digits, check digit), 'commissionAccount.number' (IBAN, or the national account number where the country uses none), the billing address and an optional registration number. 409 `agency_exists` while the same code has a received or approved registration. Mails the applicant (`business-application`).",
        security: [{ session: [] }],
        body: agencyBody,
        response: applicationResponses,
      },
    },
    async (req, reply) => {
      const user = await signedIn(req);
      await deps.throttle.hit(
        `businessApplication:${user.id}`,
        deps.throttleRules.businessApplication.subject,
      );
      const b = req.body;
      const fields: Record<string, MessageText> = {};
      const registration = checkCommon(b, b.registrationNumber, fields);
      const code = checkAgencyCode(b.agencyCode);
      if (!code.valid)
        fields.agencyCode = code.reason === 'format' ? msg('agencyCodeFormat') : msg('agencyCodeCheckDigit');
      const account = checkAccount(b.country, b.commissionAccount.number);
      if (!account.valid)
        fields['commissionAccount.number'] = !usesIban(b.country)
          ? msg('accountFormat')
          : account.reason === 'format'
            ? msg('ibanFormat')
            : msg('ibanCheckDigit');
      refuseIfAny(fields);
      if (!code.valid || !account.valid) throw new Error('unreachable');
      const row = await apply(
        req,
        user,
        {
          kind: 'agency',
          name: b.name,
          legalForm: null,
          country: b.country,
          registration,
          agencyCode: code.value,
          commissionAccount: { holder: b.commissionAccount.holder, number: account.value },
          billingAddress: b.billingAddress,
          contact: b.contact,
          rentalsPerYear: null,
          identifier: `agency:${code.value}`,
        },
        () => new ApiError(409, 'agency_exists', msg('agencyExists')),
      );
      return reply.code(201).send({ company: await companyDetail(db, row) });
    },
  );

  app.get(
    '/v1/business/memberships',
    {
      config: { personal: true },
      schema: {
        tags: ['business'],
        summary: "The signed-in customer's companies and agencies, in any state, with their role",
        security: [{ session: [] }],
        response: {
          200: z.object({ memberships: z.array(membershipSchema) }),
          401: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const user = await signedIn(req);
      const rows = await db
        .select({ company: businessCompanies, role: businessMemberships.role })
        .from(businessMemberships)
        .innerJoin(businessCompanies, eq(businessCompanies.id, businessMemberships.companyId))
        .where(eq(businessMemberships.userId, user.id))
        .orderBy(asc(businessCompanies.createdAt));
      const centres = await costCentresOf(
        db,
        rows.map((r) => r.company.id),
      );
      return {
        memberships: rows.map((r) => ({
          role: r.role as (typeof MEMBERSHIP_ROLES)[number],
          company: companySummary(r.company, centres.get(r.company.id) ?? []),
        })),
      };
    },
  );

  app.get(
    '/v1/business/companies/:id',
    {
      config: { personal: true },
      schema: {
        tags: ['business'],
        summary: 'A company or agency the signed-in customer belongs to, and their role in it',
        description:
          "Anyone who is not a member gets the same 404 `company_not_found` as for an unknown id. The commission account is the administrators' to see: for a traveller or agent it is null.",
        security: [{ session: [] }],
        params: companyParams,
        response: {
          200: z.object({ company: companyDetailSchema, role: z.enum(MEMBERSHIP_ROLES) }),
          401: errorResponses[400],
          404: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const user = await signedIn(req);
      const { company, role } = await membershipOf(db, req.params.id, user.id);
      const detail = await companyDetail(db, company);
      // Bank details stay with those who manage the company (issue 20: no personal data beyond need).
      return { company: role === 'admin' ? detail : { ...detail, commissionAccount: null }, role };
    },
  );

  app.post(
    '/v1/service/business/companies/:id/decision',
    {
      schema: {
        tags: ['service'],
        summary: 'Back office: approve or reject a business application (mails the applicant)',
        description:
          'Needs `Authorization: Bearer {API_SERVICE_TOKEN}`. An approved company gets `discountPercent` (default 10), an approved agency `commissionPercent` (default 8). 409 `company_decided` when it was already decided.',
        security: [{ service: [] }],
        params: companyParams,
        body: decisionBody,
        response: {
          200: z.object({ company: companyDetailSchema }),
          401: errorResponses[400],
          404: errorResponses[400],
          409: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req) => {
      requireServiceToken(deps, req);
      const [row] = await db.select().from(businessCompanies).where(eq(businessCompanies.id, req.params.id));
      if (!row) throw new ApiError(404, 'company_not_found', msg('companyNotFound'));
      const b = req.body;
      const approved = b.decision === 'approved';
      const updated = await db.transaction(async (tx) => {
        const [changed] = await tx
          .update(businessCompanies)
          .set({
            status: b.decision,
            decisionReason: b.reason ? b.reason : null,
            discountPercent:
              approved && row.kind === 'company' ? (b.discountPercent ?? DEFAULT_DISCOUNT_PERCENT) : null,
            commissionPercent:
              approved && row.kind === 'agency' ? (b.commissionPercent ?? DEFAULT_COMMISSION_PERCENT) : null,
            decidedAt: deps.now(),
          })
          .where(and(eq(businessCompanies.id, row.id), eq(businessCompanies.status, 'received')))
          .returning();
        if (!changed) return undefined;
        const [applicant] = changed.appliedBy
          ? await tx.select().from(users).where(eq(users.id, changed.appliedBy))
          : [];
        if (applicant)
          await queueMail(tx as unknown as Db, {
            recipient: applicant.email,
            kind: 'business-decision',
            locale: changed.locale,
            data: {
              firstName: applicant.firstName,
              company: changed.name,
              kind: changed.kind as 'company' | 'agency',
              decision: b.decision,
              reason: changed.decisionReason,
              percent: changed.kind === 'agency' ? changed.commissionPercent : changed.discountPercent,
              // A back-office call comes from no site of ours: the configured origin of mail links.
              link: `${deps.config.mail.linkOrigin}${BUSINESS_ACCOUNT_PATH}`,
            },
          });
        return changed;
      });
      if (!updated) throw new ApiError(409, 'company_decided', msg('companyDecided'));
      deps.mail.kick();
      return { company: await companyDetail(db, updated) };
    },
  );
}
