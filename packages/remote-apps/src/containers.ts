// The named containers the layouts place and the host fills with micro-frontends (spec §1, §2 "Layouts").
// A container is `<div id={id} data-app={app} data-app-view={view}>`; its presence makes the host mount
// the app. How the host loads it is the container's `load` (default: at once):
// - 'idle': once the page has loaded and the browser is idle, so it never competes with the first paint;
// - 'interaction': a container that shows its app's first view (built as static HTML, `data-first-view`)
//   loads the app on the visitor's first pointer, focus or key in it; at once when the address holds an
//   app route the view does not stand for, or, for a signed-out view (the account's sign-in), when the
//   visitor may be signed in (FirstView `routes` and `signedOut`); without a first view, at once;
// - 'signed-in': a container that shows its first view (the signed-out state) loads the app on idle only
//   when the signed-in hint cookie is there or the session changes on the page; without one, on idle.
// - 'session': the app is only for a visitor who may be signed in (the ride page's rides and settings):
//   it loads on idle with the signed-in hint or after a session change; until then the container is empty.
// (issue 16: a first visit loads no React for a sign-in link, and none for a form nobody touched.)

export const containers = {
  /** Header menu: site-owned static markup plus a small island (not a remote app). */
  menu: { id: 'menu-container', app: null },
  /** Sign-in entry / signed-in customer name. */
  login: { id: 'login-container', app: 'login', load: 'signed-in' },
  /** Booking engine search (ibe, standalone, promotion layouts). */
  bookingEngine: { id: 'booking-engine-container', app: 'booking', view: 'search', load: 'interaction' },
  /** Full-page booking funnel: offer list, checkout, confirmation (funnel and zen layouts). */
  funnel: { id: 'funnel-container', app: 'booking', view: 'funnel', load: 'interaction' },
  /** Ride booking (ride layout). */
  rideBooking: { id: 'ride-booking-container', app: 'ride', view: 'booking', load: 'interaction' },
  /** Ride home (ride layout). */
  rideHome: { id: 'ride-home-container', app: 'ride', view: 'home', load: 'session' },
  /** Ride history (the ride history page, /ride/app/{country}/rides): the customer's rides and receipts. */
  rideHistory: { id: 'ride-history-container', app: 'ride', view: 'history' },
  /** Customer settings (ride layout). */
  customerSettings: {
    id: 'customer-settings-container',
    app: 'account',
    view: 'settings',
    load: 'session',
  },
  /** Help center (help-center and ride help-center pages). */
  helpCenter: { id: 'help-center-container', app: 'help-center' },
  /** Ride help center (ride help-center pages). */
  rideHelpCenter: { id: 'help-center-container', app: 'help-center', view: 'ride' },
  /** FAQ pages (spec §2): ride, share, subscription (plus). */
  rideFaq: { id: 'help-center-container', app: 'help-center', view: 'faq-ride' },
  shareFaq: { id: 'help-center-container', app: 'help-center', view: 'faq-share' },
  subscriptionFaq: { id: 'help-center-container', app: 'help-center', view: 'faq-subscription' },
  /** Customer account area (account page, hash sections). */
  account: { id: 'account-container', app: 'account', view: 'account', load: 'interaction' },
  /**
   * Business sign-up (issue 20): the account app's form for companies and travel agencies, under the text
   * of the business sign-up page (the b2bSignup slug). Its first view is the signed-out invitation to sign
   * in (coming back here); the app, with the forms, loads only for a visitor who may be signed in.
   */
  businessSignUp: {
    id: 'business-sign-up-container',
    app: 'account',
    view: 'business-sign-up',
    load: 'signed-in',
  },
  /** Subscription offers with filters (issue 17): the subscription page of every market selling them, and the Land Rover host's. */
  subscriptionOffers: { id: 'subscription-container', app: 'subscription', view: 'offers' },
  /**
   * Long-term rental (issue 21): the offers on the plus page of every main-brand market, and the customer's
   * contracts under '#/contracts'. Its offers are priced by the API, so there is no static first view; the
   * app loads on idle, after the page's load event, so the page's text paints first.
   */
  plus: { id: 'plus-container', app: 'plus', view: 'offers', load: 'idle' },
  /**
   * Pay-by-link (issue 21): the pay app on the pay page (`/pay#token=…`, zen layout), loaded at once (the
   * page is the app: a customer from an e-mail sees what to pay and the pay button).
   */
  payLink: { id: 'pay-container', app: 'pay', view: 'link' },
  /** Card renewal (issue 21): the pay app on the card-renewal page (`/pay/renewal`), signed-in customers' open payments. */
  payRenewal: { id: 'pay-container', app: 'pay', view: 'renewal' },
  /**
   * Digital check-in (issue 22): the check-in app on the check-in page (`/check-in#/booking/{number}`,
   * zen layout), linked from the confirmation mail and the account's booking; loaded at once (the page is
   * the app).
   */
  checkIn: { id: 'check-in-container', app: 'check-in', view: 'check-in' },
  /** Mobile check-out (issue 22): the check-in app's return view on the return page (`/check-out#/booking/{number}`). */
  checkOut: { id: 'check-in-container', app: 'check-in', view: 'check-out' },
} as const;

export type ContainerName = keyof typeof containers;

export { firstViewAttribute } from './first-view-attribute.ts';

/** How the host loads a container's app (see above). */
export type LoadMode = 'now' | 'idle' | 'interaction' | 'signed-in' | 'session';

const listed: ReadonlyArray<{ id: string; app: string | null; load?: LoadMode }> = Object.values(containers);

/** The load mode of each container id that is not loaded at once. */
export const containerLoadModes: ReadonlyMap<string, LoadMode> = new Map(
  listed.flatMap((c) => (c.load ? [[c.id, c.load] as const] : [])),
);
