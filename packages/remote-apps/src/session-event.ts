// How apps on one page agree that the customer signed in or out (issue 14 §3: the login container shows
// the first name on every page without a reload after a sign-in in the account app). The session itself
// is the API's HttpOnly cookie, which no script can read; the app that changed it dispatches this event
// on window and every other app reads the session again. Free of React and zod.

/** The event dispatched on window after a sign-in, sign-up or sign-out. */
export const sessionChangedEvent = 'remote-app:session-changed';

/** Tells the other apps of the page that the session changed (they read GET /v2/users/me again). */
export function announceSessionChange(): void {
  window.dispatchEvent(new Event(sessionChangedEvent));
}

/** Calls `listener` after every session change; returns the function that stops listening. */
export function onSessionChange(listener: () => void): () => void {
  window.addEventListener(sessionChangedEvent, listener);
  return () => window.removeEventListener(sessionChangedEvent, listener);
}
