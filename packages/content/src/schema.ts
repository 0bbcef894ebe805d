// The CMS content model: page context, navigation, footer, banner and airport promotion (spec §3).
// Field names are the spec's (snake_case, `mysixt`, `airportPromotion`) so a headless CMS can map 1:1.
import { z } from 'zod';

/** The nine layouts of spec §2 "Layouts". Any other or missing value means the empty layout. */
export const layoutNames = [
  'ibe',
  'ride',
  'funnel',
  'zen',
  'standalone',
  'navigation',
  'navigationWithoutLayout',
  'default',
  'promotion',
] as const;
export type LayoutName = (typeof layoutNames)[number];

/** The five page templates of spec §2 "Page templates". */
export const templateNames = ['home', 'categories', 'sections', 'ride-home', 'ride-help-article'] as const;
export type Template = (typeof templateNames)[number];

/** The product lines that can have a tab (spec §2 "Product-line tabs"). */
export const productLines = ['rent-car', 'rent-truck', 'ride', 'share', 'charge', 'plus'] as const;
export type ProductLine = (typeof productLines)[number];

const oneOf = (names: readonly string[]) => ({ error: () => `expected one of ${names.join(', ')}` });

/** A non-empty, trimmed piece of text shown to visitors. */
const text = z.string().trim().min(1, { error: 'must not be empty' });

/** A link target: a site-relative path ('/fleet', '/account/#/bookings'), an absolute https URL or a mailto:/tel: link. */
const href = z
  .string()
  .regex(/^(\/(?!\/)|https:\/\/|mailto:|tel:)/, {
    error: "expected a site-relative path starting with '/', an https:// URL, mailto: or tel:",
  })
  .refine((value) => !/\s/.test(value), { error: 'must not contain spaces' });

/** A site-relative page path: starts with '/', no trailing slash except the root, no query or hash. */
export const pagePathSchema = z.string().regex(/^\/$|^(\/[a-z0-9][a-z0-9._-]*)+$/, {
  error:
    "expected a site-relative path such as '/', '/fleet' or '/fr-be/flotte' (lower case, no trailing slash, no query or hash)",
});

/** Hyphenated locale code, e.g. 'en-US' (spec §3 language_code). */
export const languageCodeSchema = z
  .string()
  .regex(/^[a-z]{2,3}-[A-Z]{2}$/, { error: "expected a hyphenated locale code such as 'en-US'" });

/** Layout value: a string, one of `layoutNames` when known; other values are kept and mean the empty layout. */
export const layoutSchema = z.string();

/** Spec §3 "Navigation list item": one entry of the burger menu. */
export const navListItemSchema = z
  .object({
    /** 'header' starts a group titled `title`; any other value (usually 'link') is a link. */
    type: z.string().default('link'),
    /** Visible text of the group title or link, e.g. 'Vans & trucks'. */
    title: text,
    /** Link target, e.g. '/fleet' or '/account/#/bookings'; not used by headers. */
    url: href.optional(),
    /** Raw anchor target of the link, e.g. '_self' or '_blank'; absent means the same window. */
    target: z.string().optional(),
    /** true for an item of the customer account area (shown with the account entries). */
    mysixt: z.boolean().default(false),
    /** true to leave a visual gap after this item. */
    gap_after: z.boolean().default(false),
  })
  .strict()
  .refine((item) => item.type === 'header' || item.url !== undefined, {
    error: 'a link item needs a url (only type "header" may omit it)',
    path: ['url'],
  });
export type NavListItem = z.infer<typeof navListItemSchema>;

/** Spec §3 "Footer link". */
export const footerLinkSchema = z
  .object({
    /** Link target, e.g. '/help-center' or 'https://apps.example/kestrel'. */
    url: href,
    /** Visible link text, e.g. 'Imprint'. */
    title: text,
    /** '0' same window; '1' new window with no-opener; any other value is used as the raw anchor target (spec §5). */
    target: z.string().default('0'),
  })
  .strict();
export type FooterLink = z.infer<typeof footerLinkSchema>;

