// The one API client of every app (issue 13 §1): openapi-fetch typed by the generated `paths`, created
// from the mount context. Every call goes to the page's API base with the page's Accept-Language, the
// tenant header and the first-party session cookie, gives up after a timeout, and fails with ApiError.
import createClient, { type Client } from 'openapi-fetch';
import { ApiError } from './api-error.ts';
import type { paths } from './schema.ts';

/** What the client takes from the mount context (an AppContext is one). */
export interface ApiTarget {
  /** Base of the API on the page's own origin, e.g. '/api'. */
  apiBaseUrl: string;
  /** Accept-Language of the page, e.g. 'fr-BE,fr;q=0.9,en;q=0.8'. */
  acceptLanguage: string;
  /** Tenant id, sent as x-tenant-id. */
  tenantId: string;
}

/** Options of createApiClient. */
export interface ApiClientOptions {
  /** Give up after this many ms without an answer; default 15000. */
  timeoutMs?: number;
}

/** The typed client: `GET`, `POST`… of openapi-fetch over the product API's paths. */
export type ApiClient = Client<paths>;

/** Default timeout of a call (a booking under load can take seconds; a dead API must not hang a view). */
export const defaultTimeoutMs = 15_000;

/**
 * Sends a Request openapi-fetch built through the page's fetch at call time (so tests and the page can
 * stub `fetch`), with the timeout; turns "no answer" into an ApiError.
 */
function sender(timeoutMs: number) {
  return async (request: Request): Promise<Response> => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = AbortSignal.any([request.signal, timeout]);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    // Text (JSON) is passed on as text; anything else (an uploaded photo or PDF) as its bytes: reading a
    // file as text would replace every byte that is not UTF-8 and the API would refuse the file.
    const textual = /^(application\/(json|x-www-form-urlencoded)|text\/)/.test(
      request.headers.get('content-type') ?? 'application/json',
    );
    const body = hasBody ? (textual ? await request.text() : await request.arrayBuffer()) : undefined;
    try {
      return await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        credentials: request.credentials,
        signal,
        ...(body === undefined ? {} : { body }),
      });
    } catch (error) {
      // The caller's own abort (a view left) stays an AbortError: nobody is waiting for a message.
      if (request.signal.aborted) throw error;
      if (timeout.aborted)
        throw new ApiError(0, 'timeout', `${request.url} did not answer in ${timeoutMs} ms`);
      throw new ApiError(0, 'network', `${request.url} could not be reached: ${String(error)}`);
    }
  };
}

/** The API base as an absolute URL: a page's '/api' is its own origin's (a Request needs an absolute URL). */
function absoluteBase(apiBaseUrl: string): string {
  const page = typeof location === 'undefined' ? 'http://localhost/' : location.href;
  return new URL(apiBaseUrl, page).href.replace(/\/$/, '');
}

/** The API client of an app, from its mount context. */
export function createApiClient(target: ApiTarget, options: ApiClientOptions = {}): ApiClient {
  return createClient<paths>({
    baseUrl: absoluteBase(target.apiBaseUrl),
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      'accept-language': target.acceptLanguage,
      'x-tenant-id': target.tenantId,
    },
    fetch: sender(options.timeoutMs ?? defaultTimeoutMs),
  });
}

/**
 * The data of a call, or its ApiError: `const geo = await dataOf(api.GET('/v1/apps/geoip', { signal }))`.
 * A non-2xx answer carries the API's `{ error: { code, message, fields } }` into the ApiError.
 */
export async function dataOf<T extends { data?: unknown; error?: unknown; response: Response }>(
  call: Promise<T>,
): Promise<NonNullable<T['data']>> {
  const result = await call;
  if (!result.response.ok) throw ApiError.fromResponse(result.response, result.error);
  if (result.data === undefined || result.data === null) {
    throw new ApiError(
      result.response.status,
      'invalid_response',
      `${result.response.url} answered without a body`,
      {},
      'invalid-answer',
    );
  }
  return result.data as NonNullable<T['data']>;
}
