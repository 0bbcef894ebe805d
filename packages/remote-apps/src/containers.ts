// The named containers the layouts place and the host fills with micro-frontends (spec §1, §2 "Layouts").
// A container is `<div id={id} data-app={app} data-app-view={view}>`; its presence makes the host mount
// the app. `load: 'idle'` apps are not urgent: the host loads them once the page has loaded and the
// browser is idle, so they never compete with the page's first paint (the login entry).

export const containers = {
  /** Header menu: site-owned static markup plus a small island (not a remote app). */
  menu: { id: 'menu-container', app: null },
  /** Sign-in entry / signed-in customer name. */
  login: { id: 'login-container', app: 'login', load: 'idle' },
  /** Booking engine search (ibe, standalone, promotion layouts). */
  bookingEngine: { id: 'booking-engine-container', app: 'booking', view: 'search' },
  /** Full-page booking funnel: offer list, checkout, confirmation (funnel and zen layouts). */
  funnel: { id: 'funnel-container', app: 'booking', view: 'funnel' },
  /** Ride booking (ride layout). */
  rideBooking: { id: 'ride-booking-container', app: 'ride', view: 'booking' },
  /** Ride home (ride layout). */
  rideHome: { id: 'ride-home-container', app: 'ride', view: 'home' },
  /** Customer settings (ride layout). */
  customerSettings: { id: 'customer-settings-container', app: 'account', view: 'settings' },
  /** Help center (help-center and ride help-center pages). */
  helpCenter: { id: 'help-center-container', app: 'help-center' },
  /** Ride help center (ride help-center pages). */
  rideHelpCenter: { id: 'help-center-container', app: 'help-center', view: 'ride' },
  /** FAQ pages (spec §2): ride, share, subscription (plus). */
  rideFaq: { id: 'help-center-container', app: 'help-center', view: 'faq-ride' },
  shareFaq: { id: 'help-center-container', app: 'help-center', view: 'faq-share' },
  subscriptionFaq: { id: 'help-center-container', app: 'help-center', view: 'faq-subscription' },
  /** Customer account area (account page, hash sections). */
  account: { id: 'account-container', app: 'account', view: 'account' },
} as const;

export type ContainerName = keyof typeof containers;

/** Apps the host loads only when the browser is idle after the page load. */
export const idleApps: ReadonlySet<string> = new Set(
  Object.values(containers).flatMap((c) => ('load' in c && c.load === 'idle' && c.app ? [c.app] : [])),
);
