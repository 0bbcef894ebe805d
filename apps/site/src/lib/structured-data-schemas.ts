// The schema.org types the site writes as JSON-LD (issue 19), as zod schemas of the properties search
// engines require or expect of them (schema.org's definitions and Google's structured-data rules for
// Organization, BreadcrumbList, LocalBusiness/AutoRental and FAQPage). Strict: a misspelt property fails.
// structured-data.test.ts validates every builder's output against them.
import { z } from 'zod';

const url = z.url({ protocol: /^https$/, error: 'Expected an absolute https URL' });
const text = z.string().trim().min(1, { error: 'Expected a non-empty text' });
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Expected HH:MM' });
const schemaContext = z.literal('https://schema.org');

/** schema.org ContactPoint: how customers reach the organisation. */
export const contactPointSchema = z
  .object({
    '@type': z.literal('ContactPoint'),
    /** What the line is for, e.g. 'customer service'. */
    contactType: text,
    /** E.164 phone number, e.g. '+490000000000'. */
    telephone: z.string().regex(/^\+\d{6,15}$/, { error: 'Expected + and 6-15 digits' }),
    /** E-mail address of the line. */
    email: z.email(),
    /** Country served (ISO 3166-1 alpha-2). */
    areaServed: z.string().regex(/^[A-Z]{2}$/),
    /** Language spoken (BCP 47). */
    availableLanguage: z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/),
  })
  .strict();

/** schema.org Organization: the brand behind a site. */
export const organizationSchema = z
  .object({
    '@context': schemaContext,
    '@type': z.literal('Organization'),
    /** Node id other objects point to, e.g. 'https://www.kestrelrent.de/#organization'. */
    '@id': url,
    /** Brand name. */
    name: text,
    /** The site home. */
    url,
    /** Logo image URL. */
    logo: url,
    /** Customer service lines. */
    contactPoint: z.array(contactPointSchema).min(1),
  })
  .strict();

/** schema.org ListItem of a BreadcrumbList. */
const listItemSchema = z
  .object({
    '@type': z.literal('ListItem'),
    /** 1-based position in the trail. */
    position: z.number().int().min(1),
    /** The step's name. */
    name: text,
    /** The step's page. */
    item: url,
  })
  .strict();

/** schema.org BreadcrumbList: the trail from the home page to the page, at least two steps in order. */
export const breadcrumbListSchema = z
  .object({
    '@context': schemaContext,
    '@type': z.literal('BreadcrumbList'),
    /** The steps, home first. */
    itemListElement: z
      .array(listItemSchema)
      .min(2)
      .refine((items) => items.every((item, i) => item.position === i + 1), {
        error: 'Positions must count 1, 2, 3 ... in order',
      }),
  })
  .strict();

/** schema.org PostalAddress. */
const postalAddressSchema = z
  .object({
    '@type': z.literal('PostalAddress'),
    /** Street and number. */
    streetAddress: text,
    /** Postcode. */
    postalCode: text,
    /** City. */
    addressLocality: text,
    /** Country (ISO 3166-1 alpha-2). */
    addressCountry: z.string().regex(/^[A-Z]{2}$/),
  })
  .strict();

/** schema.org OpeningHoursSpecification: one open interval on one weekday. */
const openingHoursSchema = z
  .object({
    '@type': z.literal('OpeningHoursSpecification'),
    /** schema.org DayOfWeek name. */
    dayOfWeek: z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']),
    /** Opening time, local. */
    opens: time,
    /** Closing time, local. */
    closes: time,
  })
  .strict()
  .refine((h) => h.opens < h.closes, { error: 'A branch must open before it closes' });

/** schema.org AutoRental (a LocalBusiness): one branch. */
export const autoRentalSchema = z
  .object({
    '@context': schemaContext,
    '@type': z.literal('AutoRental'),
    /** Node id: the branch page with '#branch'. */
    '@id': url,
    /** Branch name. */
    name: text,
    /** The branch page. */
    url,
    /** A picture for the branch. */
    image: url,
    /** E.164 phone number. */
    telephone: z.string().regex(/^\+\d{6,15}$/),
    /** Postal address (required by search engines for a local business). */
    address: postalAddressSchema,
    /** Position. */
    geo: z
      .object({
        '@type': z.literal('GeoCoordinates'),
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
      })
      .strict(),
    /** Open intervals; at least one in the week. */
    openingHoursSpecification: z.array(openingHoursSchema).min(1),
    /** The organisation node of the site. */
    parentOrganization: z.object({ '@id': url }).strict(),
  })
  .strict();

/** schema.org FAQPage: questions with one accepted answer each. */
export const faqPageSchema = z
  .object({
    '@context': schemaContext,
    '@type': z.literal('FAQPage'),
    /** The questions. */
    mainEntity: z
      .array(
        z
          .object({
            '@type': z.literal('Question'),
            /** The question. */
            name: text,
            /** Its answer. */
            acceptedAnswer: z.object({ '@type': z.literal('Answer'), text }).strict(),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

/** Any of the types the site writes, chosen by `@type`. */
export const structuredDataSchema = z.discriminatedUnion('@type', [
  organizationSchema,
  breadcrumbListSchema,
  autoRentalSchema,
  faqPageSchema,
]);
