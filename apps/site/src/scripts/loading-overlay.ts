// spec §4/§9 loading overlay (funnel, zen): shown at start; hidden 5000 ms after its container appears,
// or 1500 ms after first content is added to it, whichever comes first. The 1.5 s is the latest: when the
// host says the mounted app rendered its first real view (`remote-app:first-content`, skeletons left out),
// the overlay goes at once, so it never hides a ready offer list (issue 23). A container that shows its
// app's first view (ADR 014) for an address without an app route has nothing loading: no overlay. (No
// import of the host's code: this script runs on every page and stays small.)

/** A container showing its app's first view (@rental/remote-apps `firstViewAttribute`). */
const firstViewAttribute = 'data-first-view';
/** Set on the overlay's parent while the parser passes, when the address holds an app route (loading-overlay.tsx). */
const routeAttribute = 'data-app-route';

export const OVERLAY_FALLBACK_MS = 5000;
export const OVERLAY_AFTER_CONTENT_MS = 1500;
/** The host's event on a container when its app first renders real content (@rental/remote-apps host). */
export const firstContentEvent = 'remote-app:first-content';

/** Watches the container with id `containerId` and hides `overlay` per the rule; returns a stop function. */
export function watchLoadingOverlay(
  overlay: HTMLElement,
  containerId: string,
  doc: Document = document,
): () => void {
  const timers: ReturnType<typeof setTimeout>[] = [];
  const observers: MutationObserver[] = [];
  const stops: Array<() => void> = [];
  const stop = () => {
    for (const timer of timers) clearTimeout(timer);
    for (const observer of observers) observer.disconnect();
    for (const s of stops) s();
  };
  const hide = () => {
    overlay.hidden = true;
    stop();
  };
  const watchContainer = (container: Element) => {
    if (container.hasAttribute(firstViewAttribute) && !overlay.parentElement?.hasAttribute(routeAttribute))
      return hide();
    timers.push(setTimeout(hide, OVERLAY_FALLBACK_MS));
    container.addEventListener(firstContentEvent, hide, { once: true });
    stops.push(() => container.removeEventListener(firstContentEvent, hide));
    const afterContent = () => timers.push(setTimeout(hide, OVERLAY_AFTER_CONTENT_MS));
    // A first view under an app route is not the app's content: the overlay waits for the live app.
    if (container.childNodes.length > 0 && !container.hasAttribute(firstViewAttribute)) return afterContent();
    const observer = new MutationObserver((records) => {
      if (!records.some((r) => r.addedNodes.length > 0)) return;
      observer.disconnect();
      afterContent();
    });
    observer.observe(container, { childList: true, subtree: true });
    observers.push(observer);
  };
  overlay.hidden = false;
  const container = doc.getElementById(containerId);
  if (container) watchContainer(container);
  else {
    // The container may be added later (by a host or a client-side swap): start when it appears.
    const observer = new MutationObserver(() => {
      const found = doc.getElementById(containerId);
      if (!found) return;
      observer.disconnect();
      watchContainer(found);
    });
    observer.observe(doc.body, { childList: true, subtree: true });
    observers.push(observer);
  }
  return stop;
}
