// The customer's session as the login container needs it: signed out, or signed in with a first name.
// Read from the product API (GET {api}/v2/users/me); no API, an error or a slow answer means signed out.
// zod/mini: the same schemas at a fraction of the bytes in a browser bundle.
import * as z from 'zod/mini';

/** The part of GET /v2/users/me the login app reads; the user may be the body or under `user`. */
const meSchema = z.union([
  z.object({ firstName: z.string().check(z.trim(), z.minLength(1)) }),
  z.object({ user: z.object({ firstName: z.string().check(z.trim(), z.minLength(1)) }) }),
]);

export type Session = { signedIn: false } | { signedIn: true; firstName: string };

export interface SessionRequest {
  apiBaseUrl: string;
  acceptLanguage: string;
  tenantId: string;
  signal?: AbortSignal;
  /** Give up (signed out) after this many ms; default 4000. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Reads the session; never throws (anything but a valid 200 answer is the signed-out state). */
export async function readSession(request: SessionRequest): Promise<Session> {
  const doFetch = request.fetch ?? fetch;
  const timeout = AbortSignal.timeout(request.timeoutMs ?? 4000);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  try {
    const response = await doFetch(`${request.apiBaseUrl.replace(/\/$/, '')}/v2/users/me`, {
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'accept-language': request.acceptLanguage,
        'x-tenant-id': request.tenantId,
      },
      signal,
    });
    if (!response.ok) return { signedIn: false };
    const parsed = meSchema.safeParse(await response.json());
    if (!parsed.success) return { signedIn: false };
    const firstName = 'user' in parsed.data ? parsed.data.user.firstName : parsed.data.firstName;
    return { signedIn: true, firstName };
  } catch {
    return { signedIn: false };
  }
}

/** The account area's login: the account page with the '#/login' section (spec §2 account hash sections). */
export function accountLoginHref(accountHref: string): string {
  return `${accountHref.replace(/#.*$/, '')}#/login`;
}
