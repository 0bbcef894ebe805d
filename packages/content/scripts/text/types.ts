// Shape of one language's text table for the scaffold. Strings may use {placeholders}:
// {brand} {city} and the link paths {home} {truck} {fleet} {share} {ride} {plus} {subscription}
// {helpCenter} {rentalGuide} {rentalServices} {services} {account} {bookings} {terms} {privacy};
// category pages also {category} and {blurb}; the airport page {airport}, {code} and {airportCity}.
import type { FleetCategory } from '@rental/markets';
import type { PageKind } from '../../src/page-plan.ts';

/** [heading, text]: the first section becomes the '# ' heading, the others '## '. Text may hold paragraphs and '- ' lists. */
export type Section = readonly [heading: string, text: string];

export interface PageText {
  title: string;
  description: string;
  sections: readonly Section[];
  /** Extra sections only for markets with a van/truck offer. */
  truckSections?: readonly Section[];
}

export interface LanguageText {
  nav: {
    menu: string;
    rent: string;
    cars: string;
    vans: string;
    fleet: string;
    subscription: string;
    mobility: string;
    share: string;
    ride: string;
    plus: string;
    app: string;
    help: string;
    helpCenter: string;
    rentalGuide: string;
    rentalServices: string;
    account: string;
    bookings: string;
    manageBooking: string;
    profiles: string;
    subscriptions: string;
    settings: string;
  };
  footer: { text: string; terms: string; privacy: string; imprint: string };
  /** News banner text on the home page of a few markets (links to ride). */
  banner: string;
  pages: Record<Exclude<PageKind, 'fleet-category' | 'airport'>, PageText>;
  categories: Record<FleetCategory, readonly [name: string, blurb: string]>;
  /** Page text of a fleet category page. */
  category: PageText;
  airport: PageText & { heroTitle: string; prefix: string; highlight: string; suffix: string };
  /** Category names for titles and descriptions when they are in another language than the body. */
  headCategories?: Record<FleetCategory, string>;
}

/**
 * Page-head text of a language without a full table: menu, footer, titles and descriptions in the
 * language; the body stays English (marked body_lang: en).
 */
export interface HeadText {
  nav: LanguageText['nav'];
  footer: LanguageText['footer'];
  /** [title, description] per page kind. */
  pages: Record<keyof LanguageText['pages'], readonly [title: string, description: string]>;
  /** Category names for titles and descriptions. */
  categories: Record<FleetCategory, string>;
  /** [title, description] of a fleet category page; {category} is the name. */
  category: readonly [title: string, description: string];
}
