// The customer's session as the login container needs it: signed out, or signed in with a first name,
// from GET /v1/auth/session (the API's generated types), which answers 200 either way: a signed-out
// visitor is not an error (issue 23; /v2/users/me's 401 was logged on every page). No API, an error or
// a slow answer is signed out.
import { type ApiClient, dataOf } from '@rental/api-client';

export type Session = { signedIn: false } | { signedIn: true; firstName: string };

/** Reads the session; never throws (anything but a signed-in answer is the signed-out state). */
export async function readSession(api: ApiClient, signal?: AbortSignal): Promise<Session> {
  try {
    const session = await dataOf(api.GET('/v1/auth/session', { signal }));
    if (!session.signedIn) return { signedIn: false };
    const firstName = session.user.firstName.trim();
    return firstName ? { signedIn: true, firstName } : { signedIn: false };
  } catch {
    return { signedIn: false };
  }
}

/** The account area's login: the account page with the '#/login' section (spec §2 account hash sections). */
export function accountLoginHref(accountHref: string): string {
  return `${accountHref.replace(/#.*$/, '')}#/login`;
}
