import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AddressTemplate } from '../../shared/api-types.ts';
import { type Draft, emptyDraft } from './checkout-draft.ts';
import { checkoutSchema, validateCheckout } from './validate.ts';

const template: AddressTemplate = {
  countryCode: 'US',
  countries: ['CA', 'US'],
  lines: [['street'], ['city', 'region', 'postcode'], ['country']],
  fields: [
    { name: 'street', required: true, maxLength: 100, pattern: null },
    { name: 'city', required: true, maxLength: 50, pattern: null },
    { name: 'region', required: true, maxLength: 50, pattern: null },
    { name: 'postcode', required: true, maxLength: 50, pattern: '^\\d{5}(-\\d{4})?$' },
    { name: 'country', required: true, maxLength: 2, pattern: '^[A-Z]{2}$' },
  ],
  postcodeExample: '10001',
  phonePrefix: '+1',
};

const valid: Draft = {
  ...emptyDraft(),
  firstName: 'Alex',
  lastName: 'Doe',
  email: 'alex@example.com',
  phone: '212 555 0100',
  birthDate: '07/14/1985',
  address: { street: '350 Fifth Avenue', city: 'New York', region: 'NY', postcode: '10118' },
  terms: true,
};
const options = {
  datePattern: 'MM/DD/YYYY',
  minDriverAge: 21,
  pickupDay: '2026-12-01',
  template,
};

describe('checkout validation', () => {
  it('accepts a complete driver, paying at pickup or now by card (the card is entered at the provider)', () => {
    expect(validateCheckout(valid, options)).toEqual({});
    expect(validateCheckout({ ...valid, payment: 'card' }, options)).toEqual({});
  });

  it('accepts what an Arabic keyboard types: Arabic-Indic digits (issue 23)', () => {
    const arabic = { ...valid, phone: '٢١٢ ٥٥٥ ٠١٠٠', birthDate: '٠٧/١٤/١٩٨٥' };
    expect(validateCheckout(arabic, options)).toEqual({});
  });

  it.each<[string, Partial<Draft>, string, string]>([
    ['empty first name', { firstName: ' ' }, 'firstName', 'checkout.errors.required'],
    ['51 characters', { lastName: 'x'.repeat(51) }, 'lastName', 'checkout.errors.tooLong'],
    ['bad e-mail', { email: 'alex@' }, 'email', 'checkout.errors.email'],
    ['short phone', { phone: '12' }, 'phone', 'checkout.errors.phone'],
    ['unreal birth date', { birthDate: '02/30/1990' }, 'birthDate', 'checkout.errors.date'],
    ['too young', { birthDate: '01/01/2010' }, 'birthDate', 'checkout.errors.tooYoung'],
    [
      'bad ZIP',
      { address: { ...valid.address, postcode: 'ABC' } },
      'address.postcode',
      'checkout.errors.postcode',
    ],
    ['no state', { address: { ...valid.address, region: '' } }, 'address.region', 'checkout.errors.required'],
    ['terms', { terms: false }, 'terms', 'checkout.errors.terms'],
  ])('%s', (_, patch, field, key) => {
    const errors = validateCheckout({ ...valid, ...patch }, options);
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]?.key).toBe(key);
  });

  it('never throws on any input (property)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.string(),
        fc.string(),
        (firstName, email, birthDate, postcode) => {
          const errors = validateCheckout(
            { ...valid, firstName, email, birthDate, address: { ...valid.address, postcode } },
            options,
          );
          for (const e of Object.values(errors)) expect(e.key).toMatch(/^checkout\.errors\./);
        },
      ),
    );
  });
});

describe('checkoutSchema (the form’s resolver)', () => {
  it('puts each problem at its field path with the translated message', () => {
    const schema = checkoutSchema(
      {
        datePattern: options.datePattern,
        minDriverAge: 21,
        pickupDay: '2026-12-01',
        template,
      },
      (e) => `t:${e.key}`,
    );
    const { idempotencyKey: _key, ...draft } = valid;
    const result = schema.safeParse({
      ...draft,
      address: { ...valid.address, postcode: 'ABC' },
      terms: false,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['address.postcode', 't:checkout.errors.postcode'],
      ['terms', 't:checkout.errors.terms'],
    ]);
    expect(schema.safeParse(draft).success).toBe(true);
  });
});
