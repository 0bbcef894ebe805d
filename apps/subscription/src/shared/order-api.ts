// The funnel's and the campaign's calls (issue 17, items 2 and 3) on the generated client, and their
// shapes named from the generated contract. Imported only by those lazily loaded features, so the offer
// list's first load does not carry them.
import { type ApiClient, dataOf, type paths, type Schemas } from '@rental/api-client';

/** The country of the market as the API wants it ('DE'). */
const countryOf = (country: string) => country.toUpperCase();

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

/** One offer with its terms and order options (the same call as the offer's details, under the same cache key). */
export const loadOrderOffer = (api: ApiClient, country: string, id: string, signal: AbortSignal) =>
  dataOf(
    api.GET('/v1/subscription/v1.1/subscriptions/offers/country', {
      params: { query: { countryCode: countryOf(country), offerId: id } },
      signal,
    }),
  ).then((r) => r.offers[0]);

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

/** A guest's registration, waiting for the link mailed to the address. */
export interface PendingRegistration {
  email: string;
  /** Until when the link confirms (ISO 8601). */
  confirmBy: string;
}

/** What a registration call ended in: registered, refused with its cause, or (a guest) pending. */
export type RegistrationAnswer =
  | { registration: Registration }
  | { refused: RegistrationCause }
  | { pending: PendingRegistration };

/** The cause of a 409 answer (spec §8: an active subscription or an open registration). */
function refusal(error: unknown): { refused: RegistrationCause } {
  const cause = (error as { error?: { details?: { cause?: unknown } } } | undefined)?.error?.details?.cause;
  return { refused: cause === 'active_subscription' ? 'active_subscription' : 'open_registration' };
}

/**
 * Registers for a campaign: signed in with the account's e-mail (registered or refused at once); a guest
 * with `email`, confirmed through the link mailed there, which opens `page` (this page's path).
 */
export async function registerForCampaign(
  api: ApiClient,
  campaignId: string,
  person: { firstName: string; lastName: string; email?: string; page?: string },
): Promise<RegistrationAnswer> {
  const result = await api.POST('/v1/subscription/subscriptioncampaigns/{campaignId}/registrations', {
    params: { path: { campaignId } },
    body: person,
  });
  if (result.response.status === 409) return refusal(result.error);
  const data = await dataOf(Promise.resolve(result));
  const registration = data.registration;
  if ('id' in registration) return { registration };
  return { pending: { email: registration.email, confirmBy: registration.confirmBy } };
}

/** Confirms a guest's registration with the token of the mailed link. */
export async function confirmRegistration(
  api: ApiClient,
  token: string,
): Promise<{ registration: Registration } | { refused: RegistrationCause }> {
  const result = await api.POST('/v1/subscription/subscriptioncampaigns/registrations/confirm', {
    body: { token },
  });
  if (result.response.status === 409) return refusal(result.error);
  return dataOf(Promise.resolve(result));
}
