import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './provider.ts';
import { signPayload, verifySignature } from './signature.ts';

const secret = 'whsec_test_0123456789abcdef0123456789abcdef';
const body = '{"id":"evt_1","type":"session.authorised"}';
const t = 1_800_000_000;
const at = (seconds: number) => new Date(seconds * 1000);

describe('payment notification signatures', () => {
  it('signs as t={seconds},v1={hex HMAC-SHA256 of "{t}.{body}"} and verifies its own signature', () => {
    const header = signPayload(secret, body, t);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(verifySignature(secret, body, header, at(t + 10))).toBe(t);
  });

  it('accepts a header with spaces and a second, unknown signature besides the right one', () => {
    const right = signPayload(secret, body, t).split(',')[1];
    expect(verifySignature(secret, body, `t=${t}, v1=${'0'.repeat(64)}, ${right}`, at(t))).toBe(t);
  });

  it.each([
    ['a missing header', undefined, t, 'The Payment-Signature header is missing.'],
    ['an empty header', '  ', t, 'The Payment-Signature header is missing.'],
    ['no timestamp', `v1=${'a'.repeat(64)}`, t, /malformed/],
    ['no signature', `t=${t}`, t, /malformed/],
    ['a short signature', `t=${t},v1=abc`, t, /malformed/],
    [
      'an old signature',
      signPayload(secret, body, t),
      t + 301,
      /signed 301 s ago, more than the 300 s allowed/,
    ],
    ['a signature from the future', signPayload(secret, body, t), t - 400, /400 s in the future/],
    ['another secret', signPayload(`${secret}x`, body, t), t, /does not match its body/],
    ['another body', signPayload(secret, `${body} `, t), t, /does not match its body/],
    ['a moved timestamp', signPayload(secret, body, t).replace(`t=${t}`, `t=${t + 1}`), t, /does not match/],
  ])('refuses %s', (_, header, nowSeconds, message) => {
    let error: unknown;
    try {
      verifySignature(secret, body, header, at(nowSeconds));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(WebhookSignatureError);
    expect((error as Error).message).toMatch(message);
  });

  it('takes the tolerance from the caller', () => {
    const header = signPayload(secret, body, t);
    expect(() => verifySignature(secret, body, header, at(t + 61), 60)).toThrow(/more than the 60 s allowed/);
    expect(verifySignature(secret, body, header, at(t + 60), 60)).toBe(t);
  });
});
