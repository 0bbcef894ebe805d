// The API calls of the pay pages (issue 21), through the one typed client: a pay link by its token and
// a payment session for it, the customer's renewals and a session for one, and the result of a session
// the provider returned from. Types are the generated ones of the API's OpenAPI document.
import { type ApiClient, dataOf } from '@rental/api-client';

export function readLink(api: ApiClient, token: string, signal?: AbortSignal) {
  return dataOf(api.GET('/v1/payment-links/{token}', { params: { path: { token } }, signal }));
}

export function startLinkPayment(api: ApiClient, token: string, returnUrl: string) {
  return dataOf(
    api.POST('/v1/payment-links/{token}/session', { params: { path: { token } }, body: { returnUrl } }),
  );
}

export function readSession(api: ApiClient, sessionId: string, signal?: AbortSignal) {
  return dataOf(api.GET('/v1/payments/sessions/{sessionId}', { params: { path: { sessionId } }, signal }));
}

export function readRenewals(api: ApiClient, signal?: AbortSignal) {
  return dataOf(api.GET('/v1/payments/renewals', { signal }));
}

export function startRenewalPayment(api: ApiClient, id: string, returnUrl: string) {
  return dataOf(
    api.POST('/v1/payments/renewals/{id}/session', { params: { path: { id } }, body: { returnUrl } }),
  );
}

export function readSignedIn(api: ApiClient, signal?: AbortSignal) {
  return dataOf(api.GET('/v1/auth/session', { signal })).then((session) => session.signedIn);
}

/** A pay link as the API shows it. */
export type PaymentLink = Awaited<ReturnType<typeof readLink>>;
/** The result of a payment session. */
export type PaymentSession = Awaited<ReturnType<typeof readSession>>;
/** One renewal of the signed-in customer. */
export type Renewal = Awaited<ReturnType<typeof readRenewals>>['renewals'][number];
/** An amount as the API sends it. */
export type Money = PaymentLink['amount'];
