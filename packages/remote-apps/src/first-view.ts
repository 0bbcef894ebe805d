// First views (issue 16): an app's first view is built as static HTML into its container
// (`data-first-view`), so the page shows it at once with no JavaScript. The host swaps it for the live app
// when the container's load mode says so (containers.ts): on the visitor's first intent in it
// ('interaction'), or when the visitor is signed in ('signed-in'). Until then the static view stays
// current: days it shows relative to today are written for the visitor's today, not the build's.
// Free of React and zod: the host loader imports it as a chunk of its own, on pages with a first view.
import { addDays, firstBookableDay, formatDay } from '@rental/markets/days';
import { clickedFirstViewAttribute, firstViewAttribute, hasAppRoute } from './first-view-attribute.ts';
import { sessionChangedEvent } from './session-event.ts';

export { firstViewAttribute, hasAppRoute };

/**
 * The cookie the API sets beside its HttpOnly session cookie, with the same lifetime, and clears with it:
 * "a session may be there". Not a secret and never trusted: it only tells the host that loading the
 * login app is worth it. A stale one costs one load that shows the signed-out state.
 */
export const signedInHintCookie = 'signed_in';

/** Resolves when the document has the signed-in hint, or at the page's next session change. */
export function whenSignedIn(doc: Document, signal: AbortSignal): Promise<void> {
  if (hasSignedInHint(doc.cookie)) return Promise.resolve();
  return new Promise((resolve) => {
    const changed = () => {
      window.removeEventListener(sessionChangedEvent, changed);
      resolve();
    };
    window.addEventListener(sessionChangedEvent, changed);
    signal.addEventListener('abort', () => window.removeEventListener(sessionChangedEvent, changed), {
      once: true,
    });
  });
}

/** Whether the document's cookies carry the signed-in hint. */
export function hasSignedInHint(cookie: string): boolean {
  return cookie.split(';').some((part) => part.trim().startsWith(`${signedInHintCookie}=`));
}

/**
 * Resolves when the address changes to an app route the first view does not stand for (Back or Forward
 * to `#/sign-up`, a link followed without any intent event), never when `signal` aborts first.
 */
export function whenAppRoute(shown: readonly string[], signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const changed = () => {
      if (!hasAppRoute(location.hash, shown)) return;
      window.removeEventListener('hashchange', changed);
      resolve();
    };
    window.addEventListener('hashchange', changed);
    signal.addEventListener('abort', () => window.removeEventListener('hashchange', changed), { once: true });
  });
}

/** A day in a numeric pattern ('DD.MM.YYYY', 'M/D/YYYY') written with `digits` (ten characters, 0 to 9). */
export function formatDayWith(day: string, pattern: string, digits: string): string {
  const text = formatDay(day, pattern);
  const glyphs = [...digits];
  return glyphs.length === 10 ? text.replace(/[0-9]/g, (c) => glyphs[Number(c)]!) : text;
}

/**
 * Writes the visitor's days into the inputs of a first view that show a day relative to today:
 * `data-day-offset` (days after the first bookable day), `data-day-pattern` and `data-day-digits`.
 * An input the visitor already changed keeps their text.
 */
export function freshenDays(root: ParentNode, now: Date = new Date()): void {
  const start = firstBookableDay(now);
  for (const input of root.querySelectorAll<HTMLInputElement>('input[data-day-offset]')) {
    if (input.value !== input.defaultValue) continue;
    const offset = Number(input.dataset.dayOffset);
    const pattern = input.dataset.dayPattern;
    if (!Number.isInteger(offset) || !pattern) continue;
    const text = formatDayWith(addDays(start, offset), pattern, input.dataset.dayDigits ?? '0123456789');
    input.defaultValue = text;
    input.value = text;
  }
}

/** The events that say the visitor reaches for a first view: a pointer on or over it, focus, a key, a change. */
const intentEvents = [
  'pointerdown',
  'pointerover',
  'focusin',
  'keydown',
  'touchstart',
  'input',
  'change',
] as const;

/**
 * Resolves on the visitor's first intent in `element` (a pointer pressed or a mouse moved over it, focus
 * in it, a key in it, a value changed in it), or at once when the focus already is in it; never when `signal` aborts first.
 */
export function whenIntent(element: HTMLElement, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      for (const type of intentEvents) element.removeEventListener(type, onIntent, true);
    };
    // A mouse passing over the view is intent enough: the app loads while the visitor aims.
    function onIntent() {
      stop();
      resolve();
    }
    if (element.contains(element.ownerDocument.activeElement)) {
      resolve();
      return;
    }
    for (const type of intentEvents)
      element.addEventListener(type, onIntent, { capture: true, passive: true });
    signal.addEventListener('abort', stop, { once: true });
  });
}

/**
 * Records on `element` the id of each button clicked in its first view (`clickedFirstViewAttribute`), until
 * the returned function is called or `signal` aborts: a "Sign in" or "Show offers" pressed while the app was on its way is
 * not lost, the app reads it as it takes over. Buttons of a first view submit nothing themselves.
 */
export function recordClicks(element: HTMLElement, signal: AbortSignal): () => void {
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button[id]') : null;
    if (button && element.contains(button)) element.setAttribute(clickedFirstViewAttribute, button.id);
  };
  const stop = () => element.removeEventListener('click', onClick, true);
  element.addEventListener('click', onClick, true);
  signal.addEventListener('abort', stop, { once: true });
  return stop;
}
