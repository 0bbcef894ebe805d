// Signed payment notifications (ADR 020): the provider signs each webhook body with a shared secret and a
// timestamp, Stripe's scheme: `Payment-Signature: t={unix seconds},v1={hex HMAC-SHA256(secret, "{t}.{body}")}`.
// The timestamp inside the signed text stops a captured notification from being replayed later.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from './provider.ts';

/** The header the signature travels in. */
export const SIGNATURE_HEADER = 'payment-signature';

function hmacHex(secret: string, body: string, t: number): string {
  return createHmac('sha256', secret).update(`${t}.${body}`, 'utf8').digest('hex');
}

/** The `Payment-Signature` value for `body` signed at `t` (unix seconds). */
export function signPayload(secret: string, body: string, t: number): string {
  return `t=${t},v1=${hmacHex(secret, body, t)}`;
}

/**
 * Checks a notification's signature over its raw body, and that it was signed within `toleranceSeconds`
 * of `now` (either way: a clock far ahead is as suspicious as an old replay). Several `v1` entries are
 * allowed (a provider signs with the old and the new secret while one is rotated); one must match.
 * Returns the signing time; throws WebhookSignatureError saying what is wrong.
 */
export function verifySignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now: Date,
  toleranceSeconds = 300,
): number {
  if (header === undefined || header.trim() === '')
    throw new WebhookSignatureError('The Payment-Signature header is missing.');
  let t: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (eq < 0) continue;
    if (key === 't' && /^\d{1,12}$/.test(value)) t = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (t === undefined || signatures.length === 0)
    throw new WebhookSignatureError(
      'The Payment-Signature header is malformed: expected "t={unix seconds},v1={64 hex digits}".',
    );
  const age = Math.floor(now.getTime() / 1000) - t;
  if (age > toleranceSeconds)
    throw new WebhookSignatureError(
      `The notification was signed ${age} s ago, more than the ${toleranceSeconds} s allowed: it may be a replay.`,
    );
  if (age < -toleranceSeconds)
    throw new WebhookSignatureError(
      `The notification is signed ${-age} s in the future, more than the ${toleranceSeconds} s allowed: check the clocks.`,
    );
  const expected = Buffer.from(hmacHex(secret, rawBody, t), 'hex');
  // Every candidate is compared in constant time, and all of them, so timing says nothing about which failed.
  let matched = false;
  for (const signature of signatures) {
    if (timingSafeEqual(expected, Buffer.from(signature, 'hex'))) matched = true;
  }
  if (!matched)
    throw new WebhookSignatureError(
      'The notification signature does not match its body: check PAYMENT_WEBHOOK_SECRET, and that the raw body is verified before parsing.',
    );
  return t;
}
