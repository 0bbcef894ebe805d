// The account area's sections (spec §2) and which of them a market shows (spec §3 profile flags
// hideAccountTabs, isManageBookingsHidden, isManageSubscriptionsHidden; spec §6 hidden tabs).
import type { MountMarket } from '@rental/remote-apps';

/** The tabs of the account area, in the order the navigation shows them. */
export const tabs = [
  'bookings',
  'manage-my-booking-info',
  'lost-and-found',
  'profiles',
  'business',
  'subscriptions',
  'account',
] as const;
export type Tab = (typeof tabs)[number];

/** Every section with an address: the tabs and the signed-out forms. */
export const sections = [
  ...tabs,
  'login',
  'sign-up',
  'reset-password',
  'confirm-email',
  'business-invitation',
] as const;
export type Section = (typeof sections)[number];

/** Sections only a signed-in customer sees (signed out they show the sign-in form in place). */
export const protectedSections: ReadonlySet<Section> = new Set([
  'bookings',
  'profiles',
  'business',
  'subscriptions',
  'account',
  'business-invitation',
]);

/** The profile's names of account tabs (spec §3 hideAccountTabs) where the address names them otherwise. */
const tabOfFlag: Readonly<Record<string, Tab>> = { businessHub: 'business', lostAndFound: 'lost-and-found' };

/**
 * The tabs this market shows. A hidden tab is not rendered at all (spec §6: removed, not merely hidden);
 * its address shows the account overview instead. `manage-my-booking-info` goes with the bookings tab.
 */
export function visibleTabs(flags: MountMarket['flags']): Tab[] {
  const hidden = new Set<string>(flags.hideAccountTabs.map((tab) => tabOfFlag[tab] ?? tab));
  if (flags.isManageBookingsHidden) hidden.add('bookings');
  if (flags.isManageSubscriptionsHidden) hidden.add('subscriptions');
  if (hidden.has('bookings')) hidden.add('manage-my-booking-info');
  return tabs.filter((tab) => !hidden.has(tab));
}
