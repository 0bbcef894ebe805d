// The help-center API's answers as the app reads them (spec §7 help-center paths), validated at the
// boundary so a changed API shows the error state instead of a broken view. zod/mini keeps the bundle small.
import * as z from 'zod/mini';

/** An article in a list. */
export const articleSummarySchema = z.object({
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
});

/** GET …/booking-type */
export const bookingTypesSchema = z.object({
  /** Locale of the answer. */
  locale: z.string(),
  /** Booking types with their article counts. */
  bookingTypes: z.array(
    z.object({
      /** 'rent' or 'ride'. */
      id: z.string(),
      /** Number of articles in the answered locale. */
      articleCount: z.number(),
    }),
  ),
});

/** A category of a booking type. */
export const categorySchema = z.object({
  /** Category id, e.g. 'booking'. */
  id: z.string(),
  /** Title. */
  title: z.string(),
  /** One-line description. */
  description: z.string(),
  /** Number of sections. */
  sectionCount: z.number(),
  /** Number of articles. */
  articleCount: z.number(),
});

/** GET …/booking-type/{type}/categories */
export const categoriesSchema = z.object({
  /** Locale of the answer. */
  locale: z.string(),
  /** Categories in display order. */
  categories: z.array(categorySchema),
});

/** GET …/booking-type/{type}/categories/{id}/category-sections */
export const categorySectionsSchema = z.object({
  /** Locale of the answer. */
  locale: z.string(),
  /** The category itself. */
  category: z.object({
    /** Category id. */
    id: z.string(),
    /** Title. */
    title: z.string(),
    /** One-line description. */
    description: z.string(),
  }),
  /** Sections in order, each with its articles. */
  sections: z.array(
    z.object({
      /** Section id. */
      id: z.string(),
      /** Title. */
      title: z.string(),
      /** Category of the section. */
      categoryId: z.string(),
      /** Articles of the section, in order. */
      articles: z.array(articleSummarySchema),
    }),
  ),
});

/** GET …/booking-type/{type}/articles?sectionId= */
export const sectionArticlesSchema = z.object({
  /** Locale of the answer. */
  locale: z.string(),
  /** The section. */
  section: z.object({
    /** Section id. */
    id: z.string(),
    /** Title. */
    title: z.string(),
    /** Category of the section. */
    categoryId: z.string(),
  }),
  /** Articles of the section, in order. */
  articles: z.array(articleSummarySchema),
});

/** GET …/booking-type/{type}/featured-articles */
export const featuredSchema = z.object({
  /** Locale of the answer. */
  locale: z.string(),
  /** Featured articles of the home. */
  articles: z.array(articleSummarySchema),
});

/** One block of an article body: plain text only, rendered as text nodes (never as HTML). */
export const blockSchema = z.union([
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({ type: z.literal('heading'), text: z.string() }),
  z.object({ type: z.literal('list'), items: z.array(z.string()) }),
]);

/** Helpful / not-helpful counts of an article. */
export const votesSchema = z.object({
  /** Article id. */
  articleId: z.string(),
  /** Helpful votes so far. */
  helpful: z.number(),
  /** Not-helpful votes so far. */
  notHelpful: z.number(),
});

/** GET …/booking-type/{type}/articles/{id} */
export const articleSchema = z.object({
  /** Locale of the answer. */
  locale: z.string(),
  /** The article with its body and votes. */
  article: z.object({
    ...articleSummarySchema.shape,
    /** Body blocks: paragraph, heading, list. */
    body: z.array(blockSchema),
    /** Helpful / not-helpful counts. */
    votes: votesSchema,
  }),
});

/** GET …/search */
export const searchSchema = z.object({
  /** Locale of the answer. */
  locale: z.string(),
  /** The query as the API read it. */
  query: z.string(),
  /** Number of results. */
  total: z.number(),
  /** Results, best first. */
  results: z.array(
    z.object({
      ...articleSummarySchema.shape,
      /** Excerpt with the matching words, plain text. */
      snippet: z.string(),
    }),
  ),
});

/** 201 of POST …/booking-type/{type}/contact */
export const contactReceiptSchema = z.object({
  /** Reference the customer can quote, e.g. 'HC-7K2M9Q'. */
  reference: z.string(),
  /** Phone number as stored, with the market prefix. */
  phoneNumber: z.string(),
  /** When it was received (ISO 8601). */
  receivedAt: z.string(),
});

/** The API's error body `{ error: { code, message, fields? } }`. */
export const errorBodySchema = z.object({
  /** The failure. */
  error: z.object({
    /** Stable code, e.g. 'validation_failed'. */
    code: z.string(),
    /** Message for a person (English). */
    message: z.string(),
    /** Per-field messages by field name. */
    fields: z.optional(z.record(z.string(), z.string())),
  }),
});

export type ArticleSummary = z.infer<typeof articleSummarySchema>;
export type Category = z.infer<typeof categorySchema>;
export type CategorySections = z.infer<typeof categorySectionsSchema>;
export type SectionArticles = z.infer<typeof sectionArticlesSchema>;
export type Article = z.infer<typeof articleSchema>['article'];
export type Block = z.infer<typeof blockSchema>;
export type Votes = z.infer<typeof votesSchema>;
export type SearchAnswer = z.infer<typeof searchSchema>;
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;
