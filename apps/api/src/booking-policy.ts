// The rate's terms for managing a booking (issue 14): until when a cancellation is free, the fee after
// that, and until when dates can be changed. Rental times are branch-local wall-clock times, so "now"
// is turned into the branch's local time through its country's time zone.

/** The pay-at-pickup rate: free cancellation until this many hours before the pickup. */
export const FREE_CANCELLATION_HOURS = 48;

/**
 * Time zone per market country. Countries spanning several zones list [zone, westmost longitude] from
 * east to west; a branch takes the first zone whose longitude bound it is east of.
 */
const ZONES: Record<string, string | [string, number][]> = {
  AE: 'Asia/Dubai',
  AR: 'America/Argentina/Buenos_Aires',
  AT: 'Europe/Vienna',
  AU: [
    ['Australia/Sydney', 141],
    ['Australia/Adelaide', 129],
    ['Australia/Perth', -180],
  ],
  BE: 'Europe/Brussels',
  BR: [
    ['America/Sao_Paulo', -52],
    ['America/Manaus', -180],
  ],
  CA: [
    ['America/Halifax', -66],
    ['America/Toronto', -90],
    ['America/Winnipeg', -102],
    ['America/Edmonton', -120],
    ['America/Vancouver', -180],
  ],
  CH: 'Europe/Zurich',
  CL: 'America/Santiago',
  CO: 'America/Bogota',
  CR: 'America/Costa_Rica',
  CY: 'Asia/Nicosia',
  DE: 'Europe/Berlin',
  DK: 'Europe/Copenhagen',
  EE: 'Europe/Tallinn',
  EG: 'Africa/Cairo',
  ES: 'Europe/Madrid',
  FI: 'Europe/Helsinki',
  FR: 'Europe/Paris',
  GB: 'Europe/London',
  GP: 'America/Guadeloupe',
  HR: 'Europe/Zagreb',
  HU: 'Europe/Budapest',
  IE: 'Europe/Dublin',
  IS: 'Atlantic/Reykjavik',
  IT: 'Europe/Rome',
  LT: 'Europe/Vilnius',
  LV: 'Europe/Riga',
  MA: 'Africa/Casablanca',
  MT: 'Europe/Malta',
  MX: [
    ['America/Mexico_City', -106],
    ['America/Tijuana', -180],
  ],
  NL: 'Europe/Amsterdam',
  NO: 'Europe/Oslo',
  NZ: 'Pacific/Auckland',
  PA: 'America/Panama',
  PL: 'Europe/Warsaw',
  PT: 'Europe/Lisbon',
  RO: 'Europe/Bucharest',
  SA: 'Asia/Riyadh',
  SE: 'Europe/Stockholm',
  SG: 'Asia/Singapore',
  SI: 'Europe/Ljubljana',
  US: [
    ['America/New_York', -87],
    ['America/Chicago', -101],
    ['America/Denver', -114],
    ['America/Los_Angeles', -140],
    ['Pacific/Honolulu', -180],
  ],
};

/** The IANA time zone of a branch (UTC for a country without one). */
export function branchTimeZone(branch: { country: string; lng: number }): string {
  const z = ZONES[branch.country];
  if (!z) return 'UTC';
  if (typeof z === 'string') return z;
  return (z.find(([, west]) => branch.lng >= west) ?? z[z.length - 1]!)[0];
}

/** An instant as wall-clock `YYYY-MM-DDTHH:mm` in a time zone. */
export function localDateTime(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** A wall-clock time moved by whole hours (calendar arithmetic, no time zone). */
export function shiftLocal(local: string, hours: number): string {
  return new Date(Date.parse(`${local}:00Z`) + hours * 3_600_000).toISOString().slice(0, 16);
}

/** The booking facts the terms depend on. */
export type BookingForTerms = {
  status: string;
  pickupAt: string;
  returnAt: string;
  totalMinor: number;
  days: number;
  currency: string;
  /** When the branch recorded the vehicle as returned (issue 20): the rental is over, whatever the clock says. */
  returnedAt?: Date | null;
};

/** What cancelling or changing a booking costs now. */
export type BookingTerms = {
  /** Branch-local time until which cancelling is free. */
  freeCancellationUntil: string;
  /** Whether the booking can still be cancelled (confirmed and not yet picked up). */
  canCancel: boolean;
  /** Fee if cancelled now, in minor units: 0 within the free period, one rental day's price after it. */
  cancellationFeeMinor: number;
  /** Whether dates and times can still be changed (confirmed and not yet picked up). */
  canChange: boolean;
  /** upcoming (before pickup), active (between pickup and return) or past (or returned). */
  timing: 'upcoming' | 'active' | 'past';
};

/** The terms of a booking at `localNow` (the pickup branch's wall-clock time). */
export function bookingTerms(b: BookingForTerms, localNow: string): BookingTerms {
  const freeCancellationUntil = shiftLocal(b.pickupAt, -FREE_CANCELLATION_HOURS);
  const timing = b.returnedAt
    ? 'past'
    : localNow < b.pickupAt
      ? 'upcoming'
      : localNow < b.returnAt
        ? 'active'
        : 'past';
  const open = b.status === 'confirmed' && timing === 'upcoming';
  // One rental day's share of the total (protection and extras included), in whole minor units.
  const dayShare = Math.round(b.totalMinor / Math.max(1, b.days));
  return {
    freeCancellationUntil,
    canCancel: open,
    cancellationFeeMinor: open && localNow >= freeCancellationUntil ? dayShare : 0,
    canChange: open,
    timing,
  };
}
