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
import {
  createLinks,
  getMarket,
  type LanguageSwitcherEntry,
  languageSwitcher,
  type Site,
  type SiteLanguage,
  tenantOf,
} from '@rental/markets';
import { type Billboard, billboardOf } from '@rental/markets/billboards';
import type { FleetCard } from '../components/fleet-cards.tsx';
import type { ProductLineCard } from '../components/home-sections.tsx';
import { brandOf } from './brand.ts';
import { categoryOfPage, type HeroScene, heroSceneOf } from './cms-images.ts';
import { prepareBody } from './editorial-body.ts';
import { type FirstViews, firstViewsOf } from './first-views.ts';
import { encodeMoneyPattern, moneyPattern } from './fleet-categories.ts';
import type { FleetSliderModel } from './fleet-slider.ts';
import {
  breakpoints,
  type EntryPoint,
  entryPointOf,
  type MenuGroup,
  menuBreakpoint,
  menuGroups,
  type ResolvedLayout,
  resolveLayout,
  visibleTabs,
} from './layout-model.ts';
import type { SitePage } from './site-pages.ts';
import {
  type BrowserPromptModel,
  browserPromptOf,
  type ContactChannelsModel,
  contactChannelsOf,
  type SupportContactModel,
  supportContactOf,
} from './support-contact.ts';
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
  promotion: string;
  siteLinks: string;
  fleetCategories: string;
  helpCenter: string;
  breadcrumb: string;
  rideBooking: string;
  customerSettings: string;
  legalNavigation: string;
}

export interface PageModel {
  layout: ResolvedLayout;
  /** The content page's id, e.g. 'fleet-suv' ('not-found' and 'error' for the shell pages). */
  id: string;
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
  /** Menu groups of the first navigation entry; wide when it has more than 4 groups (a later breakpoint). */
  menu: { label: string; groups: MenuGroup[]; wide: boolean } | undefined;
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
  /** The compact legal footer of the layouts without a footer (issue 23): imprint, privacy, terms. */
  legal: LegalLink[];
  /** What the booking-engine slot shows: the rental search or the product line's own entry point. */
  entryPoint: EntryPoint;
  /** Where a product line's entry point leads. */
  entryLinks: EntryLinks;
  /** The hero band's scene behind the booking-engine slot (ibe and standalone layouts). */
  hero: HeroScene | undefined;
  /** The fleet category pages of the language, as cards; the overview page's path. */
  fleet: FleetCard[];
  fleetOverview: string | undefined;
  /** How the page writes whole amounts of its market's currency (encoded MoneyPattern for the price teasers). */
  money: string;
  /** The market's currency (ISO 4217), e.g. for the ride banner's first-trip voucher. */
  currency: string;
  /** The static first views of the apps that have one (booking search, login link), for their containers. */
  firstViews: FirstViews;
  /**
   * The campaign billboard of a subscription page (cars) or a truck page (trucks), as the API answers it
   * (@rental/markets/billboards, issue 17); none elsewhere.
   */
  billboard: Billboard | undefined;
  /** The other product lines (home page cards), from the CMS product-line tabs and the subscription page. */
  productLines: ProductLineCard[];
  /** The tenant's customer rating (trust signal). */
  rating: { score: number; count: number };
  /** The customer service's phone and e-mail of the market profile (issue 19). */
  support: SupportContactModel;
  /** The contact page's ways to reach the customer service (issue 19); only on the page with id 'contact'. */
  contact: ContactChannelsModel | undefined;
  /** The outdated-browser prompt with the profile's download pages (spec §3 browserDownloadLink). */
  browserPrompt: BrowserPromptModel;
  /**
   * A fleet category page's vehicles of the market (spec §1 fleet slider, issue 19); none elsewhere. The
   * route fills it from the build's fleet snapshot (`pageSlider`), so models built without one (unit
   * tests, which run before any build) need no file.
   */
  slider: FleetSliderModel | undefined;
}

/** A link of the legal footer, titled as the CMS footer titles it (else the site's own label). */
export interface LegalLink {
  title: string;
  url: string;
}

