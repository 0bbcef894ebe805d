// A confirmed reservation, kept in sessionStorage for the confirmation step and its reload (the checkout
// writes it, the confirmation reads it).
import * as z from 'zod/mini';
import type { Reservation } from './api-types.ts';
import { readStored, writeStored } from './storage.ts';

/** Where a confirmed reservation is kept. */
export const reservationKey = (number: string) => `booking:reservation:${number}`;

export interface StoredReservation {
  reservation: Reservation;
  email: string;
  lastName: string;
}

// Only the shape is checked: the value was written by this app from the API's answer.
const storedSchema = z.object({
  reservation: z.custom<Reservation>((v) => typeof v === 'object' && v !== null && 'reservationNumber' in v),
  email: z.string(),
  lastName: z.string(),
});

export function storeReservation(stored: StoredReservation): void {
  writeStored(reservationKey(stored.reservation.reservationNumber), stored);
}

export function readReservation(number: string): StoredReservation | undefined {
  return readStored(reservationKey(number), storedSchema);
}
