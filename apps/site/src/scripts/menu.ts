// The burger menu's behaviour (spec §4) on the static markup of components/menu.tsx: opening locks the
// page body; choosing a link closes it; Escape or a tap beside the panel (the backdrop) closes it and
// gives focus back to the button. The panel opens below the header wherever the header is (a news banner
// above it moves it down), so it never covers its own close button (issue 23).
//
// One set of listeners on the document serves every menu, present and future: pages swapped in by the
// client router need no re-binding. The state lives in the markup (data-open, aria-expanded), so there
// is nothing to keep in sync. No React: the menu works with the page's first script (issue 16).

/** Class on <body> while the menu is open: the page behind it does not scroll. */
export const BODY_LOCK_CLASS = 'menu-open';

/** The custom property giving the panel its top edge: the header's bottom edge in the viewport. */
export const MENU_TOP_PROPERTY = '--menu-top';

/** Attribute set on <html> once the menu answers (end-to-end tests wait for it). */
export const MENU_READY_ATTRIBUTE = 'data-menu-ready';

const MENU = '[data-menu]';

function buttonOf(menu: HTMLElement): HTMLButtonElement | null {
  return menu.querySelector<HTMLButtonElement>('.menu__button');
}

function isOpen(menu: HTMLElement): boolean {
  return menu.dataset.open !== undefined;
}

/** Gives the panel its top edge: the bottom of the header the menu sits in. */
function place(menu: HTMLElement): void {
  const header = menu.closest('header') ?? menu;
  const bottom = Math.max(0, Math.round(header.getBoundingClientRect().bottom));
  menu.style.setProperty(MENU_TOP_PROPERTY, `${bottom}px`);
}

function setOpen(menu: HTMLElement, open: boolean, options: { focusButton?: boolean } = {}): void {
  const button = buttonOf(menu);
  if (open) menu.dataset.open = 'true';
  else delete menu.dataset.open;
  if (button) {
    button.setAttribute('aria-expanded', String(open));
    const label = open ? menu.dataset.closeLabel : menu.dataset.openLabel;
    if (label) button.setAttribute('aria-label', label);
  }
  const backdrop = menu.querySelector<HTMLElement>('[data-menu-backdrop]');
  if (backdrop) backdrop.hidden = !open;
  const doc = menu.ownerDocument;
  const anyOpen = [...doc.querySelectorAll<HTMLElement>(MENU)].some(isOpen);
  doc.body.classList.toggle(BODY_LOCK_CLASS, anyOpen);
  if (open) place(menu);
  if (!open && options.focusButton) button?.focus();
}

function openMenus(doc: Document): HTMLElement[] {
  return [...doc.querySelectorAll<HTMLElement>(MENU)].filter(isOpen);
}

/**
 * Makes every menu of `doc` work, now and after client-side navigations. Returns a function that removes
 * the listeners (tests).
 */
export function installMenus(doc: Document = document): () => void {
  const view = doc.defaultView;
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const menu = target.closest<HTMLElement>(MENU);
    if (!menu) return;
    if (target.closest('.menu__button')) setOpen(menu, !isOpen(menu));
    else if (target.closest('[data-menu-backdrop]')) setOpen(menu, false, { focusButton: true });
    else if (target.closest('.menu__panel a')) setOpen(menu, false);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    for (const menu of openMenus(doc)) setOpen(menu, false, { focusButton: true });
  };
  const onResize = () => {
    for (const menu of openMenus(doc)) place(menu);
  };
  // A client-side navigation (Astro's router) must not leave the next page locked.
  const onLeave = () => {
    for (const menu of openMenus(doc)) setOpen(menu, false);
    doc.body.classList.remove(BODY_LOCK_CLASS);
  };
  doc.addEventListener('click', onClick);
  doc.addEventListener('keydown', onKey);
  // The router copies the new page's <html> attributes over: say again that the menu answers.
  const markReady = () => doc.documentElement.setAttribute(MENU_READY_ATTRIBUTE, '');
  doc.addEventListener('astro:before-swap', onLeave);
  doc.addEventListener('astro:after-swap', markReady);
  view?.addEventListener('resize', onResize);
  markReady();
  return () => {
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('keydown', onKey);
    doc.removeEventListener('astro:before-swap', onLeave);
    doc.removeEventListener('astro:after-swap', markReady);
    view?.removeEventListener('resize', onResize);
    doc.documentElement.removeAttribute(MENU_READY_ATTRIBUTE);
  };
}
