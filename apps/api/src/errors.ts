// The one error shape of the API, `{ error: { code, message, fields? } }`, and the error the routes throw.
import { z } from 'zod';

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

/** An error a route throws on purpose; the error handler turns it into the error body. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  readonly details: Record<string, unknown> | undefined;
  constructor(
    statusCode: number,
    code: string,
    message: string,
    extra: { fields?: Record<string, string>; details?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.fields = extra.fields;
    this.details = extra.details;
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

/** The response schemas every route shares for its error statuses (documented in OpenAPI). */
export const errorResponses = {
  400: errorBodySchema,
  429: errorBodySchema,
  500: errorBodySchema,
} as const;
