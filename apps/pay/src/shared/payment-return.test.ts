// The way to the provider and back (issue 21): the token from the hash and from storage, checked at the
// boundary; the return address without the token; the address cleaned once the result is known.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetToken,
  keepToken,
  keptToken,
  providerAddress,
  returnUrl,
  sessionFromSearch,
  settleReturnAddress,
  tokenFromHash,
} from './payment-return.ts';

const token = 'pl_7Hq2.1893456000.n4bVx0_Yq-8wQe2R5tY7uI9oP1aS3dF5gH7jK9lZ';

afterEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

describe('tokenFromHash', () => {
  it.each([
    [`#token=${token}`, token],
    [`token=${token}`, token],
    [`#token=${token}&utm=mail`, token],
    ['#token=', null],
    ['#/bookings', null],
    ['#token=not a token', null],
    ['#token=a.b.c', null],
    [`#token=${token}<script>`, null],
    [`#token=${'x'.repeat(101)}.1.${'y'.repeat(20)}`, null],
  ])('%s -> %s', (hash, expected) => {
    expect(tokenFromHash(hash)).toBe(expected);
  });

  it('never throws, whatever the hash', () => {
    fc.assert(
      fc.property(
        fc.string(),
        (hash) => tokenFromHash(hash) === null || typeof tokenFromHash(hash) === 'string',
      ),
    );
  });
});

describe('sessionFromSearch', () => {
  it.each([
    ['?payment_session=cs_123abc', 'cs_123abc'],
    ['?a=1&payment_session=cs_1', 'cs_1'],
    ['?payment_session=', null],
    ['?payment_session=../../v1/x', null],
    ['', null],
  ])('%s -> %s', (search, expected) => {
    expect(sessionFromSearch(search)).toBe(expected);
  });
});

describe('the kept token', () => {
  it('is read back when it has a token’s shape, and forgotten', () => {
    expect(keptToken()).toBeNull();
    keepToken(token);
    expect(keptToken()).toBe(token);
    forgetToken();
    expect(keptToken()).toBeNull();
  });

  it('is ignored when the stored value is not a token', () => {
    sessionStorage.setItem('rental.pay.link-token', 'javascript:alert(1)');
    expect(keptToken()).toBeNull();
  });
});

describe('the return address', () => {
  it('is the page without the hash, so the token never goes to the provider', () => {
    history.replaceState(null, '', `/fr-be/pay#token=${token}`);
    expect(returnUrl()).toBe(`${location.origin}/fr-be/pay`);
  });

  it('drops an earlier return’s payment_session and keeps other query parameters', () => {
    history.replaceState(null, '', '/pay?lang=x&payment_session=cs_old');
    expect(returnUrl()).toBe(`${location.origin}/pay?lang=x`);
  });

  it('settles: payment_session leaves the address, the token returns to the hash, history state kept', () => {
    history.replaceState({ router: 1 }, '', '/pay?payment_session=cs_1');
    settleReturnAddress(token);
    expect(`${location.pathname}${location.search}${location.hash}`).toBe(`/pay#token=${token}`);
    expect(history.state).toEqual({ router: 1 });
  });

  it('settles the renewal page without a token', () => {
    history.replaceState(null, '', '/pay/renewal?payment_session=cs_1');
    settleReturnAddress(null);
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/pay/renewal');
  });
});

describe('providerAddress', () => {
  it.each([
    ['https://pay.example/pay/cs_1', 'https://pay.example/pay/cs_1'],
    // jsdom serves this page over http, as the development sandbox does.
    ['http://127.0.0.1:4745/pay/cs_1', 'http://127.0.0.1:4745/pay/cs_1'],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['/relative', null],
  ])('%s -> %s', (raw, expected) => {
    expect(providerAddress(raw)).toBe(expected);
  });
});
