// One-off generator of content/: writes site.json and the planned pages of every site language from the
// per-language text tables in ./text/. Run `npm run scaffold -w packages/content`, then
// `npx biome check --write content`; after that content/ is edited by hand (re-running overwrites it).
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createLinks, type Site, type SiteLanguage, sites, tenants } from '@rental/markets';
import { stringify } from 'yaml';
import { defaultContentRoot } from '../src/file-source.ts';
import { type PlannedPage, planPages, toPagePath } from '../src/page-plan.ts';
import type {
  FooterLink,
  LayoutName,
  NavListItem,
  PageFrontMatter,
  ProductLineTab,
  SiteChrome,
} from '../src/schema.ts';
import { de } from './text/de.ts';
import { en } from './text/en.ts';
import { es } from './text/es.ts';
import { fr } from './text/fr.ts';
import { hr, hu, pl, ro, sl } from './text/heads-central.ts';
import { ar, et, lt, lv, pt } from './text/heads-more.ts';
import { da, fi, is, nb, sv } from './text/heads-nordic.ts';
import { it } from './text/it.ts';
import { nl } from './text/nl.ts';
import type { HeadText, LanguageText, PageText, Section } from './text/types.ts';

const tables: Record<string, LanguageText> = { en, de, fr, es, it, nl };
/** Languages with page heads (menu, footer, titles) but English bodies. */
const heads: Record<string, HeadText> = { da, sv, nb, fi, is, pl, hu, hr, sl, ro, et, lt, lv, pt, ar };

/** Regional spelling on top of a base table: [pattern, replacement] applied to every string. */
const commonwealth: Array<[RegExp, string]> = [
  [/\bCar rental\b/g, 'Car hire'],
  [/\bcar rental\b/g, 'car hire'],
  [/\brental car\b/g, 'hire car'],
  [/\blicense\b/g, 'licence'],
  [/\bcenter\b/g, 'centre'],
  [/\bCenter\b/g, 'Centre'],
  [/\btires\b/g, 'tyres'],
  [/\bMinivans\b/g, 'People carriers'],
  [/\bStation wagons\b/g, 'Estate cars'],
  [/\bapartment\b/g, 'flat'],
  [/\bmileage\b/g, 'mileage'],
];
const variants: Record<string, Array<[RegExp, string]>> = {
  'en-GB': [...commonwealth, [/\bVans & trucks\b/g, 'Vans'], [/\bVan and truck rental\b/g, 'Van hire']],
  'en-IE': commonwealth,
  'en-AU': [...commonwealth, [/\bmain train station\b/g, 'central station']],
  'en-NZ': commonwealth,
  // Swiss Standard German writes ss for ß.
  'de-CH': [[/ß/g, 'ss']],
  // Brazilian Portuguese on top of the European Portuguese head table.
  'pt-BR': [
    [/Aluguer/g, 'Aluguel'],
    [/aluguer/g, 'aluguel'],
    [/Carrinhas e camiões/g, 'Vans e caminhões'],
    [/carrinhas e camiões/g, 'vans e caminhões'],
    [/carrinha ou um camião/g, 'van ou um caminhão'],
    [/Carrinhas familiares/g, 'Peruas'],
    [/telemóvel/g, 'celular'],
    [/Descarregar/g, 'Baixar'],
    [/\bA minha conta/g, 'Minha conta'],
    [/\bAs minhas reservas/g, 'Minhas reservas'],
    [/\bAs minhas subscrições/g, 'Minhas assinaturas'],
    [/Subscrição/g, 'Assinatura'],
    [/\bA nossa frota/g, 'Nossa frota'],
    [/Definições da conta/g, 'Configurações da conta'],
    [/Descapotáveis/g, 'Conversíveis'],
    [/económicos/g, 'econômicos'],
    [/Desportivos/g, 'Esportivos'],
    [/Reserva expresso/g, 'Reserva expressa'],
    [/o seu aluguel/g, 'seu aluguel'],
    [/os seus dados/g, 'seus dados'],
    [/\bGira\b/g, 'Gerencie'],
    [/berlinas/g, 'sedãs'],
    [/Dos citadinos/g, 'Dos compactos'],
    [/Cadeiras de criança/g, 'Cadeirinhas infantis'],
  ],
};

