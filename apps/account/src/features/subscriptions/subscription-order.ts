// A subscription order as the API answers it, and what the account shows of it.
import type { components } from '@rental/api-client';

export type SubscriptionOrder = components['schemas']['SubscriptionOrder'];

/** The day that closes the card's dates: the next renewal while it renews, else the day it ends. */
export function closingDate(order: SubscriptionOrder): { kind: 'renews' | 'ends'; date: string } | null {
  if (order.nextRenewalOn) return { kind: 'renews', date: order.nextRenewalOn };
  if (order.endsOn) return { kind: 'ends', date: order.endsOn };
  return null;
}

/** Whether "Cancel at term end" is offered: only while it still renews. */
export function canCancel(order: SubscriptionOrder): boolean {
  return order.endsOn === null && order.status !== 'ended';
}
