// A confirmed reservation, kept in sessionStorage for the confirmation step and its reload (the checkout
// writes it, the confirmation reads it); and, while the customer pays on the provider's page (issue 21),
// what the confirmation will show that the payment's answer does not hold.
import * as z from 'zod/mini';
import type { Reservation } from './api-types.ts';
import { readStored, removeStored, writeStored } from './storage.ts';

/** Where a confirmed reservation is kept. */
export const reservationKey = (number: string) => `booking:reservation:${number}`;

/** One booked protection or extra as the checkout showed it (the reservation holds only codes). */
export interface BookedAddon {
  /** The add-on's name in the customer's language. */
  name: string;
  /** Quantity booked (1 for a protection). */
  quantity: number;
  /** Price for the whole rental; null when the offer includes it. */
  total: Reservation['total'] | null;
}

/** The business profile a reservation was booked as, as the confirmation shows it. */
export interface BookedProfile {
  kind: 'company' | 'agency';
  /** The company's or agency's name. */
  name: string;
  /** The agency's number (agencies). */
  agencyCode: string | null;
  /** The cost centre named on a company booking, 'CODE · Name'. */
  costCentre: string | null;
}

/** The card a booking was paid with, as the provider names it (no other card data ever reaches us). */
export interface PaidCard {
  /** 'visa', 'mastercard', … */
  brand: string;
  last4: string;
}

export interface StoredReservation {
  reservation: Reservation;
  email: string;
  lastName: string;
  /** How the customer chose to pay (issue 23: the confirmation says it); a company pays by invoice. */
  payment: 'card' | 'pickup' | 'invoice';
  /** Who booked (issue 20): the company or agency, null for a private booking. */
  profile?: BookedProfile | null;
  /** The chosen protection and extras with their prices. */
  addons: BookedAddon[];
  /** Paid now by card (issue 21): the card authorised, charged when the car is returned. */
  card?: PaidCard | null;
}

/** What the checkout keeps while the customer is on the provider's page: all but the reservation. */
export interface PendingPayment extends Omit<StoredReservation, 'reservation' | 'payment' | 'card'> {
  /** The offer of the checkout that sent the customer to pay. */
  offerId: string;
  /** The checkout's hash ('#/checkout?offer=…'): the return lands there even if the hash was lost. */
  checkoutHash: string;
}

// Only the shape is checked: the value was written by this app from the API's answer.
const factsShape = {
  email: z.string(),
  lastName: z.string(),
  profile: z.optional(
    z.nullable(
      z.object({
        kind: z.enum(['company', 'agency']),
        name: z.string(),
        agencyCode: z.nullable(z.string()),
        costCentre: z.nullable(z.string()),
      }),
    ),
  ),
  addons: z.array(
    z.object({
      name: z.string(),
      quantity: z.number(),
      total: z.nullable(z.object({ amountMinor: z.number(), currency: z.string() })),
    }),
  ),
};
const storedSchema = z.object({
  ...factsShape,
  reservation: z.custom<Reservation>((v) => typeof v === 'object' && v !== null && 'reservationNumber' in v),
  payment: z.enum(['card', 'pickup', 'invoice']),
  card: z.optional(z.nullable(z.object({ brand: z.string(), last4: z.string() }))),
});
const pendingSchema = z.object({
  ...factsShape,
  offerId: z.string(),
  checkoutHash: z.string().check(z.startsWith('#/checkout?')),
});
const pendingKey = 'booking:payment:pending';

export function storeReservation(stored: StoredReservation): void {
  writeStored(reservationKey(stored.reservation.reservationNumber), stored);
}

export function readReservation(number: string): StoredReservation | undefined {
  return readStored(reservationKey(number), storedSchema);
}

export function storePendingPayment(pending: PendingPayment): void {
  writeStored(pendingKey, pending);
}

export function readPendingPayment(): PendingPayment | undefined {
  return readStored(pendingKey, pendingSchema);
}

export function clearPendingPayment(): void {
  removeStored(pendingKey);
}
