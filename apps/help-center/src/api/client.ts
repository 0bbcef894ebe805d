// The help-center API client (spec §7): every call carries the market's country code and the page's
// locale, times out, can be aborted, validates the answer, and fails with a HelpApiError whose `kind`
// tells the view what to show (offline / server error / not found / invalid input).
import type * as z from 'zod/mini';
import {
  articleSchema,
  bookingTypesSchema,
  type CategorySections,
  type ContactReceipt,
  categoriesSchema,
  categorySectionsSchema,
  contactReceiptSchema,
  errorBodySchema,
  featuredSchema,
  type SearchAnswer,
  searchSchema,
  sectionArticlesSchema,
  type Votes,
  votesSchema,
} from './schemas.ts';

/** The two API trees of spec §7: the rental help center and the ride help center. */
export const apiPrefixes = {
  'knowledge-article': '/v1/knowledge-article',
  'ride-help-centre': '/v1/ride-help-centre',
} as const;

export type ApiTree = keyof typeof apiPrefixes;

/** Why a call failed: no answer at all, an answer that is not usable, or a rejected request. */
export type HelpApiErrorKind =
  | 'network'
  | 'timeout'
  | 'server'
  | 'not-found'
  | 'invalid-request'
  | 'invalid-answer';

export class HelpApiError extends Error {
  readonly kind: HelpApiErrorKind;
  /** HTTP status; 0 when there was no answer. */
  readonly status: number;
  /** The API's error code, when it sent one. */
  readonly code: string | undefined;
  /** The API's per-field messages, when it sent them. */
  readonly fields: Readonly<Record<string, string>>;
  constructor(
    kind: HelpApiErrorKind,
    message: string,
    extra: { status?: number; code?: string | undefined; fields?: Record<string, string> | undefined } = {},
  ) {
    super(message);
    this.name = 'HelpApiError';
    this.kind = kind;
    this.status = extra.status ?? 0;
    this.code = extra.code;
    this.fields = extra.fields ?? {};
  }
}

export interface HelpApiOptions {
  /** API base on the page's own origin, e.g. '/api'. */
  apiBaseUrl: string;
  /** Which tree the calls go to. */
  tree: ApiTree;
  /** Accept-Language of the page. */
  acceptLanguage: string;
  /** Tenant id, sent as x-tenant-id. */
  tenantId: string;
  /** ISO country of the market (the spec's country-code query). */
  countryCode: string;
  /** Page locale, e.g. 'de-CH'. */
  locale: string;
  /** Give up after this many ms; default 10000. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The contact form as the API takes it (spec §3 "Help contact"). */
export interface ContactRequest {
  topic: string;
  name: string;
  phoneNumber: string;
  email?: string;
  message: string;
  rentalAgreementNumber?: string;
  reservationId?: string;
}

const localePattern = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/;

export type HelpApi = ReturnType<typeof createHelpApi>;

/** A client of one help-center API tree. */
export function createHelpApi(options: HelpApiOptions) {
  const base = `${options.apiBaseUrl.replace(/\/$/, '')}${apiPrefixes[options.tree]}`;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const common = new URLSearchParams();
  if (/^[A-Za-z]{2}$/.test(options.countryCode)) common.set('countryCode', options.countryCode.toUpperCase());
  if (localePattern.test(options.locale)) common.set('locale', options.locale);

  function url(path: string, query: Record<string, string> = {}): string {
    const params = new URLSearchParams(common);
    for (const [key, value] of Object.entries(query)) params.set(key, value);
    return `${base}${path}?${params}`;
  }

  async function call<T>(
    schema: z.ZodMiniType<T>,
    target: string,
    init: { method?: string; body?: unknown; signal?: AbortSignal | undefined } = {},
  ): Promise<T> {
    const timeout = AbortSignal.timeout(options.timeoutMs ?? 10_000);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await doFetch(target, {
        method: init.method ?? 'GET',
        credentials: 'same-origin',
        headers: {
          accept: 'application/json',
          'accept-language': options.acceptLanguage,
          'x-tenant-id': options.tenantId,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        signal,
      });
    } catch (error) {
      if (init.signal?.aborted) throw error;
      if (timeout.aborted) throw new HelpApiError('timeout', `${target} did not answer in time`);
      throw new HelpApiError('network', `${target} could not be reached: ${String(error)}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    if (!response.ok) {
      const parsed = errorBodySchema.safeParse(body);
      const detail = parsed.success ? parsed.data.error : undefined;
      // A proxy answering for a stopped API (502/503/504) is the same to a visitor as no answer.
      const kind: HelpApiErrorKind =
        response.status === 404
          ? 'not-found'
          : response.status >= 500
            ? 'server'
            : response.status === 429
              ? 'server'
              : 'invalid-request';
      throw new HelpApiError(kind, detail?.message ?? `${target} answered ${response.status}`, {
        status: response.status,
        code: detail?.code,
        fields: detail?.fields,
      });
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new HelpApiError('invalid-answer', `${target} answered in an unexpected shape`, {
        status: response.status,
      });
    }
    return parsed.data;
  }

  const type = (bookingType: string) => encodeURIComponent(bookingType);
  return {
    bookingTypes: (signal?: AbortSignal) => call(bookingTypesSchema, url('/booking-type'), { signal }),
    categories: (bookingType: string, signal?: AbortSignal) =>
      call(categoriesSchema, url(`/booking-type/${type(bookingType)}/categories`), { signal }),
    categorySections: (
      bookingType: string,
      categoryId: string,
      signal?: AbortSignal,
    ): Promise<CategorySections> =>
      call(
        categorySectionsSchema,
        url(
          `/booking-type/${type(bookingType)}/categories/${encodeURIComponent(categoryId)}/category-sections`,
        ),
        { signal },
      ),
    sectionArticles: (bookingType: string, sectionId: string, signal?: AbortSignal) =>
      call(sectionArticlesSchema, url(`/booking-type/${type(bookingType)}/articles`, { sectionId }), {
        signal,
      }),
    featuredArticles: (bookingType: string, signal?: AbortSignal) =>
      call(featuredSchema, url(`/booking-type/${type(bookingType)}/featured-articles`), { signal }),
    article: (bookingType: string, articleId: string, signal?: AbortSignal) =>
      call(
        articleSchema,
        url(`/booking-type/${type(bookingType)}/articles/${encodeURIComponent(articleId)}`),
        {
          signal,
        },
      ),
    vote: (bookingType: string, articleId: string, helpful: boolean): Promise<Votes> =>
      call(
        votesSchema,
        url(`/booking-type/${type(bookingType)}/articles/${encodeURIComponent(articleId)}/votes`),
        { method: 'POST', body: { helpful } },
      ),
    search: (bookingType: string, query: string, signal?: AbortSignal): Promise<SearchAnswer> =>
      call(searchSchema, url('/search', { bookingTypeId: bookingType, query }), { signal }),
    contact: (bookingType: string, request: ContactRequest): Promise<ContactReceipt> =>
      call(contactReceiptSchema, url(`/booking-type/${type(bookingType)}/contact`), {
        method: 'POST',
        body: request,
      }),
  };
}
