// Build-time table of the market facts the booking app needs beyond the page context (spec §3):
// default pickup/return times, phone prefix, charity links, and whether vans/trucks are offered.
// Runs in Node (vite.config.ts), never in the browser: the app reads the result as __BOOKING_MARKETS__.
import { sites } from '@rental/markets';
import type { MarketExtras } from './market.ts';

/** `${siteId}|${locale}` -> extras, for every site language. */
export function bookingMarketTable(): Record<string, MarketExtras> {
  const table: Record<string, MarketExtras> = {};
  for (const site of sites) {
    for (const lang of site.languages) {
      const p = lang.profile;
      table[`${site.id}|${lang.locale}`] = {
        initialDate: p.initialDate,
        phonePrefix: p.countryCodeNumber,
        charityTextLink: p.confirmationCharityTextLink ?? null,
        charityButtonLink: p.confirmationCharityButtonLink ?? null,
        offersVans: p.links.truck !== '',
      };
    }
  }
  return table;
}
