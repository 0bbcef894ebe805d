import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_PATH, safeReturnPath, withOutcome } from './return-path.ts';

describe('safeReturnPath: same-site account sections only (no open redirect)', () => {
  it.each([
    '/account#/bookings',
    '/account#/account',
    '/account/#/profiles',
    '/fr-be/account#/manage-my-booking-info',
    '/ar/account#/bookings/1234567890',
    '/account#/login?return=%2Fsubscription%23%2Foffer%2F7%2Forder%2Fdetails',
  ])('keeps %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it('adds the default section to the bare account page', () => {
    expect(safeReturnPath('/account')).toBe('/account#/account');
    expect(safeReturnPath('/de-ch/account/')).toBe('/de-ch/account#/account');
  });

  it.each([
    undefined,
    42,
    '',
    'https://evil.example/account#/bookings',
    '//evil.example/account',
    '/\\evil.example/account',
    '/account@evil.example',
    'javascript:alert(1)',
    '/account#/bookings?x=1',
    '/account#//evil.example',
    '/help-center',
    '/account%2F..%2Fevil',
    '/account\n#/bookings',
    `/account#/${'a'.repeat(300)}`,
    '/account#/login?return=/subscription#/offer',
    '/account#/login?return=%2F%22onclick%3D',
    '/account#/login?other=%2Fsubscription',
    `/account#/login?return=${'a'.repeat(600)}`,
  ])('replaces %j by the account page', (raw) => {
    expect(safeReturnPath(raw)).toBe(DEFAULT_RETURN_PATH);
  });

  it('puts the outcome in the hash query of the section', () => {
    expect(withOutcome('/account#/bookings', 'denied', 'google')).toBe(
      '/account#/bookings?social=denied&provider=google',
    );
    expect(withOutcome('//evil.example', 'expired')).toBe('/account#/account?social=expired');
  });

  it('keeps the address to go on to beside the outcome', () => {
    expect(withOutcome('/account#/login?return=%2Fsubscription', 'denied')).toBe(
      '/account#/login?return=%2Fsubscription&social=denied',
    );
  });
});
