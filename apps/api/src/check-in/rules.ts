// The check-in's rules for the driver's documents (issue 22), pure and table-tested (rules.test.ts): a
// licence valid for the whole rental, held for a year at pickup, issued in the past with its dates in
// order; an identity document valid until the return; every driver 18 or older at pickup; countries
// as ISO 3166-1 alpha-2. Each failure names its field path and carries the customer's message.
import { type Message, msg } from '../i18n/translate.ts';
import { isIsoCountry } from './countries.ts';

/** The minimum age of every driver at pickup, in years. */
export const MIN_DRIVER_AGE = 18;
/** How long a licence must have been held at pickup, in years. */
export const MIN_LICENCE_YEARS = 1;

/** The dates a check-in is judged against, each YYYY-MM-DD (branch-local). */
export type RentalDates = {
  /** Today at the pickup branch. */
  today: string;
  /** The pickup day. */
  pickupDate: string;
  /** The return day. */
  returnDate: string;
};

/** The codes of the refusals, as the API answers them. */
export type RuleCode =
  | 'licence_expired'
  | 'licence_not_yet_valid'
  | 'licence_too_recent'
  | 'licence_dates_order'
  | 'identity_expired'
  | 'driver_too_young'
  | 'invalid_country';

/** One refused field: its dotted path in the request body, the code and the message. */
export type RuleFailure = { field: string; code: RuleCode; message: Message };

/** A licence as the rules see it. */
export type LicenceDates = { country: string; issuedOn: string; expiresOn: string };

/** The field names of a licence in its part of the body (the main driver's and an additional driver's differ). */
export type LicenceFields = { country: string; issuedOn: string; expiresOn: string };

/** A date `years` later (29 February → 1 March in a year without one). */
export function addYears(date: string, years: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
}

/** Full years between a birth date and a day. */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** A licence's refusals: country, then its dates (in order, not in the future, held a year, valid to the return). */
export function licenceFailures(
  licence: LicenceDates,
  rental: RentalDates,
  fields: LicenceFields,
): RuleFailure[] {
  const failures: RuleFailure[] = [];
  if (!isIsoCountry(licence.country))
    failures.push({ field: fields.country, code: 'invalid_country', message: msg('checkInCountry') });
  if (licence.expiresOn < licence.issuedOn) {
    // The other date rules mean nothing with the dates swapped.
    failures.push({
      field: fields.expiresOn,
      code: 'licence_dates_order',
      message: msg('licenceDatesOrder', { issued: licence.issuedOn }),
    });
    return failures;
  }
  if (licence.issuedOn > rental.today)
    failures.push({
      field: fields.issuedOn,
      code: 'licence_not_yet_valid',
      message: msg('licenceNotYetValid', { date: licence.issuedOn }),
    });
  else if (addYears(licence.issuedOn, MIN_LICENCE_YEARS) > rental.pickupDate)
    failures.push({
      field: fields.issuedOn,
      code: 'licence_too_recent',
      message: msg('licenceTooRecent', {
        date: licence.issuedOn,
        pickupDate: rental.pickupDate,
        since: addYears(licence.issuedOn, MIN_LICENCE_YEARS),
      }),
    });
  if (licence.expiresOn < rental.returnDate)
    failures.push({
      field: fields.expiresOn,
      code: 'licence_expired',
      message: msg('licenceExpired', { date: licence.expiresOn, returnDate: rental.returnDate }),
    });
  return failures;
}

/** An identity document's refusals: its country, and valid until the return day. */
export function identityFailures(
  identity: { country: string; expiresOn: string },
  rental: RentalDates,
  prefix = 'identity',
): RuleFailure[] {
  const failures: RuleFailure[] = [];
  if (!isIsoCountry(identity.country))
    failures.push({ field: `${prefix}.country`, code: 'invalid_country', message: msg('checkInCountry') });
  if (identity.expiresOn < rental.returnDate)
    failures.push({
      field: `${prefix}.expiresOn`,
      code: 'identity_expired',
      message: msg('identityExpired', { date: identity.expiresOn, returnDate: rental.returnDate }),
    });
  return failures;
}

/** A driver under 18 at pickup (a birth date after the pickup is "under age" too). */
export function ageFailures(dateOfBirth: string, rental: RentalDates, field: string): RuleFailure[] {
  if (ageOn(dateOfBirth, rental.pickupDate) >= MIN_DRIVER_AGE) return [];
  return [
    {
      field,
      code: 'driver_too_young',
      message: msg('driverTooYoung', { age: MIN_DRIVER_AGE, pickupDate: rental.pickupDate }),
    },
  ];
}

/** The details of a check-in as the rules need them (the request body without numbers and photos). */
export type DetailsDates = {
  dateOfBirth: string;
  licence: LicenceDates;
  identity: { country: string; expiresOn: string };
  additionalDrivers: readonly {
    dateOfBirth: string;
    licenceCountry: string;
    licenceIssuedOn: string;
    licenceExpiresOn: string;
  }[];
};

/** Every refusal of a check-in's details, in the order of the form (main driver, identity, additional drivers). */
export function detailsFailures(details: DetailsDates, rental: RentalDates): RuleFailure[] {
  return [
    ...ageFailures(details.dateOfBirth, rental, 'dateOfBirth'),
    ...licenceFailures(details.licence, rental, {
      country: 'licence.country',
      issuedOn: 'licence.issuedOn',
      expiresOn: 'licence.expiresOn',
    }),
    ...identityFailures(details.identity, rental),
    ...details.additionalDrivers.flatMap((driver, i) => [
      ...ageFailures(driver.dateOfBirth, rental, `additionalDrivers.${i}.dateOfBirth`),
      ...licenceFailures(
        {
          country: driver.licenceCountry,
          issuedOn: driver.licenceIssuedOn,
          expiresOn: driver.licenceExpiresOn,
        },
        rental,
        {
          country: `additionalDrivers.${i}.licenceCountry`,
          issuedOn: `additionalDrivers.${i}.licenceIssuedOn`,
          expiresOn: `additionalDrivers.${i}.licenceExpiresOn`,
        },
      ),
    ]),
  ];
}