/** One product-line tab of the ride/navigation menu (spec §2 "Product-line tabs"). */
export const productLineTabSchema = z
  .object({
    /** The product line this tab stands for, e.g. 'rent-truck'. */
    product_line: z.enum(productLines, oneOf(productLines)),
    /** Tab label, e.g. 'Vans & trucks'. */
    title: text,
    /** Where the tab leads, e.g. '/truck-rental'. */
    url: href,
  })
  .strict();
export type ProductLineTab = z.infer<typeof productLineTabSchema>;

/** One navigation entry of the page context; the site reads the first one (spec §3). */
export const navigationSchema = z
  .object({
    /** Menu items in order; a 'header' item starts a group. */
    nav_list: z.array(navListItemSchema),
    /** Accessible name / label of the menu button, e.g. 'Menu'. */
    navigation_text: text,
    /** Product-line tabs; the site shows them only when more than one exists and the page sets a product line. */
    product_line_tab: z.array(productLineTabSchema).default([]),
  })
  .strict();
export type Navigation = z.infer<typeof navigationSchema>;

/** One footer entry of the page context; the site reads the first one (spec §3). */
export const footerSchema = z
  .object({
    /** Footer links in order. */
    links: z.array(footerLinkSchema),
    /** Footer text below the links, e.g. the company line; plain text. */
    footer_text: text,
    /** true to show the "manage cookies" entry that reopens the consent settings. */
    is_manage_cookie_enabled: z.boolean().default(false),
  })
  .strict();
export type Footer = z.infer<typeof footerSchema>;

/** The per-site-and-language chrome stored in content/{siteId}/{locale}/site.json. */
export const siteChromeSchema = z
  .object({
    /** Navigation entries; the first holds the menu (at least one). */
    navigation: z.array(navigationSchema).min(1, { error: 'needs at least one entry' }),
    /** Footer entries; the first holds the footer (at least one). */
    footer: z.array(footerSchema).min(1, { error: 'needs at least one entry' }),
  })
  .strict();
export type SiteChrome = z.infer<typeof siteChromeSchema>;

/** An image of the CMS file library, served from /cms/marketing/{filename_disk}. */
const cmsImageSchema = z
  .object({
    /** File name on disk, e.g. 'airport-munich-desktop.jpg' (no folders). */
    filename_disk: z.string().regex(/^[a-z0-9][a-z0-9._-]*\.(jpg|jpeg|png|webp|avif)$/, {
      error: "expected a plain image file name such as 'airport-munich-desktop.jpg'",
    }),
  })
  .strict();

/** Spec §2 "promotion" layout: the airport promotion hero band. */
export const airportPromotionSchema = z
  .object({
    /** Hero background image for wide screens. */
    hero_image_desktop: cmsImageSchema,
    /** Hero background image for narrow screens. */
    hero_image_mobile: cmsImageSchema,
    /** Optional small line above the title, e.g. 'Munich Airport (MUC)'. */
    pre_title: text.optional(),
    /** Hero title, e.g. 'Your car is waiting at Terminal 2'. */
    title: text,
    /** Optional highlight bubble text, e.g. '15 %'. */
    promo_highlight: text.optional(),
    /** Optional text before the highlight, e.g. 'Save'. */
    prefix_promo_highlight: text.optional(),
    /** Optional text after the highlight, e.g. 'on weekend rentals'. */
    suffix_promo_highlight: text.optional(),
  })
  .strict();
export type AirportPromotion = z.infer<typeof airportPromotionSchema>;

/** Banner fields shared by the front matter and the page context (spec §2 "News banner"). */
const bannerFields = {
  /** true to show the news banner (only on an empty, '#/' or '#/?…' address hash). */
  banner_display: z.boolean().default(false),
  /** Banner text, required when banner_display is true. */
  banner_text: text.optional(),
  /** Where the banner text links to, required when banner_display is true. */
  banner_url: href.optional(),
};

type BannerFields = {
  banner_display: boolean;
  banner_text?: string | undefined;
  banner_url?: string | undefined;
};

