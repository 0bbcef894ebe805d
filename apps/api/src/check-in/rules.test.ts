// The check-in's document rules, case by case (table-driven): each refusal's code, field path and message.
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate.ts';
import { isIsoCountry } from './countries.ts';
import { addYears, ageOn, type DetailsDates, detailsFailures, type RentalDates } from './rules.ts';

const rental: RentalDates = { today: '2026-11-29', pickupDate: '2026-12-20', returnDate: '2026-12-23' };

const valid: DetailsDates = {
  dateOfBirth: '1985-04-02',
  licence: { country: 'DE', issuedOn: '2010-05-01', expiresOn: '2033-05-01' },
  identity: { country: 'DE', expiresOn: '2030-01-31' },
  additionalDrivers: [],
};

const driver = {
  dateOfBirth: '1990-06-15',
  licenceCountry: 'FR',
  licenceIssuedOn: '2012-01-10',
  licenceExpiresOn: '2035-01-10',
};

type Case = [name: string, change: (d: DetailsDates) => DetailsDates, expected: [string, string][]];

const cases: Case[] = [
  ['valid details', (d) => d, []],
  [
    'a licence expiring before the return day',
    (d) => ({ ...d, licence: { ...d.licence, expiresOn: '2026-12-22' } }),
    [['licence.expiresOn', 'licence_expired']],
  ],
  [
    'a licence expiring on the return day is valid',
    (d) => ({ ...d, licence: { ...d.licence, expiresOn: '2026-12-23' } }),
    [],
  ],
  [
    'a licence issued after today',
    (d) => ({ ...d, licence: { ...d.licence, issuedOn: '2026-11-30' } }),
    [['licence.issuedOn', 'licence_not_yet_valid']],
  ],
  [
    'a licence held less than a year at pickup',
    (d) => ({ ...d, licence: { ...d.licence, issuedOn: '2025-12-21' } }),
    [['licence.issuedOn', 'licence_too_recent']],
  ],
  [
    'a licence held exactly a year at pickup',
    (d) => ({ ...d, licence: { ...d.licence, issuedOn: '2025-12-20' } }),
    [],
  ],
  [
    'expiry before issue (the other date rules are skipped)',
    (d) => ({ ...d, licence: { ...d.licence, issuedOn: '2026-11-30', expiresOn: '2020-01-01' } }),
    [['licence.expiresOn', 'licence_dates_order']],
  ],
  [
    'an unknown licence country',
    (d) => ({ ...d, licence: { ...d.licence, country: 'XX' } }),
    [['licence.country', 'invalid_country']],
  ],
  [
    'an identity document expiring before the return day',
    (d) => ({ ...d, identity: { ...d.identity, expiresOn: '2026-12-01' } }),
    [['identity.expiresOn', 'identity_expired']],
  ],
  [
    'an identity country that is no country',
    (d) => ({ ...d, identity: { ...d.identity, country: 'EU' } }),
    [['identity.country', 'invalid_country']],
  ],
  [
    'a main driver turning 18 the day after pickup',
    (d) => ({ ...d, dateOfBirth: '2008-12-21' }),
    [['dateOfBirth', 'driver_too_young']],
  ],
  ['a main driver turning 18 on the pickup day', (d) => ({ ...d, dateOfBirth: '2008-12-20' }), []],
  [
    'additional drivers: each one judged, paths with the index',
    (d) => ({
      ...d,
      additionalDrivers: [driver, { ...driver, dateOfBirth: '2010-01-01', licenceExpiresOn: '2026-12-01' }],
    }),
    [
      ['additionalDrivers.1.dateOfBirth', 'driver_too_young'],
      ['additionalDrivers.1.licenceExpiresOn', 'licence_expired'],
    ],
  ],
  [
    "an additional driver's too recent licence",
    (d) => ({ ...d, additionalDrivers: [{ ...driver, licenceIssuedOn: '2026-06-01' }] }),
    [['additionalDrivers.0.licenceIssuedOn', 'licence_too_recent']],
  ],
];

describe('check-in rules', () => {
  it.each(cases)('%s', (_name, change, expected) => {
    const failures = detailsFailures(change(valid), rental);
    expect(failures.map((f) => [f.field, f.code])).toEqual(expected);
  });

  it('says the expired licence with both dates, in English and German', () => {
    const [failure] = detailsFailures(
      { ...valid, licence: { ...valid.licence, expiresOn: '2026-12-22' } },
      rental,
    );
    expect(translate(failure!.message, 'en')).toBe(
      'Your driving licence expires on 2026-12-22, before the end of your rental on 2026-12-23. Please use a licence that is valid until then.',
    );
    expect(translate(failure!.message, 'de')).toContain('2026-12-22');
    expect(translate(failure!.message, 'de')).toContain('Führerschein');
  });

  it('counts ages and years on the calendar', () => {
    expect(ageOn('2000-02-29', '2018-02-28')).toBe(17);
    expect(ageOn('2000-02-29', '2018-03-01')).toBe(18);
    expect(addYears('2024-02-29', 1)).toBe('2025-03-01');
    expect(addYears('2025-12-20', 1)).toBe('2026-12-20');
  });

  it('knows the assigned country codes only', () => {
    for (const code of ['DE', 'GB', 'US', 'AX', 'SS']) expect(isIsoCountry(code)).toBe(true);
    for (const code of ['XX', 'EU', 'UK', 'de', 'D', 'ZZ']) expect(isIsoCountry(code)).toBe(false);
  });
});
