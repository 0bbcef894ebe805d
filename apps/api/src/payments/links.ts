// Pay-by-link (issue 21): a payment request a service agent sends, opened on the site's pay page with a
// signed token `{linkId}.{expires unix}.{base64url HMAC-SHA256(PAYMENT_LINK_SECRET, "{linkId}.{expires}")}`.
// A token that does not verify answers exactly like an unknown link (404), compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { branches, paymentLinks, reservations, vehicleGroups } from '../db/schema.ts';
import type { Deps } from '../deps.ts';
import { ApiError } from '../errors.ts';
import { money } from '../http.ts';
import { msg } from '../i18n/translate.ts';

export type LinkRow = typeof paymentLinks.$inferSelect;
export type LinkStatus = 'open' | 'paid' | 'expired' | 'cancelled';

/** The secret that signs link tokens; 503 `payments_unavailable` when online payment is off. */
export function linkSecret(deps: Pick<Deps, 'config' | 'payments'>): string {
  const secret = deps.config.payments?.linkSecret;
  if (!secret || !deps.payments) throw new ApiError(503, 'payments_unavailable', msg('paymentsUnavailable'));
  return secret;
}

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** A link's token. */
export function linkToken(secret: string, linkId: string, expiresAt: Date): string {
  const payload = `${linkId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${mac(secret, payload)}`;
}

/** The link id of a token whose signature verifies, else undefined. */
export function verifyLinkToken(
  secret: string,
  token: string,
): { linkId: string; expires: number } | undefined {
  const m = /^([A-Za-z0-9_-]{1,64})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return undefined;
  const [, linkId = '', expires = '', signature = ''] = m;
  const expected = Buffer.from(mac(secret, `${linkId}.${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return { linkId, expires: Number(expires) };
}

export const linkNotFound = () => new ApiError(404, 'payment_link_not_found', msg('paymentLinkNotFound'));

/** The link a token names: its signature verified, its expiry the link's own; 404 otherwise. */
export async function linkOfToken(deps: Deps, token: string): Promise<LinkRow> {
  const verified = verifyLinkToken(linkSecret(deps), token);
  if (!verified) throw linkNotFound();
  const [row] = await deps.db.select().from(paymentLinks).where(eq(paymentLinks.id, verified.linkId));
  if (!row || Math.floor(row.expiresAt.getTime() / 1000) !== verified.expires) throw linkNotFound();
  return row;
}

export function linkStatus(row: LinkRow, now: Date): LinkStatus {
  if (row.paidAt) return 'paid';
  if (row.cancelledAt) return 'cancelled';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';
}

/** A link as its pay page shows it. */
export async function linkView(db: Db, row: LinkRow, now: Date) {
  let reservation = null;
  if (row.reservationId !== null) {
    const [r] = await db.select().from(reservations).where(eq(reservations.id, row.reservationId));
    if (r) {
      const [group] = await db.select().from(vehicleGroups).where(eq(vehicleGroups.code, r.groupCode));
      const named = await db
        .select({ id: branches.id, name: branches.name })
        .from(branches)
        .where(inArray(branches.id, [r.branchId, r.returnBranchId]));
      const name = (id: number) => named.find((b) => b.id === id)?.name ?? '';
      reservation = {
        number: r.number,
        model: `${group?.model ?? r.groupCode} or similar`,
        pickup: { branch: name(r.branchId), at: r.pickupAt },
        return: { branch: name(r.returnBranchId), at: r.returnAt },
      };
    }
  }
  return {
    id: row.id,
    description: row.description,
    amount: money(row.amountMinor, row.currency),
    status: linkStatus(row, now),
    expiresAt: row.expiresAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    reservation,
  };
}
