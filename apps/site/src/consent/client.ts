// The consent banner in the browser (issue 8, spec §2 + §4): shows the server-rendered banner until the
// visitor answers, stores the choice, deletes cookies when a category is declined and loads the
// third-party scripts the choice allows. Runs once per document and again after each client navigation.
import {
  type ConsentChoice,
  type ConsentWindow,
  type ContainerKind,
  containerFor,
  cookieDeletions,
  declinesAny,
  parseChoice,
  serializeChoice,
  storageKey,
} from './rules.ts';

/** The page's consent configuration, rendered by consent.astro as JSON. */
export interface ConsentConfig {
  /** Script URL of each tag-manager container of the market. */
  containers: Record<ContainerKind, string>;
  /** Script URL of the consent-manager loader with the market's id. */
  consentManager: string;
  /** Script URLs of named script slots of the layouts (e.g. 'driver-components'). */
  slots: Record<string, string>;
  /** Pages the banner does not open on by itself (privacy policy, imprint), so they can be read first. */
  readFirst: string[];
}

/** The event the page receives after each answer (the consent manager records it). */
export const consentEvent = 'rental:consent';

type View = 'main' | 'settings';

const processed = new WeakSet<Element>();
const loadedScripts = new Set<string>();
let consentModeSet = false;
let granted = false;

function readConfig(): { el: Element; config: ConsentConfig } | undefined {
  const el = document.getElementById('consent-config');
  if (!el?.textContent) return undefined;
  try {
    return { el, config: JSON.parse(el.textContent) as ConsentConfig };
  } catch {
    return undefined;
  }
}

function readChoice(): ConsentChoice | undefined {
  let choice: ConsentChoice | undefined;
  try {
    choice = parseChoice(localStorage.getItem(storageKey), Date.now());
  } catch {
    // storage blocked: ask on every page
  }
  publish(choice);
  return choice;
}

/** The answer for the page's other scripts (ConsentWindow). */
function publish(choice: ConsentChoice | undefined): void {
  (window as ConsentWindow).rentalConsent = choice && { performance: choice.performance };
}

function storeChoice(choice: ConsentChoice): void {
  try {
    localStorage.setItem(storageKey, serializeChoice(choice));
  } catch {
    // storage blocked: the choice holds for this page only
  }
}

// The tag manager's own command queue (Google consent mode shape), so a real container honours the choice.
function gtag(..._args: unknown[]): void {
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer ??= [];
  // biome-ignore lint/complexity/noArguments: tag managers read the Arguments object, not an array
  w.dataLayer.push(arguments);
}

const categories = ['analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization'];
const consentState = (value: 'granted' | 'denied') => Object.fromEntries(categories.map((c) => [c, value]));

function setConsentMode(choice: ConsentChoice | undefined): void {
  if (!consentModeSet) {
    consentModeSet = true;
    gtag('consent', 'default', consentState('denied'));
    const w = window as unknown as { dataLayer: unknown[] };
    w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  }
  if (choice?.performance && !granted) {
    granted = true;
    gtag('consent', 'update', consentState('granted'));
  }
}

function addScript(src: string | undefined): void {
  if (!src || loadedScripts.has(src)) return;
  loadedScripts.add(src);
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.addEventListener('error', () => loadedScripts.delete(src));
  document.head.append(script);
}

/** spec §4: delete every cookie the page can read, except the site-experience and optimizely ones. */
export function cleanUpCookies(): void {
  for (const line of cookieDeletions(document.cookie, location)) {
    // biome-ignore lint/suspicious/noDocumentCookie: synchronous and in every browser, unlike the Cookie Store API
    document.cookie = line;
  }
}

/** The page's layout: <html data-layout>, else the layout wrapper's data-layout. */
function pageLayout(): string | undefined {
  return (
    document.documentElement.dataset.layout ??
    document.querySelector<HTMLElement>('[data-layout]')?.dataset.layout
  );
}

/** Loads what the choice allows on this page (scripts already loaded in this document stay). */
function apply(config: ConsentConfig, choice: ConsentChoice | undefined): void {
  setConsentMode(choice);
  if (choice && declinesAny(choice)) cleanUpCookies();
  addScript(config.containers[containerFor(pageLayout(), choice)]);
  // Nothing else third-party before the banner is answered.
  if (!choice) return;
  addScript(config.consentManager);
  for (const slot of document.querySelectorAll<HTMLScriptElement>(
    'script[type="text/plain"][data-script-slot]',
  )) {
    const name = slot.dataset.scriptSlot ?? '';
    if (name === 'tracking') continue; // the tag manager above is the tracking script
    const category = slot.dataset.consentCategory ?? 'performance';
    if (category === 'essential' || choice.performance) addScript(config.slots[name] ?? slot.dataset.src);
  }
}

