// The rules of the layouts (spec §2 "Layouts", §3 "Navigation list item", §9), free of markup so they
// are unit-tested as tables: which layout a value means, menu groups, product-line tabs, link targets.
import {
  footerLinkTarget,
  knownLayout,
  type LayoutName,
  type NavListItem,
  type ProductLineTab,
} from '@rental/content';

/** spec §9: the breakpoints, in CSS pixels (min-width). */
export const breakpoints = { sm: 650, md: 780, lg: 960, xl: 1280, xxl: 1920 } as const;

/** spec §2: any other or missing layout value gives the empty layout (no header, no footer). */
export type ResolvedLayout = LayoutName | 'empty';

export function resolveLayout(value: string | undefined): ResolvedLayout {
  return knownLayout(value) ?? 'empty';
}

/**
 * Layouts that render the site header; the zen and empty layouts start with their content (the funnel
 * has the site's header since issue 23).
 */
export function hasSiteHeader(layout: ResolvedLayout): boolean {
  return layout !== 'zen' && layout !== 'empty';
}

/** Layouts with a header (or banner) before the main content get a skip link to it. */
export function hasSkipLink(layout: ResolvedLayout): boolean {
  return hasSiteHeader(layout);
}

/** A group of the header menu: a 'header' item and the links after it. */
export interface MenuGroup {
  /** The group title; undefined for links before the first header. */
  title: string | undefined;
  items: NavListItem[];
}

/** spec §3: a 'header' item starts a group with a title; any other item is a link of the current group. */
export function menuGroups(navList: readonly NavListItem[]): MenuGroup[] {
  const groups: MenuGroup[] = [];
  for (const item of navList) {
    if (item.type === 'header') groups.push({ title: item.title, items: [] });
    else {
      let current = groups.at(-1);
      if (current === undefined) {
        current = { title: undefined, items: [] };
        groups.push(current);
      }
      current.items.push(item);
    }
  }
  return groups.filter((g) => g.items.length > 0);
}

/** spec §9: a menu with more than 4 groups switches from burger to bar at the wider breakpoint. */
export function menuBreakpoint(groupCount: number): number {
  return groupCount > 4 ? breakpoints.xl : breakpoints.lg;
}

/** spec §2: product-line tabs appear only when more than one tab exists and the page sets a product line. */
export function visibleTabs(
  tabs: readonly ProductLineTab[],
  productLine: string | undefined,
): readonly ProductLineTab[] {
  return tabs.length > 1 && productLine !== undefined && productLine !== '' ? tabs : [];
}

export { bannerShownForHash } from '../scripts/news-banner-inline.ts';

/** Anchor attributes of a footer link target (spec §3/§5: '0' same window, '1' new window with no-opener, else raw). */
export const footerLinkAttributes = footerLinkTarget;

/** Anchor attributes of a menu link: the raw target; a new window never gets the opener. */
export function navLinkAttributes(target: string | undefined): { target?: string; rel?: string } {
  if (target === undefined || target === '' || target === '_self') return {};
  return target === '_blank' ? { target, rel: 'noopener' } : { target };
}

/** Whether a link leads to the page at `path` (for aria-current); hashes and trailing slashes are ignored. */
export function isCurrentPath(url: string | undefined, path: string): boolean {
  if (url === undefined || !url.startsWith('/')) return false;
  const bare = url.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
  return bare === path;
}

/**
 * What fills the booking-engine slot of the ibe, standalone and promotion layouts: the car-rental
 * search where renting is sold, otherwise the entry point of the page's own product line (issue 23:
 * no rental form, and so no trucks, on the subscription, share, ride and plus pages or on a tenant that
 * sells only subscriptions). The funnel and zen layouts keep their funnel container whatever the line.
 */
export type EntryPoint = 'rental' | 'subscription' | 'share' | 'ride' | 'plus' | 'charge';

export interface EntryPointInput {
  /** The page's product line (front matter product_line), if any. */
  productLine: string | undefined;
  /** The page id ('subscription' is the subscription line's page; it has no product-line tab). */
  pageId: string;
  /** The one product line the tenant sells, when it sells only one (the Land Rover site). */
  tenantLine: 'subscription' | undefined;
}

const lineEntryPoints: Readonly<Record<string, EntryPoint>> = {
  share: 'share',
  ride: 'ride',
  plus: 'plus',
  charge: 'charge',
};

export function entryPointOf({ productLine, pageId, tenantLine }: EntryPointInput): EntryPoint {
  if (tenantLine) return tenantLine;
  const line = productLine ? lineEntryPoints[productLine] : undefined;
  if (line) return line;
  return pageId === 'subscription' ? 'subscription' : 'rental';
}

/**
 * The footer a layout places (spec §2): the site footer (ibe, funnel, default, ride), the zen footer, or,
 * on the layouts the spec gives no footer, a compact legal footer that keeps their shape: the imprint and
 * the cookie settings must be reachable from every page (issue 23). A page whose context has no footer
 * entry gets the legal footer too.
 */
export type FooterKind = 'site' | 'zen' | 'legal';

export function footerKind(layout: ResolvedLayout): FooterKind {
  if (layout === 'zen') return 'zen';
  return ['ibe', 'funnel', 'default', 'ride'].includes(layout) ? 'site' : 'legal';
}
