import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AddressTemplate } from '../../shared/api-types.ts';
import { type Draft, emptyDraft } from './checkout-draft.ts';
import { checkoutSchema, luhn, validateCheckout } from './validate.ts';

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
  card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', holder: 'Alex Doe' },
  thisMonth: '2026-11',
};

describe('checkout validation', () => {
  it('accepts a complete driver', () => {
    expect(validateCheckout(valid, options)).toEqual({});
    expect(validateCheckout({ ...valid, payment: 'card' }, options)).toEqual({});
  });

  it('accepts what an Arabic keyboard types: Arabic-Indic digits (issue 23)', () => {
    const arabic = { ...valid, phone: '٢١٢ ٥٥٥ ٠١٠٠', birthDate: '٠٧/١٤/١٩٨٥', payment: 'card' as const };
    const card = { number: '٤٢٤٢ ٤٢٤٢ ٤٢٤٢ ٤٢٤٢', expiry: '١٢/٣٠', cvc: '١٢٣', holder: 'Alex Doe' };
    expect(validateCheckout(arabic, { ...options, card })).toEqual({});
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

  it.each([
    ['4242 4242 4242 4241', 'card.number'],
    ['', 'card.number'],
  ])('demo card number %j is refused', (number, field) => {
    const errors = validateCheckout(
      { ...valid, payment: 'card' },
      { ...options, card: { ...options.card, number } },
    );
    expect(Object.keys(errors)).toEqual([field]);
  });

  it('checks no card for a company booking, paid by invoice (issue 20), but still for a private one', () => {
    const empty = { number: '', expiry: '', cvc: '', holder: '' };
    const byInvoice = { ...options, card: empty, invoiceCompanyIds: ['c-acme'] };
    expect(validateCheckout({ ...valid, payment: 'card', profileId: 'c-acme' }, byInvoice)).toEqual({});
    expect(Object.keys(validateCheckout({ ...valid, payment: 'card', profileId: '' }, byInvoice))).toEqual([
      'card.number',
      'card.expiry',
      'card.cvc',
      'card.holder',
    ]);
  });

  it.each(['13/30', '10/26', '1230'])('expiry %j is refused', (expiry) => {
    const errors = validateCheckout(
      { ...valid, payment: 'card' },
      { ...options, card: { ...options.card, expiry } },
    );
    expect(errors['card.expiry']?.key).toBe('checkout.errors.cardExpiry');
  });

  it('Luhn accepts test cards and refuses a changed digit', () => {
    expect(luhn('4242424242424242')).toBe(true);
    expect(luhn('4242424242424243')).toBe(false);
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
        thisMonth: '2026-11',
      },
      (e) => `t:${e.key}`,
    );
    const { card, ...draft } = { ...valid, card: options.card };
    const result = schema.safeParse({
      ...draft,
      address: { ...valid.address, postcode: 'ABC' },
      terms: false,
      card,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['address.postcode', 't:checkout.errors.postcode'],
      ['terms', 't:checkout.errors.terms'],
    ]);
    expect(schema.safeParse({ ...draft, card }).success).toBe(true);
  });
});
