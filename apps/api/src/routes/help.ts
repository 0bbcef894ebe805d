// Help center (spec §7): booking types, categories, sections, articles, featured articles, search,
// helpful votes and the contact form, for the rental help center (/v1/knowledge-article) and the ride
// help center (/v1/ride-help-centre), which have the same shape. The rental tree also serves the
// content of the share and subscription FAQ pages (spec §2, issue 18).

import { latinDigits } from '@rental/markets/formatters';
import {
  type ContactBookingType,
  contactLimits,
  contactTopics,
  helpSearchLength,
} from '@rental/markets/rules';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { acceptedLocales } from '../context.ts';
import { rowsOf } from '../db/client.ts';
import { helpArticles, helpCategories, helpContacts, helpSections, helpVotes } from '../db/schema.ts';
import type { BookingType } from '../db/seed/help-content.ts';
import type { App, Deps } from '../deps.ts';
import { ApiError, crossOriginResponse, errorResponses } from '../errors.ts';
import { searchWords } from '../help-search/help-search.ts';
import { countryCodeSchema, localeSchema, resolveMarket } from '../http.ts';
import { english, msg } from '../i18n/translate.ts';
import { currentUser } from '../session.ts';
import { optionalText, REQUIRED_MESSAGE, requiredText } from '../validation.ts';
import { requireLoopbackClient } from './users.ts';

/** spec §8: help-search messages. */
export const SEARCH_TOO_SHORT = 'enter at least 3 characters to see relevant results';
export const SEARCH_TOO_LONG = "search can't be longer than 100 characters";
/** spec §8: the no-articles text. */
export const NO_ARTICLES = 'No articles found';

/** Language defaults of the fallback chain: de-AT → de-DE, fr-CA → fr-FR, ..., then en-US. */
const LANGUAGE_DEFAULTS: Record<string, string> = {
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  nl: 'nl-NL',
  it: 'it-IT',
  en: 'en-US',
};

/** Picks the best locale that has content: exact, then the language's default, then en-US. */
export function pickHelpLocale(candidates: string[], available: ReadonlySet<string>): string {
  for (const candidate of candidates) {
    const [lang = '', region] = candidate.split('-');
    const exact = region ? `${lang.toLowerCase()}-${region.toUpperCase()}` : '';
    if (exact && available.has(exact)) return exact;
    const fallback = LANGUAGE_DEFAULTS[lang.toLowerCase()];
    if (fallback && available.has(fallback)) return fallback;
  }
  return 'en-US';
}

const blockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({ type: z.literal('heading'), text: z.string() }),
  z.object({ type: z.literal('list'), items: z.array(z.string()) }),
]);

/** An article in a list. */
const articleSummarySchema = z
  .object({
    /** Article id, the same in every locale, e.g. 'how-to-change-a-booking'. */
    id: z.string(),
    /** Title in the answered locale. */
    title: z.string(),
    /** Category the article sits in. */
    categoryId: z.string(),
    /** Section the article sits in. */
    sectionId: z.string(),
    /** Whether the article is featured on the help-center home. */
    featured: z.boolean(),
  })
  .meta({ id: 'HelpArticleSummary' });

const categorySchema = z
  .object({
    /** Category id, e.g. 'booking'. */
    id: z.string(),
    /** Title. */
    title: z.string(),
    /** One-line description. */
    description: z.string(),
    /** Number of sections. */
    sectionCount: z.number().int(),
    /** Number of articles. */
    articleCount: z.number().int(),
  })
  .meta({ id: 'HelpCategory' });

const sectionSchema = z
  .object({
    /** Section id, e.g. 'change-booking'. */
    id: z.string(),
    /** Title. */
    title: z.string(),
    /** Category of the section. */
    categoryId: z.string(),
    /** Articles of the section, in order. */
    articles: z.array(articleSummarySchema),
  })
  .meta({ id: 'HelpSection' });

