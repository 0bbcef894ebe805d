// Throttling of the abuse-prone endpoints (issue 15), per client address and per subject (the account,
// e-mail address, reservation number or article under attack), with counters in the database so every
// API instance counts the same attempts. Over the limit a key is blocked; the block doubles each time
// the key goes over again, and after a block exactly one more attempt is let through.
import { sql } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { rowsOf } from './db/client.ts';
import { ApiError } from './errors.ts';
import { msg } from './i18n/translate.ts';

/** The limit of one kind of key. */
export type ThrottleRule = {
  /** Attempts allowed per window, e.g. 5. */
  limit: number;
  /** Window length in seconds, e.g. 900. */
  windowSeconds: number;
  /** The first block in seconds, e.g. 60; every further block in a row lasts twice as long. */
  blockSeconds: number;
  /** The longest block in seconds, e.g. 3600. */
  maxBlockSeconds: number;
};

/** The throttled actions; a route names its action in `config.throttle`. */
export const THROTTLED_ACTIONS = [
  'login',
  'password',
  'signup',
  'reset',
  'reservation',
  'vote',
  'contact',
  'campaign',
  'social',
  'ride',
  'subscriptionOrder',
  'upload',
  'invoiceCorrection',
  'lostAndFound',
  'businessApplication',
  'businessInvitation',
  'plusContract',
  'experimentEvents',
] as const;
export type ThrottleAction = (typeof THROTTLED_ACTIONS)[number];

/** Per action: the limit per client address and the limit per subject. */
export type ThrottleRules = Record<ThrottleAction, { address: ThrottleRule; subject: ThrottleRule }>;

const minute = 60;
const hour = 3600;
const rule = (limit: number, windowSeconds: number, blockSeconds: number, maxBlockSeconds: number) => ({
  limit,
  windowSeconds,
  blockSeconds,
  maxBlockSeconds,
});

/** Production limits: generous for a person, slow for credential stuffing and enumeration. */
export const defaultThrottleRules: ThrottleRules = {
  // Subject: the e-mail address tried, whoever tries it and from wherever.
  login: { address: rule(10, minute, minute, hour), subject: rule(5, 15 * minute, minute, hour) },
  // Subject: the signed-in account changing its password (the current password is checked).
  password: { address: rule(10, minute, minute, hour), subject: rule(5, 15 * minute, minute, hour) },
  // Subject: the e-mail address signed up.
  signup: { address: rule(5, minute, minute, hour), subject: rule(3, hour, 5 * minute, 24 * hour) },
  // Subject: the e-mail address asking for a reset link; confirmation is limited per address.
  reset: { address: rule(5, minute, minute, hour), subject: rule(3, 15 * minute, 5 * minute, 24 * hour) },
  // Subject: the reservation number looked up or cancelled with a last name.
  reservation: { address: rule(20, minute, minute, hour), subject: rule(5, 15 * minute, minute, hour) },
  // Subject: the article voted, per voter (account or address).
  vote: { address: rule(20, minute, minute, hour), subject: rule(5, 10 * minute, 10 * minute, 24 * hour) },
  // Subject: the sender (e-mail, else phone number).
  contact: { address: rule(5, minute, minute, hour), subject: rule(5, 10 * minute, 10 * minute, 24 * hour) },
  // Subject: the e-mail address registered.
  campaign: { address: rule(10, minute, minute, hour), subject: rule(3, hour, 10 * minute, 24 * hour) },
  // Social sign-in start and callback, per address only (each start stores a short-lived row).
  social: { address: rule(20, minute, minute, hour), subject: rule(20, minute, minute, hour) },
  // Ride quotes and bookings, per address only (each quote stores a row for ten minutes).
  ride: { address: rule(30, minute, minute, hour), subject: rule(30, minute, minute, hour) },
  // Subscription quotes and orders, per address only (signed-in customers; an order is idempotent).
  subscriptionOrder: { address: rule(30, minute, minute, hour), subject: rule(30, minute, minute, hour) },
  // Subject: the signed-in account uploading (each upload stores up to UPLOAD_MAX_MB).
  upload: { address: rule(20, minute, minute, hour), subject: rule(30, hour, 10 * minute, 24 * hour) },
  // Subject: the signed-in account asking for corrections.
  invoiceCorrection: {
    address: rule(10, minute, minute, hour),
    subject: rule(10, 24 * hour, hour, 24 * hour),
  },
  // Subject: the booking a report is made for, or the report reference a guest reads with a last name.
  lostAndFound: { address: rule(10, minute, minute, hour), subject: rule(5, 15 * minute, minute, hour) },
  // Subject: the signed-in account applying for a company or agency (each application mails it and waits
  // for the back office).
  businessApplication: {
    address: rule(10, minute, minute, hour),
    subject: rule(5, 24 * hour, hour, 24 * hour),
  },
  // Subject: the company inviting (each invitation mails an address of the admin's choosing), or the
  // account accepting (tokens guessed).
  businessInvitation: {
    address: rule(20, minute, minute, hour),
    subject: rule(30, hour, 10 * minute, 24 * hour),
  },
  // Long-term rental contracts, per address only (signed-in customers; an order is idempotent).
  plusContract: { address: rule(20, minute, minute, hour), subject: rule(20, minute, minute, hour) },
  // Experiment exposures and conversions (issue 25), a batch per page view at most; subject: the visitor
  // id. Generous per address (many visitors share one behind a carrier's NAT), so it only stops floods.
  experimentEvents: {
    address: rule(300, minute, minute, hour),
    subject: rule(60, minute, minute, hour),
  },
};