function setUp(): void {
  const found = readConfig();
  if (!found || processed.has(found.el)) return;
  processed.add(found.el);
  const { config } = found;
  const dialog = document.getElementById('consent') as HTMLDialogElement | null;
  const spacer = document.getElementById('consent-spacer');
  const choice = readChoice();
  apply(config, choice);
  if (!dialog) return;

  let view: View = 'main';
  let dismissible = false;
  const views = {
    main: dialog.querySelector<HTMLElement>('[data-consent-view="main"]'),
    settings: dialog.querySelector<HTMLElement>('[data-consent-view="settings"]'),
  };
  const performance = dialog.querySelector<HTMLInputElement>('input[name="performance"]');
  const resize = new ResizeObserver(() => {
    // The page can scroll its last content above the open banner (nothing unreachable behind it).
    if (spacer) spacer.style.height = dialog.open ? `${dialog.offsetHeight}px` : '';
  });

  function show(next: View): void {
    view = next;
    for (const [name, el] of Object.entries(views)) if (el) el.hidden = name !== next;
    const heading = views[next]?.querySelector<HTMLElement>('h2');
    if (heading) {
      dialog?.setAttribute('aria-labelledby', heading.id);
      heading.focus();
    }
  }

  function open(next: View): void {
    // After a navigation to a page without the banner, the old (detached) one must not open.
    if (!dialog?.isConnected) return;
    const current = readChoice();
    dismissible = current !== undefined;
    if (performance) performance.checked = current?.performance ?? false;
    if (!dialog.open) dialog.showModal();
    resize.observe(dialog);
    show(next);
  }

  function close(): void {
    if (!dialog) return;
    resize.disconnect();
    if (spacer) spacer.style.height = '';
    dialog.close();
  }

  function decide(performanceAllowed: boolean): void {
    const previous = readChoice();
    const next: ConsentChoice = { performance: performanceAllowed, at: Date.now() };
    storeChoice(next);
    publish(next);
    close();
    window.dispatchEvent(new CustomEvent(consentEvent, { detail: { performance: next.performance } }));
    if (previous?.performance && !next.performance) {
      // Consent withdrawn: scripts already running cannot be unloaded, so start this page afresh.
      cleanUpCookies();
      location.reload();
      return;
    }
    apply(config, next);
  }

  dialog.addEventListener('click', (event) => {
    const action = (event.target as Element).closest<HTMLElement>('[data-consent-action]')?.dataset
      .consentAction;
    if (action === 'accept') decide(true);
    else if (action === 'limited') decide(false);
    else if (action === 'settings') show('settings');
    else if (action === 'back') show('main');
  });
  dialog.addEventListener('submit', (event) => {
    event.preventDefault();
    decide(performance?.checked ?? false);
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      // The first answer is required: Escape leaves the settings view or, once answered, closes.
      event.preventDefault();
      if (view === 'settings' && !dismissible) show('main');
      else if (dismissible) close();
    } else if (event.key === 'Tab') {
      trapFocus(dialog, event);
    }
  });
  dialog.addEventListener('cancel', (event) => event.preventDefault());

  openSettings = () => open('settings');
  // The banner links to the privacy policy and the imprint: those pages stay readable (with the
  // keyboard too) until the visitor answers there from the footer or back on another page.
  if (!choice && !config.readFirst.includes(location.pathname)) open('main');
}

/** Keeps Tab and Shift+Tab inside the open banner (the page behind is inert anyway). */
function trapFocus(dialog: HTMLElement, event: KeyboardEvent): void {
  const focusable = [
    ...dialog.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled])'),
  ].filter((el) => el.getClientRects().length > 0);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement as HTMLElement | null;
  const index = active ? focusable.indexOf(active) : -1;
  const inside = active !== null && dialog.contains(active);
  if (
    event.shiftKey &&
    (index === 0 || (index === -1 && !inside) || (index === -1 && active?.tagName === 'H2'))
  ) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}

let openSettings: () => void = () => {};

// spec §3: the footer's "manage cookies" entry (any element with data-consent-settings) reopens the banner.
document.addEventListener('click', (event) => {
  if ((event.target as Element | null)?.closest?.('[data-consent-settings]')) {
    event.preventDefault();
    openSettings();
  }
});

setUp();
// After a client-side navigation the body (banner, config) is new; the first load is covered above.
document.addEventListener('astro:page-load', setUp);
