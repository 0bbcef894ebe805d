// The checkout form's state, kept in sessionStorage per offer so Back, reload, an API failure and the trip
// to the payment provider's page lose nothing (spec §1, issue 21). There are no card details to keep:
// the card is entered on the provider's page only.
import * as z from 'zod/mini';
import { readStored, removeStored, writeStored } from '../../shared/storage.ts';

export const draftSchema = z.object({
  /** Chosen protection code. */
  protectionCode: z.string(),
  /** Extras: code -> quantity (0 = not chosen). */
  extras: z.record(z.string(), z.number()),
  /** Main driver. */
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** National phone number, without the market prefix. */
  phone: z.string(),
  /** Date of birth as typed, in the market's date format. */
  birthDate: z.string(),
  /** Address fields by template name (street, postcode, city, region, country). */
  address: z.record(z.string(), z.string()),
  /** pickup: pay at the counter; card: pay now by card on the payment provider's page (issue 21). */
  payment: z.enum(['pickup', 'card']),
  /** Terms accepted. */
  terms: z.boolean(),
  /** Book as: the company's or agency's id, '' (or absent in an older draft) for a private booking. */
  profileId: z.optional(z.string()),
  /** The chosen cost centre's id of a company booking ('' or absent: none). */
  costCentreId: z.optional(z.string()),
  /**
   * Idempotency-Key of this booking attempt: a retry after a failure cannot book twice, and paying again
   * after a refused card asks the API for a new payment session of the same reservation.
   */
  idempotencyKey: z.string(),
  /** The create request last sent with this key (JSON): a different one gets a new key. */
  sentRequest: z.optional(z.string()),
});
export type Draft = z.infer<typeof draftSchema>;

export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function emptyDraft(): Draft {
  return {
    protectionCode: '',
    extras: {},
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    birthDate: '',
    address: {},
    payment: 'pickup',
    terms: false,
    profileId: '',
    costCentreId: '',
    idempotencyKey: newIdempotencyKey(),
  };
}

const key = (offerId: string) => `booking:checkout:${offerId.slice(-80)}`;

export function loadDraft(offerId: string): Draft {
  return readStored(key(offerId), draftSchema) ?? emptyDraft();
}

export function saveDraft(offerId: string, draft: Draft): void {
  writeStored(key(offerId), draft);
}

export function clearDraft(offerId: string): void {
  removeStored(key(offerId));
}
