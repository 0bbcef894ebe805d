// How an app names the view it shows in the document title (issue 23: help-center articles and funnel
// steps kept the page's generic title). The app dispatches a DOM event from its container; the host page
// composes the title and announces it, so the title format stays the site's. Free of React and zod.

/** The event an app dispatches (bubbling) from an element inside its container. */
export const pageTitleEvent = 'remote-app:title';

/** What the event carries. */
export interface PageTitleDetail {
  /** The view's own title, e.g. an article's heading; null gives the page its own title back. */
  title: string | null;
  /** Whether the host announces the new title to screen readers (false when the app moves focus to the view's heading itself). */
  announce: boolean;
}

/**
 * Names the app's current view in the document title: `setPageTitle(element, 'Cancel a booking')` turns
 * 'Help center | Kestrel' into 'Cancel a booking | Help center | Kestrel'; `setPageTitle(element, null)`
 * restores it. `element` is the container or any element inside it.
 */
export function setPageTitle(
  element: Element,
  title: string | null,
  options: { announce?: boolean } = {},
): void {
  const detail: PageTitleDetail = { title: title?.trim() || null, announce: options.announce ?? false };
  element.dispatchEvent(new CustomEvent<PageTitleDetail>(pageTitleEvent, { bubbles: true, detail }));
}

/** The document title for a view title on a page titled `pageTitle` ('View | Page | Brand'). */
export function composePageTitle(viewTitle: string | null, pageTitle: string): string {
  if (!viewTitle) return pageTitle;
  const view = viewTitle.replace(/\s+/g, ' ').trim();
  return pageTitle.startsWith(`${view} |`) || pageTitle === view ? pageTitle : `${view} | ${pageTitle}`;
}
