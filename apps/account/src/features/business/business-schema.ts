// The corporate and travel-agency sign-up forms (issue 20 items 1 and 4) as typed values, their rules and
// the API's bodies (POST /v1/business/companies, /v1/business/agencies). The identifiers are checked by
// the rules the API enforces (`@rental/markets/business`: VAT numbers by jsvat, business numbers, IATA/TIDS
// codes, IBANs), the billing address by its country's template, so a customer sees each problem as they
// leave the field, in their language. The API has the last word.
import { checkAccount, checkAgencyCode, checkRegistration, type RentalBand } from '@rental/markets/business';
import * as z from 'zod/mini';
import { type AddressField, type AddressRules, addressOf, checkAddress } from '../../shared/address-rules.ts';
import { emailRule, nameRule, phonePattern, type RuleMessages } from '../../shared/rules.ts';

/** The messages of the rules, in the page's language. */
export interface BusinessMessages extends RuleMessages {
  tooLong: (max: number) => string;
  postcodeInvalid: (example: string | null) => string;
  phoneInvalid: string;
  /** The registration number's format or check digit is wrong. */
  registration: (reason: 'format' | 'check-digit') => string;
  agencyCode: (reason: 'format' | 'check-digit') => string;
  account: (reason: 'format' | 'check-digit') => string;
}

const NAME_MAX = 100;

function text(m: BusinessMessages, max: number) {
  return z.string().check(
    z.refine((v) => v.trim() !== '', { error: m.required, abort: true }),
    z.refine((v) => v.trim().length <= max, { error: m.tooLong(max) }),
  );
}

const chosen = (m: BusinessMessages) => z.string().check(z.refine((v) => v !== '', { error: m.required }));

function contactShape(m: BusinessMessages) {
  return {
    /** Contact person's first name. */
    firstName: nameRule(m.required, m.firstNameMax),
    /** Contact person's last name. */
    lastName: nameRule(m.required, m.lastNameMax),
    /** Contact person's e-mail address. */
    email: emailRule(m),
    /** Contact person's phone, with the country code. */
    phone: z.string().check(
      z.refine((v) => v.trim() !== '', { error: m.required, abort: true }),
      z.refine((v) => phonePattern.test(v.trim()), { error: m.phoneInvalid }),
    ),
  };
}

/**
 * A billing address field checked by the template of the chosen country (read at each check): each field
 * on its own, so a first submit names every missing field at once.
 */
function billingField(field: AddressField, m: BusinessMessages, rulesOf: () => AddressRules) {
  return z.string().check(
    z.superRefine((value, ctx) => {
      const values = { country: '', street: '', postcode: '', city: '', region: '', [field]: value };
      const rules = rulesOf();
      checkAddress(
        values,
        { ...rules, fields: rules.fields.filter((f) => f.name === field) },
        m,
        (_, message) => ctx.addIssue({ code: 'custom', message }),
      );
    }),
  );
}

function addressShape(m: BusinessMessages, rulesOf: () => AddressRules) {
  return {
    /** Billing address's country, ISO alpha-2: chooses the template. */
    country: z.string(),
    street: billingField('street', m, rulesOf),
    postcode: billingField('postcode', m, rulesOf),
    city: billingField('city', m, rulesOf),
    region: billingField('region', m, rulesOf),
  };
}

/** The corporate sign-up form of a company of `country` (the market's). */
export function companySchema(country: string, m: BusinessMessages, rulesOf: () => AddressRules) {
  return z.object({
    /** Company name as registered. */
    name: text(m, NAME_MAX),
    /** Legal form (the country's own name, or a generic code). */
    legalForm: chosen(m),
    /** VAT or company registration number, checked by the country's rules. */
    registrationNumber: z.string().check(
      z.refine((v) => v.trim() !== '', { error: m.required, abort: true }),
      z.superRefine((v, ctx) => {
        const result = checkRegistration(country, v);
        if (!result.valid) ctx.addIssue({ code: 'custom', message: m.registration(result.reason) });
      }),
    ),
    ...addressShape(m, rulesOf),
    ...contactShape(m),
    /** Expected rentals per year, one of the bands ('' until chosen). */
    rentalsPerYear: chosen(m),
  });
}

export type CompanyValues = z.infer<ReturnType<typeof companySchema>>;

/** The travel-agency sign-up form of an agency of `country` (the market's). */
export function agencySchema(country: string, m: BusinessMessages, rulesOf: () => AddressRules) {
  return z.object({
    /** Agency name as registered. */
    name: text(m, NAME_MAX),
    /** IATA or TIDS code: eight digits with a check digit. */
    agencyCode: z.string().check(
      z.refine((v) => v.trim() !== '', { error: m.required, abort: true }),
      z.superRefine((v, ctx) => {
        const result = checkAgencyCode(v);
        if (!result.valid) ctx.addIssue({ code: 'custom', message: m.agencyCode(result.reason) });
      }),
    ),
    ...addressShape(m, rulesOf),
    ...contactShape(m),
    /** Holder of the commission account. */
    accountHolder: text(m, NAME_MAX),
    /** The commission account: an IBAN where the country uses them, else the account number. */
    accountNumber: z.string().check(
      z.refine((v) => v.trim() !== '', { error: m.required, abort: true }),
      z.superRefine((v, ctx) => {
        const result = checkAccount(country, v);
        if (!result.valid) ctx.addIssue({ code: 'custom', message: m.account(result.reason) });
      }),
    ),
  });
}

export type AgencyValues = z.infer<ReturnType<typeof agencySchema>>;

/** The signed-in customer, the contact person by default. */
type Person = { firstName: string; lastName: string; email: string; phone?: string | null };

const emptyContact = (contact?: Person) => ({
  firstName: contact?.firstName ?? '',
  lastName: contact?.lastName ?? '',
  email: contact?.email ?? '',
  phone: contact?.phone ?? '',
});

/** An empty company form of `country`, the contact person filled with the signed-in customer. */
export function emptyCompany(country: string, person?: Person): CompanyValues {
  return {
    name: '',
    legalForm: '',
    registrationNumber: '',
    country,
    street: '',
    postcode: '',
    city: '',
    region: '',
    ...emptyContact(person),
    rentalsPerYear: '',
  };
}

/** An empty agency form of `country`, the contact person filled with the signed-in customer. */
export function emptyAgency(country: string, person?: Person): AgencyValues {
  return {
    name: '',
    agencyCode: '',
    country,
    street: '',
    postcode: '',
    city: '',
    region: '',
    ...emptyContact(person),
    accountHolder: '',
    accountNumber: '',
  };
}

function contactOf(v: CompanyValues | AgencyValues) {
  return {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    email: v.email.trim(),
    phone: v.phone.trim(),
  };
}

/** The API's application of valid company values. */
export function companyBody(country: string, v: CompanyValues, rules: AddressRules) {
  return {
    country,
    name: v.name.trim(),
    legalForm: v.legalForm,
    registrationNumber: v.registrationNumber.trim(),
    billingAddress: addressOf(v, rules),
    contact: contactOf(v),
    rentalsPerYear: v.rentalsPerYear as RentalBand,
  };
}

/** The API's application of valid agency values. */
export function agencyBody(country: string, v: AgencyValues, rules: AddressRules) {
  return {
    country,
    name: v.name.trim(),
    agencyCode: v.agencyCode.trim(),
    billingAddress: addressOf(v, rules),
    contact: contactOf(v),
    commissionAccount: { holder: v.accountHolder.trim(), number: v.accountNumber.trim() },
  };
}
