import { describe, expect, it } from 'vitest';
import type { AddressRules } from '../../shared/address-rules.ts';
import { type ProfileValues, privateProfileSchema, profileOf, valuesOf } from './private-profile-schema.ts';

const m = {
  required: 'required',
  tooLong: (n: number) => `max ${n}`,
  invalidDate: 'invalid date',
  issuedInFuture: 'future',
  expiryBeforeIssue: 'expiry before issue',
  postcodeInvalid: (example: string | null) => `postcode like ${example}`,
};

// The API's templates of Germany and the US (GET /v1/config/addresstemplates).
const DE: AddressRules = {
  lines: [['street'], ['postcode', 'city'], ['country']],
  fields: [
    { name: 'street', required: true, maxLength: 100, pattern: null },
    { name: 'postcode', required: true, maxLength: 50, pattern: '^\\d{5}$' },
    { name: 'city', required: true, maxLength: 50, pattern: null },
    { name: 'country', required: true, maxLength: 2, pattern: '^[A-Z]{2}$' },
  ],
  postcodeExample: '80335',
};
const US: AddressRules = {
  lines: [['street'], ['city', 'region', 'postcode'], ['country']],
  fields: [
    { name: 'street', required: true, maxLength: 100, pattern: null },
    { name: 'city', required: true, maxLength: 50, pattern: null },
    { name: 'region', required: true, maxLength: 50, pattern: null },
    { name: 'postcode', required: true, maxLength: 50, pattern: '^\\d{5}(-\\d{4})?$' },
    { name: 'country', required: true, maxLength: 2, pattern: '^[A-Z]{2}$' },
  ],
  postcodeExample: '10001',
};

const empty: ProfileValues = {
  licenceNumber: '',
  licenceCountry: 'DE',
  licenceIssuedOn: '',
  licenceExpiresOn: '',
  country: 'DE',
  street: '',
  postcode: '',
  city: '',
  region: '',
  paymentPreference: '',
};

function problems(pattern: string, rules: AddressRules, values: Partial<ProfileValues>) {
  const result = privateProfileSchema(pattern, m, () => rules, '2026-11-24').safeParse({
    ...empty,
    ...values,
  });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('privateProfileSchema', () => {
  it.each<{ name: string; pattern: string; rules: AddressRules; v: Partial<ProfileValues>; want: string[] }>([
    { name: 'nothing given', pattern: 'DD.MM.YYYY', rules: DE, v: {}, want: [] },
    {
      name: 'a complete German profile',
      pattern: 'DD.MM.YYYY',
      rules: DE,
      v: {
        licenceNumber: 'B072RRE2I55',
        licenceIssuedOn: '01.05.2010',
        licenceExpiresOn: '01.05.2033',
        street: 'Leopoldstraße 1',
        postcode: '80802',
        city: 'München',
        paymentPreference: 'card',
      },
      want: [],
    },
    {
      name: 'a licence begun: number and issue date required',
      pattern: 'DD.MM.YYYY',
      rules: DE,
      v: { licenceExpiresOn: '01.05.2033' },
      want: ['licenceNumber: required', 'licenceIssuedOn: required'],
    },
    {
      name: 'dates in the US pattern; a month 13 is no date',
      pattern: 'MM/DD/YYYY',
      rules: US,
      v: { licenceNumber: 'D123', licenceIssuedOn: '13/01/2010' },
      want: ['licenceIssuedOn: invalid date'],
    },
    {
      name: 'issued in the future, expiry before issue',
      pattern: 'DD/MM/YYYY',
      rules: DE,
      v: { licenceNumber: 'D123', licenceIssuedOn: '01/01/2027', licenceExpiresOn: '01/01/2026' },
      want: ['licenceIssuedOn: future', 'licenceExpiresOn: expiry before issue'],
    },
    {
      name: 'a licence number over 30 characters',
      pattern: 'DD.MM.YYYY',
      rules: DE,
      v: { licenceNumber: 'X'.repeat(31), licenceIssuedOn: '01.05.2010' },
      want: ['licenceNumber: max 30'],
    },
    {
      name: "an address begun follows Germany's template",
      pattern: 'DD.MM.YYYY',
      rules: DE,
      v: { street: 'Leopoldstraße 1', postcode: '8080' },
      want: ['postcode: postcode like 80335', 'city: required'],
    },
    {
      name: 'the US template asks for the state',
      pattern: 'MM/DD/YYYY',
      rules: US,
      v: { country: 'US', street: '350 5th Ave', city: 'New York', postcode: '10118' },
      want: ['region: required'],
    },
  ])('$name', ({ pattern, rules, v, want }) => {
    expect(problems(pattern, rules, v)).toEqual(want);
  });
});

describe('valuesOf and profileOf', () => {
  it('takes a postcode in small letters and saves it in capitals', () => {
    const GB: AddressRules = {
      lines: [['street'], ['city'], ['postcode'], ['country']],
      fields: [
        { name: 'street', required: true, maxLength: 100, pattern: null },
        { name: 'city', required: true, maxLength: 50, pattern: null },
        { name: 'postcode', required: true, maxLength: 50, pattern: '^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$' },
      ],
      postcodeExample: 'EC1A 1BB',
    };
    const v = {
      ...empty,
      country: 'GB',
      street: '12 St James’s Square',
      city: 'London',
      postcode: 'sw1y 4le',
    };
    expect(problems('DD/MM/YYYY', GB, v)).toEqual([]);
    expect(profileOf(v, 'DD/MM/YYYY', GB).address?.postcode).toBe('SW1Y 4LE');
  });

  it('round-trips a stored profile through the form in the market pattern', () => {
    const stored = {
      driverLicence: { number: 'D123', issuingCountry: 'US', issuedOn: '2010-05-01', expiresOn: null },
      address: { country: 'US', street: '350 5th Ave', postcode: '10118', city: 'New York', region: 'NY' },
      paymentPreference: 'paypal' as const,
    };
    const values = valuesOf(stored, 'MM/DD/YYYY', 'GB');
    expect(values.licenceIssuedOn).toBe('05/01/2010');
    expect(values.licenceExpiresOn).toBe('');
    expect(profileOf(values, 'MM/DD/YYYY', US)).toEqual(stored);
  });

  it('empty groups are not given; fields the template does not show are not sent', () => {
    const values = valuesOf(
      { driverLicence: null, address: null, paymentPreference: null },
      'DD.MM.YYYY',
      'DE',
    );
    expect(values.country).toBe('DE');
    expect(profileOf(values, 'DD.MM.YYYY', DE)).toEqual({
      driverLicence: null,
      address: null,
      paymentPreference: null,
    });
    const moved = { ...values, street: 'Leopoldstraße 1', postcode: '80802', city: 'München', region: 'NY' };
    expect(profileOf(moved, 'DD.MM.YYYY', DE).address).toEqual({
      country: 'DE',
      street: 'Leopoldstraße 1',
      postcode: '80802',
      city: 'München',
      region: '',
    });
  });
});