/** Main city per site, or per locale where a site's languages serve different regions. */
const cities: Record<string, string | Record<string, string>> = {
  at: 'Wien',
  be: { 'nl-BE': 'Brussel', 'fr-BE': 'Bruxelles' },
  ca: { 'en-CA': 'Toronto', 'fr-CA': 'Montréal' },
  ch: { 'de-CH': 'Zürich', 'fr-CH': 'Genève', 'it-CH': 'Lugano' },
  uk: 'London',
  com: {
    'en-US': 'New York',
    'es-US': 'Miami',
    'en-CY': 'Limassol',
    'en-MT': 'Valletta',
    'es-CO': 'Bogotá',
    'es-MX': 'Cancún',
    'fr-FR': 'Nice',
    'fr-GP': 'Pointe-à-Pitre',
    'fr-MA': 'Marrakech',
  },
  de: 'Berlin',
  es: 'Barcelona',
  fr: 'Lyon',
  it: 'Roma',
  nl: 'Amsterdam',
  ae: 'Dubai',
  ar: 'Buenos Aires',
  au: 'Sydney',
  br: 'São Paulo',
  mx: 'Ciudad de México',
  sa: 'Riyadh',
  dk: 'Copenhagen',
  fi: 'Helsinki',
  ie: 'Dublin',
  no: 'Oslo',
  nz: 'Auckland',
  pl: 'Warsaw',
  pt: 'Lisbon',
  se: 'Stockholm',
  cl: 'Santiago',
  cr: 'San José',
  eg: 'Cairo',
  pa: 'Panama City',
  sg: 'Singapore',
  ee: 'Tallinn',
  hr: 'Zagreb',
  hu: 'Budapest',
  is: 'Reykjavík',
  lt: 'Vilnius',
  lv: 'Riga',
  ro: 'Bucharest',
  si: 'Ljubljana',
  'jlr-de': 'München',
};

/** The city as written in page heads of languages whose body is English ('Warsaw' in the body, 'Warszawa' in the title). */
const localCities: Record<string, string> = {
  'pl-PL': 'Warszawa',
  'da-DK': 'København',
  'pt-PT': 'Lisboa',
  'ro-RO': 'București',
  'lv-LV': 'Rīga',
  'ar-SA': 'الرياض',
  'ar-EG': 'القاهرة',
};

/** Sites whose home page shows the news banner. */
const bannerSites = new Set(['de', 'uk', 'com', 'nl', 'au', 'ch']);
/** Markets outside the EU/EEA/UK/CH, where no cookie-settings entry is shown in the footer. */
const noCookieSettings = new Set([
  'US',
  'CA',
  'AE',
  'SA',
  'EG',
  'SG',
  'AR',
  'BR',
  'MX',
  'CL',
  'CR',
  'PA',
  'CO',
  'MA',
  'AU',
  'NZ',
]);
const APP_URL = 'https://app.kestrelrent.example/';

function cityOf(site: Site, locale: string): string {
  const entry = cities[site.id];
  const city = typeof entry === 'string' ? entry : entry?.[locale];
  if (city === undefined) throw new Error(`scaffold: no city for ${site.id}/${locale}`);
  return city;
}

/** The text table of a locale, with regional spelling, and the body language when it is not the page's. */
/** The English table with the menu, footer, titles and descriptions of a head-only language. */
function withHead(head: HeadText): LanguageText {
  const pages = Object.fromEntries(
    Object.entries(en.pages).map(([kind, page]) => {
      const [title, description] = head.pages[kind as keyof LanguageText['pages']];
      return [kind, { ...page, title, description }];
    }),
  ) as LanguageText['pages'];
  const [title, description] = head.category;
  return {
    ...en,
    nav: head.nav,
    footer: head.footer,
    pages,
    category: { ...en.category, title, description },
    headCategories: head.categories,
  };
}

function textFor(locale: string): { text: LanguageText; bodyLang?: string } {
  const table = tables[locale.slice(0, 2)];
  const head = heads[locale.slice(0, 2)];
  const base = table ?? (head ? withHead(head) : en);
  const bodyLang = table ? undefined : 'en';
  const rules = variants[locale];
  if (rules === undefined) return { text: base, bodyLang };
  const respell = (value: unknown): unknown => {
    if (typeof value === 'string') return rules.reduce((s, [pattern, to]) => s.replace(pattern, to), value);
    if (Array.isArray(value)) return value.map(respell);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, respell(v)]));
    }
    return value;
  };
  return { text: respell(base) as LanguageText, bodyLang };
}

type Vars = Record<string, string>;

function fill(template: string, vars: Vars): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`scaffold: unknown placeholder {${name}} in "${template}"`);
    return value;
  });
}

