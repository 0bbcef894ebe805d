// The ride simulator (issue 18 §2): a booked ride's status, the driver's position and the arrival times
// are computed from the schedule stored with the ride and the clock, so every API instance answers the
// same and nothing runs in the background. RIDE_SIMULATOR_SPEED divides every phase's length (the
// end-to-end suites watch a ride through to the end in seconds).

/** The statuses a ride goes through, in order, after it is booked. */
export const PHASES = ['searching', 'driver-assigned', 'on-the-way', 'arrived', 'on-board'] as const;
export type Phase = (typeof PHASES)[number];
export type RideStatus = 'scheduled' | Phase | 'finished' | 'cancelled';

/** A ride booked for later waits as 'scheduled' until this long before its pickup time. */
export const SCHEDULED_LEAD_MS = 15 * 60_000;

type Point = { lat: number; lng: number };

/** What the simulator needs of a stored ride. */
export interface SimulatedRide {
  pickup: Point;
  destination: Point;
  driverStart: Point;
  /** When the search for a driver starts (booking time, or 15 minutes before a later pickup). */
  startsAt: Date;
  bookedAt: Date;
  cancelledAt: Date | null;
  /** Each phase's length in seconds at speed 1. */
  phases: Record<string, number>;
}

/** Phase lengths in seconds for a trip of `tripMinutes` with the driver `driverKm` away (speed 1). */
export function scheduleFor(tripMinutes: number, driverKm: number): Record<Phase, number> {
  return {
    searching: 5,
    'driver-assigned': 10,
    'on-the-way': Math.round(Math.min(240, Math.max(60, driverKm * 60))),
    arrived: 30,
    // The demo keeps a ride short: at most five minutes on board.
    'on-board': Math.min(300, Math.max(60, tripMinutes * 60)),
  };
}

/** A point `km` away from `from` in the direction `bearing` (radians), flat-earth (a few km). */
export function offset(from: Point, km: number, bearing: number): Point {
  const lat = from.lat + (km / 111.32) * Math.cos(bearing);
  const lng = from.lng + (km / (111.32 * Math.cos((from.lat * Math.PI) / 180))) * Math.sin(bearing);
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
}

const between = (a: Point, b: Point, f: number): Point => ({
  lat: Math.round((a.lat + (b.lat - a.lat) * f) * 1e6) / 1e6,
  lng: Math.round((a.lng + (b.lng - a.lng) * f) * 1e6) / 1e6,
});

/** A ride's state at `now`. */
export interface RideState {
  status: RideStatus;
  statusAt: Date;
  position: Point | null;
  /** Minutes until the driver arrives (assigned, on the way) or until the destination (on board). */
  etaMinutes: number | null;
  timeline: { status: RideStatus; at: Date }[];
  cancellable: boolean;
  /** Simulator seconds since the search started (0 before): grows with every change, an event id. */
  tick: number;
}

export function rideState(ride: SimulatedRide, now: Date, speed: number): RideState {
  const end = ride.cancelledAt && ride.cancelledAt < now ? ride.cancelledAt : now;
  const timeline: { status: RideStatus; at: Date }[] = [];
  const scheduled = ride.startsAt.getTime() > ride.bookedAt.getTime();
  if (scheduled) timeline.push({ status: 'scheduled', at: ride.bookedAt });
  const elapsed = Math.max(0, ((end.getTime() - ride.startsAt.getTime()) / 1000) * speed);
  let status: RideStatus = scheduled ? 'scheduled' : 'searching';
  let statusAt = ride.bookedAt;
  let position: Point | null = null;
  let etaMinutes: number | null = null;
  if (end.getTime() >= ride.startsAt.getTime()) {
    let start = 0;
    status = 'finished';
    for (const phase of PHASES) {
      const length = ride.phases[phase] ?? 0;
      const at = new Date(ride.startsAt.getTime() + (start / speed) * 1000);
      timeline.push({ status: phase, at });
      if (elapsed < start + length) {
        status = phase;
        statusAt = at;
        const f = length > 0 ? (elapsed - start) / length : 1;
        const left = (s: number) => Math.max(1, Math.ceil(s / 60));
        if (phase === 'driver-assigned') {
          position = ride.driverStart;
          etaMinutes = left(start + length - elapsed + (ride.phases['on-the-way'] ?? 0));
        } else if (phase === 'on-the-way') {
          position = between(ride.driverStart, ride.pickup, f);
          etaMinutes = left(start + length - elapsed);
        } else if (phase === 'arrived') {
          position = ride.pickup;
        } else if (phase === 'on-board') {
          position = between(ride.pickup, ride.destination, f);
          etaMinutes = left(start + length - elapsed);
        }
        break;
      }
      start += length;
    }
    if (status === 'finished') {
      statusAt = new Date(ride.startsAt.getTime() + (start / speed) * 1000);
      timeline.push({ status: 'finished', at: statusAt });
      position = ride.destination;
    }
  }
  const cancelled = ride.cancelledAt !== null && status !== 'finished';
  if (cancelled) {
    status = 'cancelled';
    statusAt = ride.cancelledAt!;
    position = null;
    etaMinutes = null;
    timeline.push({ status: 'cancelled', at: statusAt });
  }
  const cancellable = ['scheduled', 'searching', 'driver-assigned', 'on-the-way', 'arrived'].includes(status);
  return { status, statusAt, position, etaMinutes, timeline, cancellable, tick: Math.floor(elapsed) };
}

/** Fictional drivers by vehicle class. */
export const DRIVERS: Record<string, ReadonlyArray<{ name: string; vehicle: string; rating: number }>> = {
  economy: [
    { name: 'Lena K.', vehicle: 'Toyota Corolla Hybrid', rating: 4.9 },
    { name: 'Marco R.', vehicle: 'Škoda Octavia', rating: 4.8 },
    { name: 'Aisha B.', vehicle: 'Hyundai Ioniq', rating: 4.9 },
  ],
  business: [
    { name: 'Jonas W.', vehicle: 'Mercedes-Benz E-Class', rating: 5.0 },
    { name: 'Claire D.', vehicle: 'BMW 5 Series', rating: 4.9 },
  ],
  van: [
    { name: 'Piotr N.', vehicle: 'Mercedes-Benz V-Class', rating: 4.8 },
    { name: 'Sofia M.', vehicle: 'Volkswagen Multivan', rating: 4.9 },
  ],
};

/** A plate that looks like one, from the ride's id. */
export function plateOf(seed: string): string {
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  let h = 0;
  for (const c of seed) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  const l = (n: number) => letters[n % letters.length];
  return `${l(h)}${l(h >>> 5)}-${l(h >>> 10)}${l(h >>> 15)} ${String(1000 + (h % 9000))}`;
}
