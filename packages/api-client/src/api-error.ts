// The one error of every API call (issue 13 §1): the API's `{ error: { code, message, fields? } }`
// (ADR 003), or what went wrong before there was such an answer (no network, a timeout, a proxy page).

/** What kind of failure a view has to explain. */
export type ApiErrorKind =
  /** No answer: offline, DNS, refused. */
  | 'network'
  /** No answer in time. */
  | 'timeout'
  /** The API (or the proxy in front of it: 502, 503, 504) failed or is overloaded (429). */
  | 'server'
  /** The thing asked for does not exist (404). */
  | 'not-found'
  /** The request was refused as it is (other 4xx): `code`, `message` and `fields` say why. */
  | 'invalid-request'
  /** A 2xx answer the client cannot read. */
  | 'invalid-answer';

/** The API's error body. */
export interface ApiErrorBody {
  error: {
    /** Stable code, e.g. 'validation_failed', 'branch_closed'. */
    code: string;
    /** Message for a person (English). */
    message: string;
    /** Per-field messages by field path, e.g. { 'driver.email': '…' }. */
    fields?: Record<string, string>;
  };
}

function isErrorBody(body: unknown): body is ApiErrorBody {
  const error = (body as { error?: unknown } | null)?.error as
    | { code?: unknown; message?: unknown }
    | undefined;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

export class ApiError extends Error {
  /** HTTP status; 0 when there was no answer. */
  readonly status: number;
  /** The API's code, or 'network', 'timeout', 'http' (an answer without the API's shape), 'invalid_response'. */
  readonly code: string;
  /** The API's per-field messages (empty when it sent none). */
  readonly fields: Readonly<Record<string, string>>;
  /** What a view has to explain. */
  readonly kind: ApiErrorKind;

  constructor(
    status: number,
    code: string,
    message: string,
    fields: Record<string, string> = {},
    kind?: ApiErrorKind,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.kind = kind ?? kindOf(status, code);
  }

  /** Whether trying again may help (no answer, 5xx, 429). */
  get retryable(): boolean {
    return this.kind === 'network' || this.kind === 'timeout' || this.kind === 'server';
  }

  /** The error of a failed answer: the API's body when it has the API's shape. */
  static fromResponse(response: Response, body: unknown): ApiError {
    if (isErrorBody(body)) {
      return new ApiError(response.status, body.error.code, body.error.message, body.error.fields ?? {});
    }
    return new ApiError(response.status, 'http', `${response.url || 'The API'} answered ${response.status}`);
  }
}

function kindOf(status: number, code: string): ApiErrorKind {
  if (status === 0) return code === 'timeout' ? 'timeout' : 'network';
  if (status === 404) return 'not-found';
  if (status === 429 || status >= 500) return 'server';
  if (status >= 200 && status < 300) return 'invalid-answer';
  return 'invalid-request';
}