/** The destinations of the product-line entry points (issue 23). */
export interface EntryLinks {
  /** The language's rental home, e.g. '/' or '/en'. */
  rental: string;
  /** The language's subscription page, when the site has one. */
  subscription: string | undefined;
  /** The market's customer support line. */
  phone: { href: string; display: string };
  /** The tenant's app page (share, ride and charge are sold in the app). */
  app: string;
}

/** spec §3 "Footer link": the CMS footer's title of a link to `url`, if it has one. */
function cmsTitle(footer: Footer | undefined, url: string): string | undefined {
  return footer?.links.find((link) => link.url.replace(/(.)\/+$/, '$1') === url)?.title;
}

/** The legal footer's links of a site language: imprint, privacy (unless hidden), terms. */
export function legalLinks(site: Site, lang: SiteLanguage, footer: Footer | undefined): LegalLink[] {
  const links = createLinks(site, lang);
  const entries: Array<[url: string, key: 'imprint' | 'privacy' | 'terms']> = [[links.imprint, 'imprint']];
  if (!lang.profile.hidePrivacyPolicy) entries.push([links.privacy, 'privacy']);
  entries.push([links.terms, 'terms']);
  return entries.map(([url, key]) => ({ url, title: cmsTitle(footer, url) ?? uiString(lang.locale, key) }));
}

/** Where the entry points of a site language lead. */
export function entryLinks(site: Site, lang: SiteLanguage, all: readonly SitePage[]): EntryLinks {
  const subscription = all.find(
    (p) => p.site.id === site.id && p.lang.locale === lang.locale && p.page.id === 'subscription',
  );
  return {
    rental: lang.pathPrefix || '/',
    subscription: subscription?.page.path,
    phone: {
      href: `tel:${lang.profile.customerSupportPhone}`,
      display: lang.profile.customerSupportPhoneDisplay,
    },
    app: tenantOf(site).appUrl,
  };
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
    promotion: u('promotion'),
    siteLinks: u('siteLinks'),
    fleetCategories: u('fleetCategories'),
    helpCenter: u('helpCenter'),
    breadcrumb: u('breadcrumb'),
    rideBooking: u('rideBooking'),
    customerSettings: u('customerSettings'),
    legalNavigation: u('legalNavigation'),
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
  const model: PageModel = {
    layout: resolveLayout(context.layout),
    id: page.id,
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
      ? { label: nav.navigation_text, groups, wide: menuBreakpoint(groups.length) === breakpoints.xl }
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
    legal: legalLinks(site, lang, context.footer[0]),
    entryPoint: entryPointOf({
      productLine: page.product_line,
      pageId: page.id,
      tenantLine: tenantOf(site).soleProductLine,
    }),
    entryLinks: entryLinks(site, lang, all),
    hero: undefined,
    ...fleetOf(entry, all),
    productLines: productLinesOf(entry, all),
    rating: tenantOf(site).rating,
    support: supportContactOf(lang),
    contact: page.id === 'contact' ? contactChannelsOf(lang) : undefined,
    browserPrompt: browserPromptOf(lang),
    money: moneyOf(lang.locale, lang.profile.defaultCurrency),
    currency: lang.profile.defaultCurrency,
    firstViews: firstViewsOf(site.id, lang),
    slider: undefined,
    billboard: undefined,
  };
  model.billboard = tenantOf(site).soleProductLine
    ? undefined
    : billboardOfPage(page.id, page.product_line, lang.profile.countryAlpha2, lang.profile.links.truck);
  model.hero =
    model.layout === 'ibe' || model.layout === 'standalone'
      ? heroSceneOf(model.entryPoint, page.product_line)
      : undefined;
  return model;
}

/**
 * The billboard of the subscription page (cars) or a truck page (trucks) in the page's country. Not on a
 * tenant's own site (the Land Rover subscription site): the market's billboard advertises the main
 * brand's rentals.
 */