/** A shown banner needs its text and url (spec §2 "News banner"). */
function checkBanner(value: BannerFields, ctx: z.RefinementCtx): void {
  if (!value.banner_display) return;
  for (const key of ['banner_text', 'banner_url'] as const) {
    if (value[key] === undefined) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'is required when banner_display is true' });
    }
  }
}

/** Spec §3 "Page context": everything a layout needs to render a page. */
export const pageContextSchema = z
  .object({
    /** Production host of the site, e.g. 'www.kestrelrent.de'. */
    domain: z.string().min(1),
    /** Hyphenated page language, e.g. 'de-DE'. */
    language_code: languageCodeSchema,
    /** Layout name, one of `layoutNames`; any other or missing value means the empty layout (no header or footer). */
    layout: layoutSchema.optional(),
    /** Navigation entries; the first holds nav_list, navigation_text and product_line_tab. */
    navigation: z.array(navigationSchema),
    /** Footer entries; the first holds links, footer_text and is_manage_cookie_enabled. */
    footer: z.array(footerSchema),
    ...bannerFields,
    /** Airport promotion hero band, used by the 'promotion' layout. */
    airportPromotion: airportPromotionSchema.optional(),
  })
  .strict()
  .superRefine(checkBanner);
export type PageContext = z.infer<typeof pageContextSchema>;

/** Front matter of content/{siteId}/{locale}/pages/{id}.md. */
export const pageFrontMatterSchema = z
  .object({
    /** Site-relative path including the language's path prefix, e.g. '/fr-be/flotte'. */
    path: pagePathSchema,
    /** Page template. */
    template: z.enum(templateNames, oneOf(templateNames)),
    /** Layout name (see `layoutNames`); unknown values are allowed and mean the empty layout. */
    layout: layoutSchema.optional(),
    /** Document title, e.g. 'Van rental in Munich'. */
    title: text,
    /** Meta description, one or two sentences. */
    description: text,
    /** Product line the page belongs to; with more than one tab the site shows the product-line tabs. */
    product_line: z.enum(productLines, oneOf(productLines)).optional(),
    /** Language of the body when it differs from the page language, e.g. 'en' (rendered as lang="en"). */
    body_lang: z
      .string()
      .regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, { error: "expected a language code such as 'en' or 'en-US'" })
      .optional(),
    ...bannerFields,
    /** Airport promotion hero band; required by layout 'promotion'. */
    airportPromotion: airportPromotionSchema.optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    checkBanner(value, ctx);
    if (value.layout === 'promotion' && value.airportPromotion === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['airportPromotion'],
        message: "is required by layout 'promotion'",
      });
    }
  });
export type PageFrontMatter = z.infer<typeof pageFrontMatterSchema>;

/** A page ready to render: front matter, body and the assembled page context. */
export const pageSchema = z.object({
  /** Page id, unique per site and locale, e.g. 'fleet-suv'. */
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
  /** Site-relative path including the language's path prefix. */
  path: pagePathSchema,
  /** Page template. */
  template: z.enum(templateNames, oneOf(templateNames)),
  /** Document title. */
  title: text,
  /** Meta description. */
  description: text,
  /** Product line the page belongs to, if any. */
  product_line: z.enum(productLines, oneOf(productLines)).optional(),
  /** Editorial text of the page (spec §3 "Editorial text model"; never HTML). */
  body: z.string(),
  /** Language of the body when it differs from the page language, e.g. 'en'. */
  bodyLang: z.string().optional(),
  /** The assembled page context. */
  context: pageContextSchema,
  /** Where the page came from, for error messages: a repo-relative file or a CMS reference. */
  file: z.string(),
});
export type Page = z.infer<typeof pageSchema>;

/** The known layout of a layout value, or undefined for the empty layout (spec §2). */
export function knownLayout(value: string | undefined): LayoutName | undefined {
  return (layoutNames as readonly string[]).includes(value ?? '') ? (value as LayoutName) : undefined;
}

/** Anchor attributes for a footer link target (spec §3/§5: '0' same window, '1' new window, else raw). */
export function footerLinkTarget(target: string): { target?: string; rel?: string } {
  if (target === '0' || target === '') return {};
  if (target === '1') return { target: '_blank', rel: 'noopener' };
  return { target };
}
