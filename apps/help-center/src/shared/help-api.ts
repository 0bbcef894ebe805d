// The help-center calls (spec §7 help-center paths) on the generated API client: the rental tree
// (/v1/knowledge-article) or the ride tree (/v1/ride-help-centre), every read with the market's country
// and the page's locale. Types come from the API's OpenAPI document; failures are the client's ApiError.
import { type ApiClient, dataOf, type paths, type Schemas } from '@rental/api-client';

/** The two API trees of spec §7: the rental help center and the ride help center. */
export type ApiTree = 'knowledge-article' | 'ride-help-centre';

/** An article's body block: paragraph, heading or list (plain text, rendered as text nodes). */
export type Block = Schemas['HelpArticle']['body'][number];

type JsonBody<P extends keyof paths> = paths[P] extends {
  post: { requestBody?: { content: { 'application/json': infer B } } };
}
  ? B
  : never;
type RentContact = JsonBody<'/v1/knowledge-article/booking-type/rent/contact'>;
type RideContact = JsonBody<'/v1/knowledge-article/booking-type/ride/contact'>;

/**
 * What the contact form sends (spec §3 "Help contact"); the topic is one of the help center's topics
 * (@rental/markets/rules contactTopics), checked by the form before sending.
 */
export type ContactRequest = Omit<RentContact, 'topic'> & { topic: string };

/** The market and page language every read carries. */
export interface HelpTarget {
  /** ISO country of the market, e.g. 'DE'. */
  countryCode: string;
  /** The page's locale, e.g. 'de-CH'. */
  locale: string;
}

/** The help-center API of one tree. */
export type HelpApi = ReturnType<typeof createHelpApi>;

/** Calls of one tree, in the market and locale of the page. */
export function createHelpApi(api: ApiClient, tree: ApiTree, target: HelpTarget) {
  const query = {
    ...(/^[A-Za-z]{2}$/.test(target.countryCode) ? { countryCode: target.countryCode.toUpperCase() } : {}),
    ...(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(target.locale) ? { locale: target.locale } : {}),
  };
  const rent = tree === 'knowledge-article';
  const path = (bookingType: string) => ({ bookingType });
  return {
    bookingTypes: (signal?: AbortSignal) =>
      dataOf(
        rent
          ? api.GET('/v1/knowledge-article/booking-type', { params: { query }, signal })
          : api.GET('/v1/ride-help-centre/booking-type', { params: { query }, signal }),
      ),
    categories: (bookingType: string, signal?: AbortSignal) => {
      const init = { params: { path: path(bookingType), query }, signal };
      return dataOf(
        rent
          ? api.GET('/v1/knowledge-article/booking-type/{bookingType}/categories', init)
          : api.GET('/v1/ride-help-centre/booking-type/{bookingType}/categories', init),
      );
    },
    categorySections: (bookingType: string, categoryId: string, signal?: AbortSignal) => {
      const init = { params: { path: { bookingType, categoryId }, query }, signal };
      return dataOf(
        rent
          ? api.GET(
              '/v1/knowledge-article/booking-type/{bookingType}/categories/{categoryId}/category-sections',
              init,
            )
          : api.GET(
              '/v1/ride-help-centre/booking-type/{bookingType}/categories/{categoryId}/category-sections',
              init,
            ),
      );
    },
    sectionArticles: (bookingType: string, sectionId: string, signal?: AbortSignal) => {
      const init = { params: { path: path(bookingType), query: { ...query, sectionId } }, signal };
      return dataOf(
        rent
          ? api.GET('/v1/knowledge-article/booking-type/{bookingType}/articles', init)
          : api.GET('/v1/ride-help-centre/booking-type/{bookingType}/articles', init),
      );
    },
    featuredArticles: (bookingType: string, signal?: AbortSignal) => {
      const init = { params: { path: path(bookingType), query }, signal };
      return dataOf(
        rent
          ? api.GET('/v1/knowledge-article/booking-type/{bookingType}/featured-articles', init)
          : api.GET('/v1/ride-help-centre/booking-type/{bookingType}/featured-articles', init),
      );
    },
    article: (bookingType: string, articleId: string, signal?: AbortSignal) => {
      const init = { params: { path: { bookingType, articleId }, query }, signal };
      return dataOf(
        rent
          ? api.GET('/v1/knowledge-article/booking-type/{bookingType}/articles/{articleId}', init)
          : api.GET('/v1/ride-help-centre/booking-type/{bookingType}/articles/{articleId}', init),
      );
    },
    vote: (bookingType: string, articleId: string, helpful: boolean) => {
      const init = { params: { path: { bookingType, articleId } }, body: { helpful } };
      return dataOf(
        rent
          ? api.POST('/v1/knowledge-article/booking-type/{bookingType}/articles/{articleId}/votes', init)
          : api.POST('/v1/ride-help-centre/booking-type/{bookingType}/articles/{articleId}/votes', init),
      );
    },
    search: (bookingType: string, text: string, signal?: AbortSignal) => {
      const init = { params: { query: { ...query, bookingTypeId: bookingType, query: text } }, signal };
      return dataOf(
        rent ? api.GET('/v1/knowledge-article/search', init) : api.GET('/v1/ride-help-centre/search', init),
      );
    },
    contact: (bookingType: string, body: ContactRequest) => {
      const params = { query };
      if (bookingType !== 'ride') {
        return dataOf(
          api.POST('/v1/knowledge-article/booking-type/rent/contact', { params, body: body as RentContact }),
        );
      }
      const ride = { params, body: body as RideContact };
      return dataOf(
        rent
          ? api.POST('/v1/knowledge-article/booking-type/ride/contact', ride)
          : api.POST('/v1/ride-help-centre/booking-type/ride/contact', ride),
      );
    },
  };
}