const votesSchema = z
  .object({
    /** Article id. */
    articleId: z.string(),
    /** Helpful votes so far. */
    helpful: z.number().int(),
    /** Not-helpful votes so far. */
    notHelpful: z.number().int(),
  })
  .meta({ id: 'HelpVotes' });

const articleSchema = z
  .object({
    ...articleSummarySchema.shape,
    /** Search keywords. */
    keywords: z.array(z.string()),
    /** Body blocks: paragraph, heading, list. */
    body: z.array(blockSchema),
    /** Helpful / not-helpful counts. */
    votes: votesSchema,
  })
  .meta({ id: 'HelpArticle' });

const localeQuery = z.object({ countryCode: countryCodeSchema, locale: localeSchema });

const bookingTypeParam = (allowed: readonly BookingType[]) =>
  z
    .string()
    .transform((v) => v.toLowerCase())
    .pipe(
      z.enum(allowed as [BookingType, ...BookingType[]], {
        error: english('parameterOneOf', { label: 'bookingType', values: allowed.join(', ') }),
      }),
    );

const idParam = z.string().regex(/^[a-z0-9-]{1,100}$/i, { error: 'Expected an id such as change-booking' });

/** spec §8 "Help search": 3 to 100 characters after trimming. */
export const searchQuerySchema = z
  .string({ error: SEARCH_TOO_SHORT })
  .trim()
  .min(helpSearchLength.min, { error: SEARCH_TOO_SHORT })
  .max(helpSearchLength.max, { error: SEARCH_TOO_LONG });

const phoneSchema = z.string().trim().min(1, { error: REQUIRED_MESSAGE }).regex(contactLimits.phonePattern, {
  error: 'Please enter a valid phone number, digits only, e.g. 30 1234567.',
});

/** Contact-form topics per help center (one list with the apps: @rental/markets/rules). */
export const CONTACT_TOPICS = contactTopics;

function contactBodySchema(bookingType: ContactBookingType) {
  const topics = CONTACT_TOPICS[bookingType] as readonly string[] as [string, ...string[]];
  return z.object({
    /** Topic / issue the customer picks. */
    topic: z.enum(topics, { error: english('helpTopic', { topics: topics.join(', ') }) }),
    /** Full name. */
    name: requiredText(contactLimits.nameMax),
    /** Phone number; without a leading + the market's prefix is added (spec §3 "Help contact"). */
    phoneNumber: phoneSchema,
    /** E-mail for the answer (optional). */
    email: z.email({ error: 'Please enter a valid e-mail address.' }).max(contactLimits.emailMax).optional(),
    /** The customer's question. */
    message: requiredText(contactLimits.messageMax),
    /** Rental agreement number, 9 or 10 digits (optional). */
    rentalAgreementNumber: optionalText(20).pipe(
      z
        .string()
        .regex(contactLimits.agreementPattern, { error: 'A rental agreement number has 9 or 10 digits.' })
        .optional(),
    ),
    /** Booking / reservation id (optional). */
    reservationId: optionalText(20).pipe(
      z
        .string()
        .regex(contactLimits.reservationPattern, {
          error: 'A reservation number has 6 to 16 letters or digits.',
        })
        .optional(),
    ),
  });
}

/** The booking types one help-center tree serves. */
interface ServedTypes {
  /** The help center's own types: listed by `/booking-type`, each with its contact form. */
  center: readonly ContactBookingType[];
  /**
   * Types served only for their FAQ pages: readable (categories, sections, articles, featured, votes) and
   * searchable on their own (`bookingTypeId=share` answers share articles only, so the rental search
   * never mixes them in), but not listed by `/booking-type`, whose list is the help center's choice of
   * topics, and without a contact form: the FAQ page links to the help center for that.
   */
  faq: readonly BookingType[];
}