/** Limits so high that nothing is throttled (tests of other behaviour, benchmarks). */
export function relaxedThrottleRules(limit = 1_000_000): ThrottleRules {
  const open = rule(limit, minute, 1, 1);
  return Object.fromEntries(
    THROTTLED_ACTIONS.map((a) => [a, { address: open, subject: open }]),
  ) as ThrottleRules;
}

/** Counts attempts per key in the shared database. */
export type Throttle = {
  /** Counts one attempt of `key`; throws a 429 ApiError (with Retry-After) when the key is blocked or over its limit. */
  hit: (key: string, rule: ThrottleRule) => Promise<void>;
  /** Forgets a key, e.g. the account after a successful login. */
  clear: (key: string) => Promise<void>;
  /** Deletes counters that have been quiet for a day. */
  prune: () => Promise<void>;
};

/** The 429 answer: when to come back, in the header and in words. */
export function tooManyAttempts(retryAfterSeconds: number): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ApiError(429, 'rate_limited', msg('tooManyAttempts', { duration: { seconds } }), {
    details: { retryAfterSeconds: seconds },
    headers: { 'retry-after': String(seconds) },
  });
}

type CounterRow = { hits: number; strikes: number; blocked_until: Date | string | null };

/** The throttle over the `throttle_counters` table. */
export function createThrottle(db: Db, now: () => Date): Throttle {
  return {
    async hit(key, r) {
      const at = now();
      const nowIso = at.toISOString();
      const windowOpenedBefore = new Date(at.getTime() - r.windowSeconds * 1000).toISOString();
      // One statement, atomic across instances: a new window starts when the old one is over; while
      // blocked nothing is counted; strikes are forgotten after a whole quiet window.
      const [row] = rowsOf<CounterRow>(
        await db.execute(sql`
          insert into throttle_counters as t (key, window_start, hits, strikes, blocked_until)
          values (${key}, ${nowIso}::timestamptz, 1, 0, null)
          on conflict (key) do update set
            hits = case
              when t.blocked_until > ${nowIso}::timestamptz then t.hits
              when t.window_start <= ${windowOpenedBefore}::timestamptz then 1
              else t.hits + 1 end,
            strikes = case
              when t.window_start <= ${windowOpenedBefore}::timestamptz
                and coalesce(t.blocked_until, '-infinity'::timestamptz) <= ${windowOpenedBefore}::timestamptz then 0
              else t.strikes end,
            window_start = case
              when t.blocked_until > ${nowIso}::timestamptz then t.window_start
              when t.window_start <= ${windowOpenedBefore}::timestamptz then ${nowIso}::timestamptz
              else t.window_start end
          returning hits, strikes, blocked_until`),
      );
      if (!row) return;
      const blockedUntil = row.blocked_until === null ? 0 : new Date(row.blocked_until).getTime();
      if (blockedUntil > at.getTime()) throw tooManyAttempts((blockedUntil - at.getTime()) / 1000);
      if (Number(row.hits) <= r.limit) return;
      const seconds = Math.min(r.maxBlockSeconds, r.blockSeconds * 2 ** Number(row.strikes));
      const until = new Date(at.getTime() + seconds * 1000).toISOString();
      // The count drops to one below the limit: after the block one attempt goes through, and the
      // next one over the limit blocks twice as long. Only one instance sets a block for a key.
      await db.execute(sql`
        update throttle_counters
        set strikes = strikes + 1, blocked_until = ${until}::timestamptz, hits = ${r.limit - 1}
        where key = ${key} and (blocked_until is null or blocked_until <= ${nowIso}::timestamptz)`);
      throw tooManyAttempts(seconds);
    },
    async clear(key) {
      await db.execute(sql`delete from throttle_counters where key = ${key}`);
    },
    async prune() {
      const dayAgo = new Date(now().getTime() - 86_400_000).toISOString();
      await db.execute(sql`
        delete from throttle_counters
        where window_start < ${dayAgo}::timestamptz
          and coalesce(blocked_until, '-infinity'::timestamptz) < ${now().toISOString()}::timestamptz`);
    },
  };
}
