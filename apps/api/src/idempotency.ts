// What the routes that create something for a signed-in customer share (ADR 005, issue 15): the
// Idempotency-Key header, the hash of the body stored with what was created, and the numbers customers
// read out (S-…, P-…).
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ApiError } from './errors.ts';
import { english, msg } from './i18n/translate.ts';

export const idempotencyHeaders = z.object({
  /** Client-chosen key, 8 to 100 letters, digits, '-' or '_'; a retry reuses it and gets the same answer. */
  'idempotency-key': z
    .string({ error: english('idempotencyKeyMissing', {}) })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: english('idempotencyKeyFormat', {}) }),
});

/** The hash of a request body, stored with what it created. */
export function requestHashOf(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/** A key already used: the same body answers what it created again, another body is refused (422). */
export function refuseAnotherRequest(stored: { requestHash: string }, requestHash: string): void {
  if (stored.requestHash !== requestHash)
    throw new ApiError(422, 'idempotency_key_reused', msg('idempotencyKeyReused'));
}

/** A number customers can read out: the prefix and six letters or digits without look-alikes. */
export function readableNumber(prefix: string): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  return `${prefix}-${[...randomBytes(6)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}
