// Where keyboard and screen-reader users land after a client-side navigation (spec §2, issue 23): on the
// new page's main heading, else on main, never on <body>. A link to an element of the page (#section)
// keeps the browser's own behaviour.

/** Moves focus into the page just swapped in; returns the element focused, if any. */
export function focusNewPage(
  doc: Document = document,
  hash: string = location.hash,
): HTMLElement | undefined {
  const id = hash.startsWith('#') && !hash.startsWith('#/') ? decodeURIComponent(hash.slice(1)) : '';
  if (id && doc.getElementById(id)) return undefined;
  const main = doc.querySelector<HTMLElement>('main');
  const target = main?.querySelector<HTMLElement>('h1') ?? doc.querySelector<HTMLElement>('h1') ?? main;
  if (!target) return undefined;
  // A heading is not focusable by default: -1 makes it focusable by script, not a tab stop.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return target;
}
