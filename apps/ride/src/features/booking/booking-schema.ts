// The booking form's rules (issue 18 §1), the zod schema of its react-hook-form form; messages are the
// app's strings. The limits are the ride contract's: 1–7 passengers, 0–6 bags, a pickup later than now
// and at most 30 days ahead, a promo code of 3–20 letters or digits.
import * as z from 'zod/mini';
import { localDate } from '../../shared/format.ts';
import type { QuoteRequest, RidePlace } from '../../shared/ride-types.ts';

export const limits = { passengers: [1, 7], luggage: [0, 6], daysAhead: 30 } as const;

export interface BookingValues {
  pickup: RidePlace | null;
  destination: RidePlace | null;
  when: 'now' | 'later';
  /** 'YYYY-MM-DD' (later only). */
  day: string;
  /** 'HH:mm' (later only). */
  time: string;
  passengers: number;
  luggage: number;
  promoCode: string;
}

export interface BookingMessages {
  pickupRequired: string;
  destinationRequired: string;
  samePlace: string;
  dayRequired: string;
  past: string;
  tooFar: string;
  promoInvalid: string;
  passengers: string;
  luggage: string;
}

const place = z.object({ label: z.string(), lat: z.number(), lng: z.number() });

export const promoPattern = /^[A-Za-z0-9-]{3,20}$/;

/** The schema; `now` is read when the form is checked (tests pass a fixed clock). */
export function bookingSchema(m: BookingMessages, now: () => Date = () => new Date()) {
  return z
    .object({
      pickup: z.nullable(place),
      destination: z.nullable(place),
      when: z.enum(['now', 'later']),
      day: z.string(),
      time: z.string(),
      passengers: z
        .number()
        .check(z.int(), z.gte(limits.passengers[0], m.passengers), z.lte(limits.passengers[1], m.passengers)),
      luggage: z
        .number()
        .check(z.int(), z.gte(limits.luggage[0], m.luggage), z.lte(limits.luggage[1], m.luggage)),
      promoCode: z.string(),
    })
    .check(
      z.superRefine((v, ctx) => {
        const issue = (path: string, message: string) =>
          ctx.issues.push({ code: 'custom', path: [path], message, input: v });
        if (!v.pickup) issue('pickup', m.pickupRequired);
        if (!v.destination) issue('destination', m.destinationRequired);
        if (v.pickup && v.destination && samePlace(v.pickup, v.destination))
          issue('destination', m.samePlace);
        if (v.when === 'later') {
          if (!/^\d{4}-\d{2}-\d{2}$/.test(v.day) || !/^\d{2}:\d{2}$/.test(v.time))
            issue('day', m.dayRequired);
          else {
            const at = localDate(`${v.day}T${v.time}`).getTime();
            const current = now().getTime();
            if (at <= current) issue('day', m.past);
            else if (at > current + limits.daysAhead * 86_400_000) issue('day', m.tooFar);
          }
        }
        const code = v.promoCode.trim();
        if (code !== '' && !promoPattern.test(code)) issue('promoCode', m.promoInvalid);
      }),
    );
}

function samePlace(a: RidePlace, b: RidePlace): boolean {
  return a.label === b.label || (Math.abs(a.lat - b.lat) < 1e-5 && Math.abs(a.lng - b.lng) < 1e-5);
}

/** The quote request of checked values (with or without the promo code). */
export function quoteRequestOf(v: BookingValues, withPromo: boolean): QuoteRequest {
  const code = v.promoCode.trim();
  return {
    pickup: v.pickup as RidePlace,
    destination: v.destination as RidePlace,
    pickupAt: v.when === 'later' ? `${v.day}T${v.time}` : null,
    passengers: v.passengers,
    luggage: v.luggage,
    ...(withPromo && code !== '' ? { promoCode: code } : {}),
  };
}

/** The API's field names (400 `fields`) on the form's fields. */
export const apiFieldMap: Readonly<Record<string, keyof BookingValues>> = {
  pickup: 'pickup',
  destination: 'destination',
  pickupAt: 'day',
  passengers: 'passengers',
  luggage: 'luggage',
  promoCode: 'promoCode',
};
