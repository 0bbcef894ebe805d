// The one error shape of the API, `{ error: { code, message, fields? } }`, and the error the routes throw.
import { z } from 'zod';
import { type MessageText, msg } from './i18n/translate.ts';

/** Error body of every non-2xx answer. */
export const errorBodySchema = z
  .object({
    /** The failure, as a body. */
    error: z.object({
      /** Stable machine-readable code, e.g. 'validation_failed', 'branch_closed'. */
      code: z.string(),
      /** Message a person can act on. */
      message: z.string(),
      /** Per-field messages keyed by the field's dotted path, e.g. { "password": "..." }. */
      fields: z.record(z.string(), z.string()).optional(),
      /** Extra machine-readable detail, e.g. the cause of a failed campaign registration. */
      details: z.record(z.string(), z.unknown()).optional(),
    }),
  })
  .meta({ id: 'Error' });

export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * An error a route throws on purpose; the error handler turns it into the error body, its message and
 * field messages said in the request's language (i18n/translate.ts).
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  /** The message as thrown: an English text of the tables, or a `Message` with parameters. */
  readonly text: MessageText;
  readonly fields: Record<string, MessageText> | undefined;
  readonly details: Record<string, unknown> | undefined;
  /** Response headers that go with the error, e.g. Retry-After of a 429. */
  readonly headers: Record<string, string> | undefined;
  constructor(
    statusCode: number,
    code: string,
    message: MessageText,
    extra: {
      fields?: Record<string, MessageText>;
      details?: Record<string, unknown>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(String(message));
    this.text = message;
    this.statusCode = statusCode;
    this.code = code;
    this.fields = extra.fields;
    this.details = extra.details;
    this.headers = extra.headers;
  }
}

/** Builds an error body. */
export function errorBody(
  code: string,
  message: string,
  fields?: Record<string, string>,
  details?: Record<string, unknown>,
): ErrorBody {
  return {
    error: { code, message, ...(fields ? { fields } : {}), ...(details ? { details } : {}) },
  };
}

const described = (description: string) => errorBodySchema.describe(description);

/**
 * The response schemas every route shares for its error statuses (documented in OpenAPI). 503 and 504
 * come from the API while it shuts down and from the site's proxy (or the CDN) in front of it.
 */
export const errorResponses = {
  400: described('The request is invalid; `fields` says which field and why.'),
  429: described('Too many attempts; the Retry-After header says how many seconds to wait.'),
  500: described('A failure on our side; the message is generic.'),
  503: described('The API is shutting down, restarting or not running; try again shortly.'),
  504: described('The API did not answer in time (answered by the proxy in front of it).'),
} as const;

/** 403 of a cookie-authenticated state change sent from another origin. */
export const crossOriginResponse = {
  403: described('A signed-in request changing state came from another site (Origin / Sec-Fetch-Site).'),
} as const;

/** 401 of a route that needs a signed-in customer, in the request's language. */
export const notSignedIn = () => new ApiError(401, 'not_signed_in', msg('notSignedIn'));
