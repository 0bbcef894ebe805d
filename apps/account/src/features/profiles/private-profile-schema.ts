// The private profile's form (issue 14 §9: driver licence, address laid out by the country's template,
// payment preference) as typed values, its rules, and the conversion to and from the API's
// PrivateProfile (PUT /v2/users/me/profiles/private). The API checks the same again and has the last
// word; here each problem shows as the customer leaves the field, in their language. Licence and address
// are each optional as a whole: an empty group is "not given", a group begun must be complete.
import { formatDay, isDay, parseDay } from '@rental/markets/formatters';
import * as z from 'zod/mini';
import { type AddressRules, addressFieldsOf, addressOf, checkAddress } from '../../shared/address-rules.ts';

/** The payment preferences the API's PrivateProfile knows. */
export const PAYMENT_PREFERENCES = ['card', 'paypal', 'invoice', 'pay_at_pickup'] as const;
export type PaymentPreference = (typeof PAYMENT_PREFERENCES)[number];

/** The profile as the API stores it. */
export interface PrivateProfile {
  driverLicence: {
    number: string;
    issuingCountry: string;
    issuedOn: string;
    expiresOn: string | null;
  } | null;
  address: { country: string; street: string; postcode: string; city: string; region: string } | null;
  paymentPreference: PaymentPreference | null;
}

/** The messages of the rules, in the page's language. */
export interface ProfileMessages {
  required: string;
  tooLong: (max: number) => string;
  invalidDate: string;
  issuedInFuture: string;
  expiryBeforeIssue: string;
  postcodeInvalid: (example: string | null) => string;
}

/** The licence number's longest length (the API's rule). */
export const LICENCE_NUMBER_MAX = 30;

const licenceKeys = ['licenceNumber', 'licenceIssuedOn', 'licenceExpiresOn'] as const;
/**
 * The form's schema. `pattern` is the market's numeric date pattern ('DD.MM.YYYY'); `rulesOf` gives the
 * address template of the country chosen now (read at each check, so changing the country needs no new
 * schema); `today` is 'YYYY-MM-DD'.
 */
export function privateProfileSchema(
  pattern: string,
  m: ProfileMessages,
  rulesOf: () => AddressRules,
  today: string,
) {
  const max = (n: number) => z.refine<string>((v) => v.trim().length <= n, { error: m.tooLong(n) });
  const day = z
    .string()
    .check(z.refine((v) => v.trim() === '' || parseDay(v, pattern) !== null, { error: m.invalidDate }));
  return z
    .object({
      /** Licence number as printed, at most 30 characters. */
      licenceNumber: z.string().check(max(LICENCE_NUMBER_MAX)),
      /** Issuing country of the licence, ISO alpha-2. */
      licenceCountry: z.string(),
      /** Date of issue as typed, in the market's date pattern. */
      licenceIssuedOn: day,
      /** Expiry date as typed (empty for a licence without one). */
      licenceExpiresOn: day,
      /** Country of the address, ISO alpha-2: chooses the template. */
      country: z.string(),
      /** Street and number, at most 100 characters. */
      street: z.string().check(max(100)),
      /** Postcode, checked against the country's pattern. */
      postcode: z.string().check(max(50)),
      /** City, at most 50 characters. */
      city: z.string().check(max(50)),
      /** Region or state where the template has one. */
      region: z.string().check(max(50)),
      /** Payment preference, '' for none. */
      paymentPreference: z.enum(['', ...PAYMENT_PREFERENCES]),
    })
    .check((ctx) => {
      const v = ctx.value;
      const issue = (path: string, message: string) =>
        ctx.issues.push({ code: 'custom', input: v, path: [path], message });
      // A licence begun must be complete: number and date of issue; the expiry after the issue.
      if (licenceKeys.some((k) => v[k].trim() !== '')) {
        if (v.licenceNumber.trim() === '') issue('licenceNumber', m.required);
        const issued = parseDay(v.licenceIssuedOn, pattern);
        const expires = parseDay(v.licenceExpiresOn, pattern);
        if (v.licenceIssuedOn.trim() === '') issue('licenceIssuedOn', m.required);
        else if (issued && issued > today) issue('licenceIssuedOn', m.issuedInFuture);
        if (issued && expires && expires <= issued) issue('licenceExpiresOn', m.expiryBeforeIssue);
      }
      // An address begun follows its country's template: its required fields and the postcode pattern.
      const rules = rulesOf();
      if (addressFieldsOf(rules).some((k) => v[k].trim() !== ''))
        checkAddress(v, rules, { required: m.required, postcodeInvalid: m.postcodeInvalid }, issue);
    });
}

export type ProfileValues = z.infer<ReturnType<typeof privateProfileSchema>>;

/** The form's values of a stored profile (dates in the market's pattern; the market's country by default). */
export function valuesOf(profile: PrivateProfile, pattern: string, country: string): ProfileValues {
  const l = profile.driverLicence;
  const a = profile.address;
  const asTyped = (d: string | null | undefined) => (d && isDay(d) ? formatDay(d, pattern) : '');
  return {
    licenceNumber: l?.number ?? '',
    licenceCountry: l?.issuingCountry ?? country,
    licenceIssuedOn: asTyped(l?.issuedOn),
    licenceExpiresOn: asTyped(l?.expiresOn),
    country: a?.country ?? country,
    street: a?.street ?? '',
    postcode: a?.postcode ?? '',
    city: a?.city ?? '',
    region: a?.region ?? '',
    paymentPreference: profile.paymentPreference ?? '',
  };
}

/** The API's profile of valid form values (only the address fields the template shows). */
export function profileOf(v: ProfileValues, pattern: string, rules: AddressRules): PrivateProfile {
  const shown = addressFieldsOf(rules);
  const hasLicence = licenceKeys.some((k) => v[k].trim() !== '');
  const hasAddress = shown.some((k) => v[k].trim() !== '');
  return {
    driverLicence: hasLicence
      ? {
          number: v.licenceNumber.trim(),
          issuingCountry: v.licenceCountry,
          issuedOn: parseDay(v.licenceIssuedOn, pattern) ?? '',
          expiresOn: parseDay(v.licenceExpiresOn, pattern),
        }
      : null,
    address: hasAddress ? addressOf(v, rules) : null,
    paymentPreference: v.paymentPreference === '' ? null : v.paymentPreference,
  };
}
