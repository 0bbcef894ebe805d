// The ride line's first-trip offer (spec §9): 15 in the market's currency off a customer's first ride,
// with a promo code, once per customer. One place for the fact: the API prices it, the site's ride
// app-download banner advertises it.

/** The first-trip promo code (case-insensitive where customers type it). */
export const rideFirstTripCode = 'FIRSTRIDE';

/** The first-trip discount in major units of the market's currency (15 EUR, 15 USD, 15 GBP, …). */
export const rideFirstTripAmount = 15;
