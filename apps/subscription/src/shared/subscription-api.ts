// The subscription calls (spec §7) on the generated API client, in the page's market, and their shapes
// named from the generated contract: never written again by hand.
import { type ApiClient, dataOf, type paths, type Schemas } from '@rental/api-client';
import { type Filters, offerQuery } from './filters.ts';

export type Offer = Schemas['SubscriptionOffer'];
export type OfferPage =
  paths['/v1/rentaloffers/subscriptionoffers']['get']['responses'][200]['content']['application/json'];
export type Branches =
  paths['/v2/apps/subscriptionbranches']['get']['responses'][200]['content']['application/json'];
export type Reviews =
  paths['/v1/subscription/reviews']['get']['responses'][200]['content']['application/json'];

/** Offers per request; "Show more" asks for the next page. */
export const PAGE_SIZE = 24;

/** The country of the market as the API wants it ('DE'). */
const countryOf = (country: string) => country.toUpperCase();

/** Pages 1..`pages` of the offers matching `filters`, as one list. */
export async function loadOffers(
  api: ApiClient,
  market: { country: string; offersVans: boolean },
  filters: Filters,
  pages: number,
  signal: AbortSignal,
): Promise<OfferPage> {
  const query = offerQuery(filters, countryOf(market.country), market.offersVans);
  const all = await Promise.all(
    Array.from({ length: pages }, (_, i) =>
      dataOf(
        api.GET('/v1/rentaloffers/subscriptionoffers', {
          params: { query: { ...query, page: i + 1, pageSize: PAGE_SIZE } },
          signal,
        }),
      ),
    ),
  );
  const first = all[0]!;
  return { ...first, offers: all.flatMap((p) => p.offers) };
}

export const loadBranches = (api: ApiClient, country: string, signal: AbortSignal) =>
  dataOf(
    api.GET('/v2/apps/subscriptionbranches', {
      params: { query: { countryCode: countryOf(country) } },
      signal,
    }),
  );

export const loadReviews = (api: ApiClient, country: string, signal: AbortSignal) =>
  dataOf(
    api.GET('/v1/subscription/reviews', {
      params: { query: { countryCode: countryOf(country), limit: 100 } },
      signal,
    }),
  );

export const loadOffer = (api: ApiClient, country: string, id: string, signal: AbortSignal) =>
  dataOf(
    api.GET('/v1/subscription/v1.1/subscriptions/offers/country', {
      params: { query: { countryCode: countryOf(country), offerId: id } },
      signal,
    }),
  ).then((r) => r.offers[0]);

/** A branch's rating: the average of its reviews (one decimal), their number and the newest texts. */
export interface BranchRating {
  average: number;
  count: number;
  latest: Reviews['reviews'];
}

/** Ratings per branch id from the market's reviews (newest first, as the API sends them). */
export function ratingsByBranch(reviews: Reviews['reviews']): Map<number, BranchRating> {
  const byBranch = new Map<number, Reviews['reviews']>();
  for (const r of reviews) byBranch.set(r.branchId, [...(byBranch.get(r.branchId) ?? []), r]);
  return new Map(
    [...byBranch].map(([id, list]) => [
      id,
      {
        average: Math.round((list.reduce((s, r) => s + r.rating, 0) / list.length) * 10) / 10,
        count: list.length,
        latest: list.slice(0, 2),
      },
    ]),
  );
}
