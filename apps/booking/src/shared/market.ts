// The booking app's view of the page's market: the page context's market subset plus the extras
// compiled in at build time (spec §3 initialDate, countryCodeNumber, charity links; spec §2 truck path).
import type { AppContext } from '@rental/remote-apps';

/** Market facts the page context does not carry (yet); see market-table.ts. */
export interface MarketExtras {
  /** spec §9: default pickup 12:30, return 08:30. */
  initialDate: { pickup: { hour: number; minute: number }; return: { hour: number; minute: number } };
  /** Dialling prefix, e.g. '+49'. */
  phonePrefix: string;
  /** Charity text link on the confirmation (ES, FR, UK, IT, NL), or null. */
  charityTextLink: string | null;
  /** Charity button link on the confirmation, or null. */
  charityButtonLink: string | null;
  /** Whether the market rents vans/trucks (its truck page exists). */
  offersVans: boolean;
}

declare const __BOOKING_MARKETS__: Record<string, MarketExtras>;

const defaults: MarketExtras = {
  initialDate: { pickup: { hour: 12, minute: 30 }, return: { hour: 8, minute: 30 } },
  phonePrefix: '',
  charityTextLink: null,
  charityButtonLink: null,
  offersVans: true,
};

/** The market as the booking app uses it. */
export type BookingMarket = AppContext['market'] & MarketExtras;

/**
 * The page's market with its extras. Fields the context carries win over the build-time table, so
 * once the page context grows these fields the table is only a fallback.
 */
export function bookingMarket(context: Pick<AppContext, 'market'>): BookingMarket {
  const m = context.market as AppContext['market'] & Partial<MarketExtras>;
  const table = typeof __BOOKING_MARKETS__ === 'object' ? __BOOKING_MARKETS__ : {};
  const extras = table[`${m.siteId}|${m.locale}`] ?? {
    ...defaults,
    offersVans: m.links.truck !== undefined && m.links.truck !== '',
  };
  return {
    ...m,
    initialDate: m.initialDate ?? extras.initialDate,
    phonePrefix: m.phonePrefix ?? extras.phonePrefix,
    charityTextLink: m.charityTextLink ?? extras.charityTextLink,
    charityButtonLink: m.charityButtonLink ?? extras.charityButtonLink,
    offersVans: m.offersVans ?? extras.offersVans,
  };
}
