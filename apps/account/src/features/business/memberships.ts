// The signed-in customer's companies and travel agencies (GET /v1/business/memberships): every application
// they made, in any state, and every company that invited them.
import { type ApiClient, dataOf, type paths } from '@rental/api-client';

type Answer<P extends keyof paths, M extends 'get'> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer B } } };
}
  ? B
  : never;

export type Membership = Answer<'/v1/business/memberships', 'get'>['memberships'][number];
export type CompanySummary = Membership['company'];

/** The customer's memberships, applications first in the order made. */
export async function loadMemberships(api: ApiClient, signal?: AbortSignal): Promise<Membership[]> {
  const { memberships } = await dataOf(api.GET('/v1/business/memberships', { signal }));
  return memberships;
}