function body(sections: readonly Section[], vars: Vars): string {
  return sections
    .map(
      ([heading, text], index) => `${index === 0 ? '#' : '##'} ${fill(heading, vars)}\n\n${fill(text, vars)}`,
    )
    .join('\n\n');
}

function chrome(
  site: Site,
  lang: SiteLanguage,
  text: LanguageText,
  planned: readonly PlannedPage[],
): SiteChrome {
  const links = createLinks(site, lang);
  const has = (kind: string) => planned.find((page) => page.kind === kind)?.path;
  const nav = text.nav;
  const link = (title: string, url: string | undefined, extra: Partial<NavListItem> = {}): NavListItem[] =>
    url === undefined ? [] : [{ type: 'link', title, url, target: '_self', ...extra } as NavListItem];
  // Flags default to false in the schema: written only when set, to keep site.json readable.
  const header = (title: string) => ({ type: 'header', title }) as NavListItem;
  const hidden = new Set<string>(lang.profile.hideAccountTabs);
  const accountItem = (title: string, url: string, tab: string) =>
    hidden.has(tab) ? [] : link(title, url, { mysixt: true });
  const nav_list: NavListItem[] = [
    header(nav.rent),
    ...link(nav.cars, has('home')),
    ...link(nav.vans, has('truck')),
    ...link(nav.subscription, has('subscription')),
    ...link(nav.fleet, has('fleet'), { gap_after: true }),
    ...(has('share') ? [header(nav.mobility)] : []),
    ...link(nav.share, has('share')),
    ...link(nav.ride, has('ride')),
    ...link(nav.plus, has('plus'), { gap_after: true }),
    ...link(nav.app, APP_URL, { target: '_blank' }),
    header(nav.help),
    ...link(nav.helpCenter, has('help-center')),
    ...link(nav.rentalGuide, has('rental-guide')),
    ...link(nav.rentalServices, has('rental-services')),
    header(nav.account),
    ...accountItem(nav.bookings, links.accountBookings, 'bookings'),
    ...accountItem(nav.manageBooking, links.accountManageBooking, 'bookings'),
    ...accountItem(nav.profiles, links.accountProfiles, 'profiles'),
    ...accountItem(nav.subscriptions, links.accountSubscriptions, 'subscriptions'),
    ...link(nav.settings, links.account, { mysixt: true }),
  ];
  const tab = (
    product_line: ProductLineTab['product_line'],
    title: string,
    kind: string,
  ): ProductLineTab[] => {
    const url = has(kind);
    return url === undefined ? [] : [{ product_line, title, url }];
  };
  const footerLink = (title: string, url: string | undefined, target = '0'): FooterLink[] =>
    url === undefined ? [] : [{ title, url, target }];
  return {
    navigation: [
      {
        navigation_text: nav.menu,
        nav_list,
        product_line_tab: [
          ...tab('rent-car', nav.cars, 'home'),
          ...tab('rent-truck', nav.vans, 'truck'),
          ...tab('ride', nav.ride, 'ride'),
          ...tab('share', nav.share, 'share'),
          ...tab('plus', nav.plus, 'plus'),
        ].filter((entry) => site.tenantId === '6' || entry.product_line !== 'rent-car'),
      },
    ],
    footer: [
      {
        footer_text: text.footer.text,
        is_manage_cookie_enabled: !noCookieSettings.has(lang.profile.countryAlpha2),
        links: [
          ...footerLink(nav.helpCenter, has('help-center'), '_self'),
          ...footerLink(nav.fleet, has('fleet')),
          ...footerLink(nav.rentalGuide, has('rental-guide')),
          ...footerLink(nav.rentalServices, has('rental-services')),
          ...footerLink(text.footer.terms, has('terms')),
          ...footerLink(text.footer.privacy, has('privacy')),
          ...footerLink(text.footer.imprint, has('imprint')),
          ...footerLink(nav.app, APP_URL, '1'),
        ],
      },
    ],
  };
}

const productLineKinds = ['share', 'plus', 'subscription'];

/** Spreads the allowed layouts over sites so every layout is used (share/plus/subscription, account). */
function pickLayout(page: PlannedPage, siteIndex: number): LayoutName {
  const offset = Math.max(0, productLineKinds.indexOf(page.kind));
  return page.layouts[(siteIndex + offset) % page.layouts.length] ?? 'default';
}

