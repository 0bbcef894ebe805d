// The return address after signing in: followed only on this site (issue 17; no open redirect).
import { describe, expect, it } from 'vitest';
import { accountHref, safeReturnAddress } from './account-links.ts';

describe('safeReturnAddress', () => {
  it.each([
    '/subscription',
    '/subscription#/offer/7/order/details',
    '/fr-be/subscription/#/campaign/spring-2026',
    '/ride?from=airport#/book',
  ])('keeps the site address %s', (address) => {
    expect(safeReturnAddress(address)).toBe(address);
  });

  it.each([
    ['another host', '//evil.example/x'],
    ['a backslash host', '/\\evil.example'],
    ['a scheme', 'javascript:alert(1)'],
    ['an absolute URL', 'https://evil.example/'],
    ['a relative path', 'subscription'],
    ['whitespace', '/sub scription'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a quote', '/x"onmouseover=1'],
    ['an empty address', ''],
    ['no string', 42],
    ['a very long address', `/${'a'.repeat(400)}`],
  ])('refuses %s', (_what, address) => {
    expect(safeReturnAddress(address)).toBeNull();
  });
});

describe('accountHref', () => {
  it('links the section with the return address, encoded in the hash', () => {
    const href = accountHref('/account#/account', 'login', '/subscription#/offer/7/order/details');
    expect(href).toBe('/account#/login?return=%2Fsubscription%23%2Foffer%2F7%2Forder%2Fdetails');
    const query = href.slice(href.indexOf('?') + 1);
    expect(new URLSearchParams(query).get('return')).toBe('/subscription#/offer/7/order/details');
  });

  it('keeps the locale prefix of the market account link', () => {
    expect(accountHref('/fr-be/account#/account', 'sign-up')).toBe('/fr-be/account#/sign-up');
  });

  it('leaves out an address that is not on this site', () => {
    expect(accountHref('/account#/account', 'login', '//evil.example')).toBe('/account#/login');
    expect(accountHref(undefined, 'login')).toBe('/account#/login');
  });
});
