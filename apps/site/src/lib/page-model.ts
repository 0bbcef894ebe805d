// Everything a layout and a template need to render one content page, computed at build time from the
// page context (spec §3), the market profile and the translations, so the React components stay dumb.
import {
  type AirportPromotion,
  airports,
  type Footer,
  type Page,
  type ProductLineTab,
  type Template,
} from '@rental/content';
import type { EditorialDocument } from '@rental/editorial';
import { translator } from '@rental/i18n/shell';
import { createLinks, type LanguageSwitcherEntry, languageSwitcher } from '@rental/markets';
import { brandOf } from './brand.ts';
import { prepareBody } from './editorial-body.ts';
import {
  burgerMedia,
  type MenuGroup,
  menuGroups,
  type ResolvedLayout,
  resolveLayout,
  visibleTabs,
} from './layout-model.ts';
import type { SitePage } from './site-pages.ts';
import { uiString } from './ui-strings.ts';

/** The texts of the layout chrome in the page language. */
export interface ChromeLabels {
  skipToContent: string;
  mainNavigation: string;
  openMenu: string;
  closeMenu: string;
  menu: string;
  newsBanner: string;
  footer: string;
  opensInNewWindow: string;
  loading: string;
  language: string;
  externalLanguage: string;
  productLines: string;
  chooseProductLine: string;
  manageCookies: string;
  rideHistory: string;
  skeleton: string;
  promotion: string;
  siteLinks: string;
  fleetCategories: string;
  helpCenter: string;
  breadcrumb: string;
  rideBooking: string;
  customerSettings: string;
}

export interface PageModel {
  layout: ResolvedLayout;
  /** Page language (html lang) and direction. */
  locale: string;
  dir: 'ltr' | 'rtl';
  path: string;
  title: string;
  description: string;
  template: Template;
  brand: string;
  /** The language's home path ('/', '/fr-be'). */
  home: string;
  /** The transformed body and its language when it differs from the page's (rendered as lang). */
  tree: EditorialDocument;
  bodyLang: string | undefined;
  /** Menu groups of the first navigation entry, and the menu's burger media query. */
  menu: { label: string; groups: MenuGroup[]; media: string; wide: boolean } | undefined;
  /** Product-line tabs to show (empty when the rule hides them) and the page's product line. */
  tabs: readonly ProductLineTab[];
  productLine: string | undefined;
  footer: Footer | undefined;
  banner: { text: string; url: string } | undefined;
  promotion: AirportPromotion | undefined;
  languages: LanguageSwitcherEntry[];
  /** Links to the other pages of the same template family (fleet categories). */
  related: Array<{ title: string; url: string }>;
  /** Links for a ride help-center article's breadcrumb. */
  rideHome: string;
  helpCenter: string;
  rideHistory: string;
  tagManager: { normal: string; zen: string; ride: string };
  labels: ChromeLabels;
}

export function chromeLabels(locale: string): ChromeLabels {
  const t = translator(locale);
  const u = (key: Parameters<typeof uiString>[1]) => uiString(locale, key);
  return {
    skipToContent: t('common.skipToContent'),
    mainNavigation: t('common.mainNavigation'),
    openMenu: t('common.openMenu'),
    closeMenu: t('common.closeMenu'),
    menu: t('common.menu'),
    newsBanner: t('common.newsBanner'),
    footer: t('common.footer'),
    opensInNewWindow: t('common.opensInNewWindow'),
    loading: t('common.loading'),
    language: t('languageSwitcher.label'),
    externalLanguage: t('languageSwitcher.external'),
    productLines: u('productLines'),
    chooseProductLine: u('chooseProductLine'),
    manageCookies: u('manageCookies'),
    rideHistory: u('rideHistory'),
    skeleton: u('skeleton'),
    promotion: u('promotion'),
    siteLinks: u('siteLinks'),
    fleetCategories: u('fleetCategories'),
    helpCenter: u('helpCenter'),
    breadcrumb: u('breadcrumb'),
    rideBooking: u('rideBooking'),
    customerSettings: u('customerSettings'),
  };
}

/** Builds the model of one page; `all` gives the sibling pages for the categories template. */
export function pageModel(entry: SitePage, all: readonly SitePage[], today = new Date()): PageModel {
  const { page, site, lang } = entry;
  const context = page.context;
  const airport = airports[site.id];
  const isAirportPage = context.airportPromotion !== undefined && airport !== undefined;
  const tree = prepareBody(page, site, {
    today,
    placeholders: isAirportPage ? { branchName: airport.name, cityName: airport.city } : {},
  });
  const nav = context.navigation[0];
  const groups = nav ? menuGroups(nav.nav_list) : [];
  const links = createLinks(site, lang);
  const trim = (url: string) => url.replace(/(.)\/+$/, '$1');
  return {
    layout: resolveLayout(context.layout),
    locale: lang.locale,
    dir: lang.dir,
    path: page.path,
    title: page.title,
    description: page.description,
    template: page.template,
    brand: brandOf(site),
    home: lang.pathPrefix || '/',
    tree,
    bodyLang: bodyLanguage(page, lang.locale),
    menu: nav
      ? { label: nav.navigation_text, groups, media: burgerMedia(groups.length), wide: groups.length > 4 }
      : undefined,
    tabs: visibleTabs(nav?.product_line_tab ?? [], page.product_line),
    productLine: page.product_line,
    footer: context.footer[0],
    banner:
      context.banner_display && context.banner_text && context.banner_url
        ? { text: context.banner_text, url: context.banner_url }
        : undefined,
    promotion: context.airportPromotion,
    languages: languageSwitcher(site, lang.locale),
    related: relatedPages(entry, all),
    rideHome: trim(links.ride),
    helpCenter: `${trim(links.ride)}/help-center`,
    rideHistory: lang.profile.links.rideHistory,
    tagManager: {
      normal: lang.profile.tagManager.normal,
      zen: lang.profile.tagManager.zen,
      ride: lang.profile.tagManager.ride,
    },
    labels: chromeLabels(lang.locale),
  };
}

/** The body language when it differs from the page language ('en' on a de-DE page), else undefined. */
export function bodyLanguage(page: Pick<Page, 'bodyLang'>, locale: string): string | undefined {
  const bodyLang = page.bodyLang;
  if (bodyLang === undefined || bodyLang === '') return undefined;
  const same = bodyLang === locale || (!bodyLang.includes('-') && locale.startsWith(`${bodyLang}-`));
  return same ? undefined : bodyLang;
}

/** The other 'categories' pages of the same site language (the fleet and its categories), by path. */
function relatedPages(entry: SitePage, all: readonly SitePage[]): Array<{ title: string; url: string }> {
  if (entry.page.template !== 'categories') return [];
  return all
    .filter(
      (other) =>
        other.site.id === entry.site.id &&
        other.lang.locale === entry.lang.locale &&
        other.page.template === 'categories' &&
        other.page.path !== entry.page.path,
    )
    .map((other) => ({
      title: other.page.title.replace(/\s*\|[^|]*$/, ''),
      url: other.page.path,
    }));
}
