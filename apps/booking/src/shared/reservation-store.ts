// A confirmed reservation, kept in sessionStorage for the confirmation step and its reload (the checkout
// writes it, the confirmation reads it).
import * as z from 'zod/mini';
import type { Reservation } from './api-types.ts';
import { readStored, writeStored } from './storage.ts';

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
}

// Only the shape is checked: the value was written by this app from the API's answer.
const storedSchema = z.object({
  reservation: z.custom<Reservation>((v) => typeof v === 'object' && v !== null && 'reservationNumber' in v),
  email: z.string(),
  lastName: z.string(),
  payment: z.enum(['card', 'pickup', 'invoice']),
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
});

export function storeReservation(stored: StoredReservation): void {
  writeStored(reservationKey(stored.reservation.reservationNumber), stored);
}

export function readReservation(number: string): StoredReservation | undefined {
  return readStored(reservationKey(number), storedSchema);
}
