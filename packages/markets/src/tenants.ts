// Tenant configuration: every brand-bearing value (brand name, app protocol, loyalty-cards path,
// logo) lives here, so the product stays brand-neutral (docs/architecture.md "Brand and tenants").

export interface Tenant {
  /** Tenant id sent to the API; spec §3: the main tenant is '6'. */
  readonly id: string;
  /** Brand name shown to visitors. */
  readonly brandName: string;
  /** URL scheme of the tenant's app (internal editorial links use it). */
  readonly appProtocol: string;
  /** Loyalty-cards page path (spec §2 names it after the brand). */
  readonly loyaltyCardsPath: string;
  /** Whether the tenant shows its own logo (profile field isCustomSixtLogo). */
  readonly customLogo: boolean;
  /** Whether social login is offered (spec §6: off on the Land Rover site). */
  readonly socialLogin: boolean;
  /** The tenant's app page: where the app-store badges lead (share, ride and charge are sold in the app). */
  readonly appUrl: string;
  /** FAKE (demo brand): the customer rating the site shows as a trust signal, score out of 5 and review count. */
  readonly rating: { readonly score: number; readonly count: number };
  /** The one product line the tenant sells, when it sells only one (the Land Rover site: subscriptions). */
  readonly soleProductLine?: 'subscription';
  /**
   * A subscription-only tenant's main-brand site (a site id, e.g. 'de'): its rental product lines,
   * guides and the station finder live there, so the tenant's links to them lead there.
   */
  readonly rentalSiteId?: string;
}

/** The two tenants: the fictional main brand and the Land Rover subscription tenant. */
export const tenants = {
  main: {
    id: '6',
    brandName: 'Kestrel',
    appProtocol: 'kestrel',
    loyaltyCardsPath: '/kestrel-cards',
    appUrl: 'https://app.kestrelrent.example/',
    rating: { score: 4.6, count: 12480 },
    customLogo: false,
    socialLogin: true,
  },
  // The tenant id of the Land Rover discovery tenant is not given by the spec: '7' is our choice.
  landRover: {
    id: '7',
    brandName: 'Land Rover Subscribe by Kestrel',
    appProtocol: 'kestrel',
    loyaltyCardsPath: '/kestrel-cards',
    appUrl: 'https://app.kestrelrent.example/',
    rating: { score: 4.8, count: 1260 },
    customLogo: true,
    socialLogin: false,
    soleProductLine: 'subscription',
    rentalSiteId: 'de',
  },
} as const satisfies Record<string, Tenant>;

export type TenantKey = keyof typeof tenants;
