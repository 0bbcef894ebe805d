// What a booking's state is called for the customer (issue 14 §6): the API's status (confirmed,
// cancelled) together with its timing (upcoming, active, past).
import type { components } from '@rental/api-client';

export type Booking = components['schemas']['Booking'];
export type BookingDetail = components['schemas']['BookingDetail'];

/** The key of a booking's status label under `bookings.status.*`. */
type StatusKey = 'cancelled' | 'upcoming' | 'active' | 'completed';

export function statusOf(booking: Pick<Booking, 'status' | 'timing'>): StatusKey {
  if (booking.status === 'cancelled') return 'cancelled';
  if (booking.timing === 'past') return 'completed';
  return booking.timing;
}

/**
 * The model of a booking's vehicle group without the API's English " or similar" ('Fiat 500 or
 * similar' → 'Fiat 500'): the app's strings say "or similar" in the page's language, so it would
 * otherwise show twice ("Fiat 500 or similar or similar", "… or similar oder ähnlich").
 */
export function modelName(model: string): string {
  return model.replace(/\s+or similar$/, '');
}
