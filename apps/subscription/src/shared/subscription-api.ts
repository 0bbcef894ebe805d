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

/** An offer with its terms and what an order can add (mileage packages, extras, delivery fee). */
export type OfferWithTerms =
  paths['/v1/subscription/v1.1/subscriptions/offers/country']['get']['responses'][200]['content']['application/json']['offers'][number];
/** What a customer chooses: the same body quotes and orders (the server computes every amount). */
export type OrderBody = NonNullable<
  paths['/v1/subscription/orders']['post']['requestBody']
>['content']['application/json'];
export type Quote = Schemas['SubscriptionOrderQuote'];
export type Order = Schemas['SubscriptionOrder'];
export type Registration = Schemas['CampaignRegistration'];
type SessionAnswer = paths['/v1/auth/session']['get']['responses'][200]['content']['application/json'];
export type SignedInUser = Extract<SessionAnswer, { signedIn: true }>['user'];

/** Every offer of the market with its terms (the funnel's pickup branches: the same car elsewhere). */
export const loadOffersWithTerms = (api: ApiClient, country: string, signal: AbortSignal) =>
  dataOf(
    api.GET('/v1/subscription/v1.1/subscriptions/offers/country', {
      params: { query: { countryCode: countryOf(country) } },
      signal,
    }),
  ).then((r) => r.offers);

/** The signed-in customer, or null (signed out is not an error: the session answers 200 either way). */
export const loadSession = (api: ApiClient, signal: AbortSignal) =>
  dataOf(api.GET('/v1/auth/session', { signal })).then((s) => (s.signedIn ? s.user : null));

/** Every cost of an order for these choices, computed by the server (with the customer's campaign benefit). */
export const quoteOrder = (api: ApiClient, body: OrderBody, signal?: AbortSignal) =>
  dataOf(api.POST('/v1/subscription/orders/quote', { body, ...(signal ? { signal } : {}) })).then(
    (r) => r.quote,
  );

/** Orders as the signed-in customer; the same key and body give the same order (a retry orders once). */
export const placeOrder = (api: ApiClient, body: OrderBody, idempotencyKey: string) =>
  dataOf(
    api.POST('/v1/subscription/orders', {
      params: { header: { 'idempotency-key': idempotencyKey } },
      body,
    }),
  ).then((r) => r.order);

/** The market's running campaigns. */
export const loadCampaigns = (api: ApiClient, country: string, signal: AbortSignal) =>
  dataOf(
    api.GET('/v1/subscription/subscriptioncampaigns', {
      params: { query: { countryCode: countryOf(country) } },
      signal,
    }),
  ).then((r) => r.campaigns);

/** Why a registration was refused (spec §8): the API's 409 carries the cause. */
export type RegistrationCause = 'active_subscription' | 'open_registration';

/**
 * Registers the signed-in customer for a campaign: the registration, or the refusal's cause (409); any
 * other failure throws the ApiError.
 */
export async function registerForCampaign(
  api: ApiClient,
  campaignId: string,
  person: { firstName: string; lastName: string },
): Promise<{ registration: Registration } | { refused: RegistrationCause }> {
  const call = api.POST('/v1/subscription/subscriptioncampaigns/{campaignId}/registrations', {
    params: { path: { campaignId } },
    body: person,
  });
  const result = await call;
  if (result.response.status === 409) {
    const cause = (result.error as { error?: { details?: { cause?: unknown } } } | undefined)?.error?.details
      ?.cause;
    return { refused: cause === 'active_subscription' ? 'active_subscription' : 'open_registration' };
  }
  const data = await dataOf(Promise.resolve(result));
  if (!('id' in data.registration)) throw new Error('A signed-in registration is never pending');
  return { registration: data.registration as Registration };
}