/** Registers one help center under `prefix` for the booking types it serves. */
function registerHelpCenter(app: App, deps: Deps, prefix: string, types: ServedTypes, tag: string): void {
  const { db } = deps;
  const allowed: readonly BookingType[] = [...types.center, ...types.faq];
  async function localeFor(
    req: FastifyRequest,
    bookingType: BookingType,
    q: { countryCode?: string | undefined; locale?: string | undefined },
  ) {
    const market = resolveMarket(req, q.countryCode);
    const candidates = [...(q.locale ? [q.locale] : []), ...acceptedLocales(req), market.locale];
    return pickHelpLocale(candidates, await deps.help.locales(bookingType));
  }

  const bt = bookingTypeParam(allowed);
  const summaryColumns = {
    id: helpArticles.id,
    title: helpArticles.title,
    categoryId: helpArticles.categoryId,
    sectionId: helpArticles.sectionId,
    featured: helpArticles.featured,
  };

  app.get(
    `${prefix}/booking-type`,
    {
      schema: {
        tags: [tag],
        summary: 'Booking types of this help center with their article counts',
        querystring: localeQuery,
        response: {
          200: z.object({
            /** Locale of the answer. */
            locale: z.string(),
            /** Booking types. */
            bookingTypes: z.array(
              z.object({
                /** 'rent' or 'ride' (the FAQ-only types are not listed). */
                id: z.string(),
                /** Number of articles in the answered locale. */
                articleCount: z.number().int(),
              }),
            ),
          }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const result = [];
      let answered = 'en-US';
      for (const type of types.center) {
        const locale = await localeFor(req, type, req.query);
        answered = locale;
        const [row] = await db
          .select({ n: count() })
          .from(helpArticles)
          .where(and(eq(helpArticles.bookingType, type), eq(helpArticles.locale, locale)));
        result.push({ id: type, articleCount: row?.n ?? 0 });
      }
      return { locale: answered, bookingTypes: result };
    },
  );

  app.get(
    `${prefix}/booking-type/:bookingType/categories`,
    {
      schema: {
        tags: [tag],
        summary: 'Categories of a booking type',
        params: z.object({ bookingType: bt }),
        querystring: localeQuery,
        response: {
          200: z.object({ locale: z.string(), bookingType: z.string(), categories: z.array(categorySchema) }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const { bookingType } = req.params;
      const locale = await localeFor(req, bookingType, req.query);
      type Row = {
        id: string;
        title: string;
        description: string;
        section_count: number;
        article_count: number;
      };
      const rows = await db.execute(sql`
        select c.id, c.title, c.description,
          (select count(*)::int from ${helpSections} s where s.booking_type = c.booking_type and s.locale = c.locale and s.category_id = c.id) as section_count,
          (select count(*)::int from ${helpArticles} a where a.booking_type = c.booking_type and a.locale = c.locale and a.category_id = c.id) as article_count
        from ${helpCategories} c
        where c.booking_type = ${bookingType} and c.locale = ${locale}
        order by c.position`);
      return {
        locale,
        bookingType,
        categories: rowsOf<Row>(rows).map((r) => ({
          id: r.id,
          title: r.title,
          description: r.description,
          sectionCount: Number(r.section_count),
          articleCount: Number(r.article_count),
        })),
      };
    },
  );

  app.get(
    `${prefix}/booking-type/:bookingType/categories/:categoryId/category-sections`,
    {
      schema: {
        tags: [tag],
        summary: 'Sections of a category, each with its articles',
        params: z.object({ bookingType: bt, categoryId: idParam }),
        querystring: localeQuery,
        response: {
          200: z.object({
            locale: z.string(),
            category: categorySchema.pick({ id: true, title: true, description: true }),
            sections: z.array(sectionSchema),
          }),
          404: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const { bookingType, categoryId } = req.params;
      const locale = await localeFor(req, bookingType, req.query);
      const [category] = await db
        .select({
          id: helpCategories.id,
          title: helpCategories.title,
          description: helpCategories.description,
        })
        .from(helpCategories)
        .where(
          and(
            eq(helpCategories.bookingType, bookingType),
            eq(helpCategories.locale, locale),
            eq(helpCategories.id, categoryId),
          ),
        );
      if (!category)
        throw new ApiError(404, 'category_not_found', msg('helpCategoryNotFound', { id: categoryId }));
      const sections = await db
        .select({ id: helpSections.id, title: helpSections.title, categoryId: helpSections.categoryId })
        .from(helpSections)
        .where(
          and(
            eq(helpSections.bookingType, bookingType),
            eq(helpSections.locale, locale),
            eq(helpSections.categoryId, categoryId),
          ),
        )
        .orderBy(asc(helpSections.position));
      const articles = await db
        .select(summaryColumns)
        .from(helpArticles)
        .where(
          and(
            eq(helpArticles.bookingType, bookingType),
            eq(helpArticles.locale, locale),
            eq(helpArticles.categoryId, categoryId),
          ),
        )
        .orderBy(asc(helpArticles.position));
      return {
        locale,
        category,
        sections: sections.map((s) => ({ ...s, articles: articles.filter((a) => a.sectionId === s.id) })),
      };
    },
  );

  app.get(
    `${prefix}/booking-type/:bookingType/articles`,
    {
      schema: {
        tags: [tag],
        summary: 'Articles of a section',
        params: z.object({ bookingType: bt }),
        querystring: localeQuery.extend({ sectionId: idParam }),
        response: {
          200: z.object({
            locale: z.string(),
            section: z.object({ id: z.string(), title: z.string(), categoryId: z.string() }),
            articles: z.array(articleSummarySchema),
          }),
          404: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const { bookingType } = req.params;
      const { sectionId } = req.query;
      const locale = await localeFor(req, bookingType, req.query);
      const [section] = await db
        .select({ id: helpSections.id, title: helpSections.title, categoryId: helpSections.categoryId })
        .from(helpSections)
        .where(
          and(
            eq(helpSections.bookingType, bookingType),
            eq(helpSections.locale, locale),
            eq(helpSections.id, sectionId),
          ),
        );
      if (!section)
        throw new ApiError(404, 'section_not_found', msg('helpSectionNotFound', { id: sectionId }));
      const articles = await db
        .select(summaryColumns)
        .from(helpArticles)
        .where(
          and(
            eq(helpArticles.bookingType, bookingType),
            eq(helpArticles.locale, locale),
            eq(helpArticles.sectionId, sectionId),
          ),
        )
        .orderBy(asc(helpArticles.position));
      return { locale, section, articles };
    },
  );

  app.get(
    `${prefix}/booking-type/:bookingType/featured-articles`,
    {
      schema: {
        tags: [tag],
        summary: 'Featured articles of the help-center home',
        params: z.object({ bookingType: bt }),
        querystring: localeQuery,
        response: {
          200: z.object({ locale: z.string(), articles: z.array(articleSummarySchema) }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const { bookingType } = req.params;
      const locale = await localeFor(req, bookingType, req.query);
      const articles = await db
        .select(summaryColumns)
        .from(helpArticles)
        .innerJoin(
          helpCategories,
          and(
            eq(helpCategories.bookingType, helpArticles.bookingType),
            eq(helpCategories.locale, helpArticles.locale),
            eq(helpCategories.id, helpArticles.categoryId),
          ),
        )
        .where(
          and(
            eq(helpArticles.bookingType, bookingType),
            eq(helpArticles.locale, locale),
            eq(helpArticles.featured, true),
          ),
        )
        .orderBy(asc(helpCategories.position), asc(helpArticles.position));
      return { locale, articles };
    },
  );

  async function votesOf(bookingType: BookingType, articleId: string) {
    const rows = await db
      .select({ helpful: helpVotes.helpful, n: count() })
      .from(helpVotes)
      .where(and(eq(helpVotes.bookingType, bookingType), eq(helpVotes.articleId, articleId)))
      .groupBy(helpVotes.helpful);
    return {
      articleId,
      helpful: rows.find((r) => r.helpful)?.n ?? 0,
      notHelpful: rows.find((r) => !r.helpful)?.n ?? 0,
    };
  }

  app.get(
    `${prefix}/booking-type/:bookingType/articles/:articleId`,
    {
      schema: {
        tags: [tag],
        summary: 'One article with its body and votes',
        params: z.object({ bookingType: bt, articleId: idParam }),
        querystring: localeQuery,
        response: {
          200: z.object({ locale: z.string(), article: articleSchema }),
          404: errorResponses[400],
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const { bookingType, articleId } = req.params;
      const locale = await localeFor(req, bookingType, req.query);
      const [row] = await db
        .select({ ...summaryColumns, keywords: helpArticles.keywords, body: helpArticles.body })
        .from(helpArticles)
        .where(
          and(
            eq(helpArticles.bookingType, bookingType),
            eq(helpArticles.locale, locale),
            eq(helpArticles.id, articleId),
          ),
        );
      if (!row) throw new ApiError(404, 'article_not_found', msg('helpArticleNotFound', { id: articleId }));
      return {
        locale,
        article: {
          ...row,
          keywords: row.keywords as string[],
          body: row.body as z.infer<typeof blockSchema>[],
          votes: await votesOf(bookingType, articleId),
        },
      };
    },
  );

  app.post(
    `${prefix}/booking-type/:bookingType/articles/:articleId/votes`,
    {
      config: { throttle: 'vote' },
      schema: {
        tags: [tag],
        summary: 'Vote an article helpful or not helpful',
        params: z.object({ bookingType: bt, articleId: idParam }),
        body: z.object({
          /** true for helpful, false for not helpful. */
          helpful: z.boolean({ error: english('trueOrFalse', { label: 'helpful' }) }),
        }),
        response: { 201: votesSchema, 404: errorResponses[400], ...crossOriginResponse, ...errorResponses },
      },
    },
    async (req, reply) => {
      const { bookingType, articleId } = req.params;
      const [exists] = await db
        .select({ id: helpArticles.id })
        .from(helpArticles)
        .where(and(eq(helpArticles.bookingType, bookingType), eq(helpArticles.id, articleId)))
        .limit(1);
      if (!exists)
        throw new ApiError(404, 'article_not_found', msg('helpArticleNotFound', { id: articleId }));
      // One voter (account, else address) gets a few votes per article, so nobody can stuff the count.
      const voter = (await currentUser(deps, req))?.id ?? req.ip;
      await deps.throttle.hit(`vote:${bookingType}:${articleId}:${voter}`, deps.throttleRules.vote.subject);
      const locale = await localeFor(req, bookingType, {});
      await db.insert(helpVotes).values({ bookingType, articleId, locale, helpful: req.body.helpful });
      reply.code(201);
      return votesOf(bookingType, articleId);
    },
  );

  const searchPath = `${prefix}/search`;
  app.get(
    searchPath,
    {
      schema: {
        tags: [tag],
        summary: 'Ranked, language-aware full-text search over the articles of a booking type',
        querystring: localeQuery.extend({
          /** Booking type to search. */
          bookingTypeId: bt,
          /** Search text, 3 to 100 characters (spec §5). */
          query: searchQuerySchema,
          /** Maximum results (default 20). */
          limit: z.coerce.number().int().min(1).max(50).default(20),
        }),
        response: {
          200: z.object({
            locale: z.string(),
            query: z.string(),
            total: z.number().int(),
            /** spec §8 'No articles found' when nothing matches. */
            message: z.string().optional(),
            results: z.array(
              articleSummarySchema.extend({
                /** Excerpt with the matching words, plain text. */
                snippet: z.string(),
                /** Relevance score, higher is better. */
                score: z.number(),
              }),
            ),
          }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const { bookingTypeId, query, limit } = req.query;
      const locale = await localeFor(req, bookingTypeId, req.query);
      // Cached per content version (src/help-search/, ADR 012 and 013); the copy keeps the shared answer intact.
      const results = [...(await deps.help.search(bookingTypeId, locale, searchWords(query), limit))];
      return {
        locale,
        query,
        total: results.length,
        ...(results.length === 0 ? { message: NO_ARTICLES } : {}),
        results,
      };
    },
  );

  for (const bookingType of types.center) {
    app.post(
      `${prefix}/booking-type/${bookingType}/contact`,
      {
        config: { throttle: 'contact' },
        schema: {
          tags: [tag],
          summary: 'Send the contact form (spec §3 "Help contact")',
          querystring: localeQuery,
          body: contactBodySchema(bookingType),
          response: {
            201: z.object({
              /** Reference the customer can quote, e.g. 'HC-7K2M9Q'. */
              reference: z.string(),
              /** Phone number as stored, with the market prefix. */
              phoneNumber: z.string(),
              /** When it was received (ISO 8601). */
              receivedAt: z.string(),
            }),
            ...crossOriginResponse,
            ...errorResponses,
          },
        },
      },
      async (req, reply) => {
        const market = resolveMarket(req, req.query.countryCode);
        const locale = await localeFor(req, bookingType, req.query);
        const b = req.body;
        const digits = latinDigits(b.phoneNumber).replace(/[\s()/-]/g, '');
        const phone = digits.startsWith('+') ? digits : `${market.phonePrefix}${digits.replace(/^0+/, '')}`;
        // Per sender as well as per address: a spammer moving between addresses stays one sender.
        await deps.throttle.hit(
          `contact:${b.email?.toLowerCase() ?? phone}`,
          deps.throttleRules.contact.subject,
        );
        const reference = `HC-${randomReference()}`;
        const [row] = await db
          .insert(helpContacts)
          .values({
            reference,
            bookingType,
            country: market.country,
            locale,
            topic: b.topic,
            name: b.name,
            phone,
            email: b.email ?? null,
            message: b.message,
            rentalAgreementNumber: b.rentalAgreementNumber ?? null,
            reservationId: b.reservationId ?? null,
          })
          .returning({ createdAt: helpContacts.createdAt });
        reply.code(201);
        return { reference, phoneNumber: phone, receivedAt: (row?.createdAt ?? deps.now()).toISOString() };
      },
    );
  }
}

function randomReference(): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

/** Registers the rental help center (with the share and subscription FAQ content) and the ride help center. */
export function registerHelpRoutes(app: App, deps: Deps): void {
  registerHelpCenter(
    app,
    deps,
    '/v1/knowledge-article',
    { center: ['rent', 'ride'], faq: ['share', 'subscription'] },
    'help-center',
  );
  registerHelpCenter(app, deps, '/v1/ride-help-centre', { center: ['ride'], faq: [] }, 'ride-help-centre');
  registerContactReadBack(app, deps);
}

/** Development only, like /dev/outbox: a developer (and the e2e tests) read back stored contact messages. */
function registerContactReadBack(app: App, deps: Deps): void {
  if (!deps.config.devEndpoints) return;
  app.get(
    '/dev/help-contacts',
    {
      config: { personal: true },
      schema: {
        tags: ['development'],
        summary: 'Development only: the latest help-center contact messages',
        querystring: z.object({ /** Only this reference. */ reference: z.string().max(40).optional() }),
        response: {
          200: z.object({
            contacts: z.array(
              z.object({
                reference: z.string(),
                bookingType: z.string(),
                country: z.string(),
                locale: z.string(),
                topic: z.string(),
                name: z.string(),
                phone: z.string(),
                email: z.string().nullable(),
                message: z.string(),
                rentalAgreementNumber: z.string().nullable(),
                reservationId: z.string().nullable(),
                createdAt: z.string(),
              }),
            ),
          }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      requireLoopbackClient(req);
      const rows = await deps.db
        .select()
        .from(helpContacts)
        .where(req.query.reference ? eq(helpContacts.reference, req.query.reference) : undefined)
        .orderBy(desc(helpContacts.id))
        .limit(50);
      return {
        contacts: rows.map(({ id: _id, createdAt, ...row }) => ({
          ...row,
          createdAt: createdAt.toISOString(),
        })),
      };
    },
  );
}
