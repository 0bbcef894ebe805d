// Registers /sw.js (spec §7, §8): only on HTTPS or localhost; a failed registration and a worker that
// becomes redundant are logged; an updated worker that waits makes the next navigation a full load (§4).

export interface ServiceWorkerControl {
  /** An updated worker is installed and waiting to take over. */
  updateWaiting(): boolean;
  /** Looks for a new /sw.js (after client-side navigations, which the browser does not check). */
  checkForUpdate(): void;
}

/** spec §8: service workers need HTTPS or localhost. */
export function canRegisterServiceWorker(loc: Pick<Location, 'protocol' | 'hostname'>): boolean {
  if (loc.protocol === 'https:') return true;
  const host = loc.hostname;
  return (
    loc.protocol === 'http:' &&
    (host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]')
  );
}

const log = (message: string, detail?: unknown) => console.warn(`[rental-runtime] ${message}`, detail ?? '');

export function registerServiceWorker(scriptUrl = '/sw.js'): ServiceWorkerControl {
  let registration: ServiceWorkerRegistration | undefined;
  let waiting: ServiceWorker | undefined;
  const control: ServiceWorkerControl = {
    updateWaiting: () => waiting !== undefined && waiting.state !== 'redundant',
    checkForUpdate: () => void registration?.update().catch(() => {}),
  };
  if (!('serviceWorker' in navigator) || !canRegisterServiceWorker(location)) return control;

  const watch = (worker: ServiceWorker) => {
    const onState = () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) waiting = worker;
      if (worker.state === 'redundant') {
        log('service worker became redundant', worker.scriptURL);
        if (waiting === worker) waiting = undefined;
      }
    };
    worker.addEventListener('statechange', onState);
    onState();
  };
  const register = () => {
    navigator.serviceWorker.register(scriptUrl).then(
      (reg) => {
        // Some environments resolve without a registration (service workers blocked by policy).
        if (!reg) return;
        registration = reg;
        if (reg.waiting && navigator.serviceWorker.controller) waiting = reg.waiting;
        if (reg.installing) watch(reg.installing);
        reg.addEventListener('updatefound', () => {
          if (reg.installing) watch(reg.installing);
        });
      },
      (error: unknown) => log('service worker registration failed', error),
    );
  };
  // After the page has loaded, so installing the worker never competes with the first paint.
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
  return control;
}