function billboardOfPage(
  pageId: string,
  productLine: string | undefined,
  country: string,
  /** The truck page of the page's own language (the country's default language may have another path). */
  truckPath: string | undefined,
): Billboard | undefined {
  const found = getMarket(country);
  if (!found) return undefined;
  const market = truckPath ? { ...found, truckPath } : found;
  if (productLine === 'rent-truck') return billboardOf(market, true) ?? undefined;
  if (pageId === 'subscription') return billboardOf(market, false) ?? undefined;
  return undefined;
}

/** Encoded money patterns per locale and currency: the same for every page of a language, made once per build. */
const moneyPatterns = new Map<string, string>();
function moneyOf(locale: string, currency: string): string {
  const key = `${locale}|${currency}`;
  let known = moneyPatterns.get(key);
  if (known === undefined) {
    known = encodeMoneyPattern(moneyPattern(locale, currency));
    moneyPatterns.set(key, known);
  }
  return known;
}

/** A page title without its ' | Brand' suffix. */
const withoutBrand = (title: string) => title.replace(/\s*\|[^|]*$/, '');

/** The same site language's pages. */
const sameLanguage = (entry: SitePage, all: readonly SitePage[]) =>
  all.filter((p) => p.site.id === entry.site.id && p.lang.locale === entry.lang.locale);

/** The fleet category pages of the language, as cards, and the fleet overview page. */
function fleetOf(entry: SitePage, all: readonly SitePage[]): Pick<PageModel, 'fleet' | 'fleetOverview'> {
  const pages = sameLanguage(entry, all).filter((p) => p.page.template === 'categories');
  return {
    fleet: pages
      .filter((p) => categoryOfPage(p.page.id) !== undefined)
      .map((p) => ({
        title: withoutBrand(p.page.title),
        url: p.page.path,
        category: categoryOfPage(p.page.id),
      })),
    fleetOverview: pages.find((p) => p.page.id === 'fleet')?.page.path,
  };
}

/** The product lines other than car rental, for the home page: CMS tabs (titles, links) and the subscription page. */
function productLinesOf(entry: SitePage, all: readonly SitePage[]): ProductLineCard[] {
  const scenes: Record<string, HeroScene> = {
    'rent-truck': 'truck',
    share: 'share',
    ride: 'ride',
    plus: 'plus',
    charge: 'charge',
  };
  const cards: ProductLineCard[] = [];
  const subscription = sameLanguage(entry, all).find((p) => p.page.id === 'subscription');
  if (subscription) {
    cards.push({
      scene: 'subscription',
      title: withoutBrand(subscription.page.title),
      url: subscription.page.path,
    });
  }
  for (const tab of entry.page.context.navigation[0]?.product_line_tab ?? []) {
    const scene = scenes[tab.product_line];
    if (scene) cards.push({ scene, title: tab.title, url: tab.url });
  }
  return cards;
}

/**
 * The model of a language's not-found or error page (spec §2, §8), or of a station finder page (issue 19): it
 * has no page context of its own, so it takes the navigation and footer of the language's home page and shows
 * them in the default layout (issue 23: a header and the footer, so the imprint and cookie settings stay
 * reachable).
 */
export function shellPageModel(
  site: Site,
  lang: SiteLanguage,
  page: { id: string; title: string; path: string; description?: string },
  all: readonly SitePage[],
): PageModel {
  const home =
    all.find(
      (p) =>
        p.site.id === site.id && p.lang.locale === lang.locale && p.page.path === (lang.pathPrefix || '/'),
    ) ?? all.find((p) => p.site.id === site.id && p.lang.locale === lang.locale);
  if (!home)
    throw new Error(`${site.id} ${lang.locale}: no content page to take the navigation and footer from`);
  const model = pageModel(home, all);
  return {
    ...model,
    layout: 'default',
    id: page.id,
    path: page.path,
    title: page.title,
    description: page.description ?? '',
    template: 'sections',
    tree: { type: 'document', blocks: [], paragraphs: [], position: { line: 1, column: 1 } },
    bodyLang: undefined,
    tabs: [],
    productLine: undefined,
    banner: undefined,
    promotion: undefined,
    related: [],
    entryPoint: 'rental',
    hero: undefined,
    contact: undefined,
    slider: undefined,
    billboard: undefined,
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