function pageFile(
  page: PlannedPage,
  site: Site,
  siteIndex: number,
  text: LanguageText,
  vars: Vars,
  bodyLang: string | undefined,
): string {
  let pageText: PageText;
  let v = vars;
  let head: Vars = { ...vars, city: vars.headCity ?? vars.city ?? '' };
  if (page.kind === 'fleet-category' && page.category !== undefined) {
    const [category, blurb] = text.categories[page.category];
    pageText = text.category;
    v = { ...vars, category, blurb };
    head = { ...head, category: text.headCategories?.[page.category] ?? category, blurb };
  } else if (page.kind === 'airport' && page.airport !== undefined) {
    pageText = text.airport;
    v = { ...vars, airport: page.airport.name, code: page.airport.code, airportCity: page.airport.city };
    head = v;
  } else {
    // The Land Rover host is subscription-only: its home page carries the subscription text.
    const kind = site.tenantId !== '6' && page.kind === 'home' ? 'subscription' : page.kind;
    pageText = text.pages[kind as keyof LanguageText['pages']];
  }
  const front: Record<string, unknown> = {
    path: page.path,
    template: page.template,
    layout: pickLayout(page, siteIndex),
    title: fill(pageText.title, head),
    description: fill(pageText.description, head),
  } satisfies Partial<PageFrontMatter>;
  if (page.productLine !== undefined) front.product_line = page.productLine;
  if (bodyLang !== undefined) front.body_lang = bodyLang;
  if (page.kind === 'home' && bannerSites.has(site.id)) {
    Object.assign(front, { banner_display: true, banner_text: fill(text.banner, v), banner_url: v.ride });
  }
  if (page.airport !== undefined) {
    const key = page.airport.key;
    front.airportPromotion = {
      hero_image_desktop: { filename_disk: `airport-${key}-desktop.jpg` },
      hero_image_mobile: { filename_disk: `airport-${key}-mobile.jpg` },
      pre_title: `${page.airport.name} (${page.airport.code})`,
      title: fill(text.airport.heroTitle, v),
      prefix_promo_highlight: text.airport.prefix,
      promo_highlight: text.airport.highlight,
      suffix_promo_highlight: text.airport.suffix,
    };
  }
  const sections = [...pageText.sections, ...(v.truck ? (pageText.truckSections ?? []) : [])];
  return `---\n${stringify(front, { lineWidth: 0 })}---\n\n${body(sections, v)}\n`;
}

async function scaffold(root: string): Promise<number> {
  let written = 0;
  for (const [siteIndex, site] of sites.entries()) {
    for (const lang of site.languages) {
      const { text, bodyLang } = textFor(lang.locale);
      const links = createLinks(site, lang);
      const planned = planPages(site, lang);
      const pathOf = (kind: string) => planned.find((page) => page.kind === kind)?.path ?? '';
      const brand = Object.values(tenants).find((t) => t.id === site.tenantId)?.brandName ?? 'Kestrel';
      const vars: Vars = {
        brand,
        city: cityOf(site, lang.locale),
        headCity: localCities[lang.locale] ?? cityOf(site, lang.locale),
        home: pathOf('home'),
        truck: pathOf('truck'),
        fleet: pathOf('fleet'),
        share: pathOf('share'),
        ride: pathOf('ride'),
        plus: pathOf('plus'),
        subscription: pathOf('subscription'),
        helpCenter: pathOf('help-center'),
        rentalGuide: pathOf('rental-guide'),
        rentalServices: pathOf('rental-services'),
        services: pathOf('services'),
        account: toPagePath(links.account),
        bookings: links.accountBookings,
        terms: pathOf('terms'),
        privacy: pathOf('privacy'),
      };
      const dir = join(root, site.id, lang.locale);
      await mkdir(join(dir, 'pages'), { recursive: true });
      await writeFile(
        join(dir, 'site.json'),
        `${JSON.stringify(chrome(site, lang, text, planned), null, 2)}\n`,
      );
      const keep = new Set(planned.map((page) => `${page.id}.md`));
      for (const name of await readdir(join(dir, 'pages'))) {
        if (name.endsWith('.md') && !keep.has(name)) await rm(join(dir, 'pages', name));
      }
      for (const page of planned) {
        await writeFile(
          join(dir, 'pages', `${page.id}.md`),
          pageFile(page, site, siteIndex, text, vars, bodyLang),
        );
        written += 1;
      }
    }
  }
  return written;
}

const root = defaultContentRoot();
const count = await scaffold(root);
console.log(`Wrote ${count} pages to ${root}. Now run: npx biome check --write content`);
