// The sign-up forms' rules (issue 20 items 1 and 4): the registration number by the market country's
// rules (a German VAT number's format and check digit told apart), the billing address by its template,
// the contact person, the agency code's check digit and the commission IBAN; and the API's bodies.
import { describe, expect, it } from 'vitest';
import type { AddressRules } from '../../shared/address-rules.ts';
import {
  agencyBody,
  agencySchema,
  type BusinessMessages,
  companyBody,
  companySchema,
  emptyAgency,
  emptyCompany,
} from './business-schema.ts';

const m: BusinessMessages = {
  required: 'required',
  email: 'email',
  firstNameMax: 'first max',
  lastNameMax: 'last max',
  passwordRequired: '',
  passwordMin: '',
  passwordMax: '',
  passwordWhitespace: '',
  tooLong: (n) => `max ${n}`,
  postcodeInvalid: (example) => `postcode like ${example}`,
  phoneInvalid: 'phone',
  registration: (reason) => `registration ${reason}`,
  agencyCode: (reason) => `agency ${reason}`,
  account: (reason) => `account ${reason}`,
};

const DE: AddressRules = {
  lines: [['street'], ['postcode', 'city'], ['country']],
  fields: [
    { name: 'street', required: true, maxLength: 100, pattern: null },
    { name: 'postcode', required: true, maxLength: 5, pattern: '^\\d{5}$' },
    { name: 'city', required: true, maxLength: 50, pattern: null },
  ],
  postcodeExample: '10115',
};

const person = { firstName: 'Jana', lastName: 'Schulz', email: 'jana@example.de', phone: '+49 30 1234567' };

const company = {
  ...emptyCompany('DE', person),
  name: ' Beispiel Logistik GmbH ',
  legalForm: 'GmbH',
  registrationNumber: 'de 136 695 976',
  street: 'Friedrichstraße 1',
  postcode: '10117',
  city: 'Berlin',
  rentalsPerYear: '11-50',
};

function problems(result: {
  success: boolean;
  error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('companySchema', () => {
  const schema = companySchema('DE', m, () => DE);

  it('takes a complete German company and sends the VAT number with its prefix', () => {
    const parsed = schema.safeParse(company);
    expect(problems(parsed)).toEqual({});
    expect(companyBody('DE', parsed.data!, DE)).toEqual({
      country: 'DE',
      name: 'Beispiel Logistik GmbH',
      legalForm: 'GmbH',
      registrationNumber: 'de 136 695 976',
      billingAddress: {
        country: 'DE',
        street: 'Friedrichstraße 1',
        postcode: '10117',
        city: 'Berlin',
        region: '',
      },
      contact: person,
      rentalsPerYear: '11-50',
    });
  });

  it('tells a VAT number of the wrong shape from one with a wrong check digit', () => {
    expect(problems(schema.safeParse({ ...company, registrationNumber: 'DE1366' }))).toEqual({
      registrationNumber: 'registration format',
    });
    expect(problems(schema.safeParse({ ...company, registrationNumber: 'DE136695977' }))).toEqual({
      registrationNumber: 'registration check-digit',
    });
  });

  it('names every missing field, the billing address by its template', () => {
    expect(problems(schema.safeParse(emptyCompany('DE')))).toEqual({
      name: 'required',
      legalForm: 'required',
      registrationNumber: 'required',
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      phone: 'required',
      rentalsPerYear: 'required',
      street: 'required',
      postcode: 'required',
      city: 'required',
    });
    expect(problems(schema.safeParse({ ...company, postcode: '1011', phone: '030 1234567' }))).toEqual({
      postcode: 'postcode like 10115',
      phone: 'phone',
    });
  });

  it('checks a British company by the British rules', () => {
    const uk = companySchema('GB', m, () => ({ ...DE, fields: [], lines: [['country']] }));
    expect(
      problems(uk.safeParse({ ...company, country: 'GB', registrationNumber: 'GB 980 7806 84' })),
    ).toEqual({});
    expect(problems(uk.safeParse({ ...company, country: 'GB', registrationNumber: 'GB980780685' }))).toEqual({
      registrationNumber: 'registration check-digit',
    });
  });
});

describe('agencySchema', () => {
  const schema = agencySchema('DE', m, () => DE);
  const agency = {
    ...emptyAgency('DE', person),
    name: 'Reisebüro Sonne',
    agencyCode: '12-345 675',
    street: 'Hauptstraße 5',
    postcode: '80331',
    city: 'München',
    accountHolder: 'Reisebüro Sonne GmbH',
    accountNumber: 'DE89 3704 0044 0532 0130 00',
  };

  it('takes an agency with a valid IATA code and IBAN', () => {
    const parsed = schema.safeParse(agency);
    expect(problems(parsed)).toEqual({});
    expect(agencyBody('DE', parsed.data!, DE)).toMatchObject({
      agencyCode: '12-345 675',
      commissionAccount: { holder: 'Reisebüro Sonne GmbH', number: 'DE89 3704 0044 0532 0130 00' },
    });
  });

  it('refuses a wrong check digit of the agency code and of the IBAN', () => {
    expect(
      problems(
        schema.safeParse({ ...agency, agencyCode: '12345671', accountNumber: 'DE88 3704 0044 0532 0130 00' }),
      ),
    ).toEqual({ agencyCode: 'agency check-digit', accountNumber: 'account check-digit' });
    expect(problems(schema.safeParse({ ...agency, agencyCode: '1234' }))).toEqual({
      agencyCode: 'agency format',
    });
  });
});
