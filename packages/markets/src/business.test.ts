import { describe, expect, it } from 'vitest';
import {
  checkAccount,
  checkAgencyCode,
  checkRegistration,
  companyRateMinor,
  legalFormsOf,
  registrationOf,
} from './business.ts';

describe('checkRegistration', () => {
  it.each([
    ['DE', 'DE136695976', 'DE136695976'],
    ['DE', '136 695 976', 'DE136695976'],
    ['GB', 'GB 980 7806 84', 'GB980780684'],
    ['FR', 'FR40303265045', 'FR40303265045'],
    ['GP', '40 303 265 045', 'FR40303265045'],
    ['AT', 'ATU13585627', 'ATU13585627'],
  ])('accepts the %s VAT number %s', (country, input, value) => {
    expect(checkRegistration(country, input)).toEqual({ valid: true, kind: 'vat', value });
  });

  it('tells a wrong check digit from a wrong format', () => {
    expect(checkRegistration('DE', 'DE136695977')).toEqual({
      valid: false,
      kind: 'vat',
      reason: 'check-digit',
    });
    expect(checkRegistration('DE', 'DE1366')).toEqual({ valid: false, kind: 'vat', reason: 'format' });
    expect(checkRegistration('GB', 'GB980780685')).toMatchObject({ valid: false, reason: 'check-digit' });
    // Another country's valid number is not this country's.
    expect(checkRegistration('DE', 'FR40303265045')).toMatchObject({ valid: false });
  });

  it.each([
    ['AU', '51 824 753 556'],
    ['NZ', '9429041535123'.slice(0, 12) + gs1('942904153512')],
    ['CL', '76.086.428-5'],
    ['AR', '30-50001091-2'],
    ['CA', '123456782'],
    ['US', '12-3456789'],
    ['IS', '550500-3530'],
  ])('accepts the business number of %s: %s', (country, input) => {
    expect(checkRegistration(country, input)).toMatchObject({ valid: true, kind: 'business-number' });
  });

  it.each([
    ['AU', '51 824 753 557', 'check-digit'],
    ['CL', '76.086.428-4', 'check-digit'],
    ['AR', '30-50001091-3', 'check-digit'],
    ['CA', '123456789', 'check-digit'],
    ['US', '12-345678', 'format'],
    ['AE', '200123456700003', 'format'],
  ])('refuses the business number of %s: %s (%s)', (country, input, reason) => {
    expect(checkRegistration(country, input)).toMatchObject({ valid: false, reason });
  });

  it('names the kind and an example per country', () => {
    expect(registrationOf('DE')).toEqual({ kind: 'vat', example: 'DE136695976' });
    expect(registrationOf('US')).toEqual({ kind: 'business-number', example: '12-3456789' });
  });
});

function gs1(body: string): string {
  const sum = [...body].reverse().reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return String((10 - (sum % 10)) % 10);
}

describe('checkAgencyCode', () => {
  it('accepts eight digits whose last is the first seven modulo 7', () => {
    // 1234567 % 7 = 5
    expect(checkAgencyCode('12-345 675')).toEqual({ valid: true, value: '12345675' });
    expect(checkAgencyCode('96000015')).toEqual({ valid: true, value: '96000015' }); // 9600001 % 7 = 5
  });
  it('refuses a wrong check digit and a wrong length', () => {
    expect(checkAgencyCode('12345671')).toEqual({ valid: false, reason: 'check-digit' });
    expect(checkAgencyCode('1234567')).toEqual({ valid: false, reason: 'format' });
    expect(checkAgencyCode('1234567A')).toEqual({ valid: false, reason: 'format' });
  });
});

describe('checkAccount', () => {
  it('checks an IBAN in an IBAN country', () => {
    expect(checkAccount('DE', 'DE89 3704 0044 0532 0130 00')).toEqual({
      valid: true,
      value: 'DE89370400440532013000',
    });
    expect(checkAccount('GB', 'GB29 NWBK 6016 1331 9268 19')).toMatchObject({ valid: true });
    expect(checkAccount('DE', 'DE88 3704 0044 0532 0130 00')).toEqual({
      valid: false,
      reason: 'check-digit',
    });
    expect(checkAccount('DE', 'DE89 3704')).toEqual({ valid: false, reason: 'format' });
  });
  it('takes a national account number elsewhere', () => {
    expect(checkAccount('US', '000123456789')).toEqual({ valid: true, value: '000123456789' });
    expect(checkAccount('US', '12')).toEqual({ valid: false, reason: 'format' });
  });
});

describe('legalFormsOf', () => {
  it('names a country’s own forms, else the generic codes', () => {
    expect(legalFormsOf('DE').forms).toContain('GmbH');
    expect(legalFormsOf('DE').generic).toBe(false);
    expect(legalFormsOf('SG')).toMatchObject({ generic: true });
  });
});

describe('companyRateMinor', () => {
  it('takes the discount off and rounds half up to the minor unit', () => {
    expect(companyRateMinor(10_000, 10)).toBe(9_000);
    expect(companyRateMinor(12_345, 15)).toBe(10_493); // 10 493.25
    expect(companyRateMinor(999, 50)).toBe(500); // 499.5
    expect(companyRateMinor(10_000, 0)).toBe(10_000);
  });
});
