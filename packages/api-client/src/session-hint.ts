// Whether the page may have a session, read from the API's readable `signed_in` cookie (issue 23). The
// session cookie itself is HttpOnly; without this hint every page of a signed-out visitor asked
// GET /v2/users/me and logged its 401 as a console error. Signed-out visitors now make no request at
// all; the hint is set and cleared by the API with the session (and by a 401), never by the page.

/** Name of the API's signed-in hint cookie (the API's `SIGNED_IN_HINT_COOKIE`). */
export const signedInHintCookie = 'signed_in';

/**
 * True when the cookies carry the signed-in hint, so asking the API for the session is worth it.
 * Outside a browser (no document) it answers true: only a page knows its cookies.
 */
export function mayHaveSession(page: { cookie: string } | null = globalThis.document ?? null): boolean {
  if (page === null) return true;
  return page.cookie.split(';').some((pair) => pair.trim().startsWith(`${signedInHintCookie}=`));
}
