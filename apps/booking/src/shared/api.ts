// Calls to the product API on the page's own origin (context.apiBaseUrl), with the page's
// accept-language and tenant, a timeout, and one error shape the views can show and retry.
import * as z from 'zod/mini';

/** Where and how to call the API (from the app context). */
export interface ApiTarget {
  apiBaseUrl: string;
  acceptLanguage: string;
  tenantId: string;
}

/** A failed call: the API's `{ error: { code, message, fields } }`, or a network/timeout failure. */
export class ApiFailure extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiFailure';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
  /** Whether trying again may help (network, timeout, 5xx, 429). */
  get retryable(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
  }),
});

export interface CallOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Give up after this many ms; default 15000. */
  timeoutMs?: number;
}

/** Calls `path` and validates the answer with `schema`; throws ApiFailure on any failure. */
export async function callApi<T>(
  target: ApiTarget,
  path: string,
  schema: z.ZodMiniType<T>,
  options: CallOptions = {},
): Promise<T> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  const url = `${target.apiBaseUrl.replace(/\/$/, '')}${path}${qs ? `?${qs}` : ''}`;
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 15_000);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'accept-language': target.acceptLanguage,
        'x-tenant-id': target.tenantId,
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiFailure(0, timeout.aborted ? 'timeout' : 'network', 'network');
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const parsed = errorBody.safeParse(json);
    if (parsed.success)
      throw new ApiFailure(
        response.status,
        parsed.data.error.code,
        parsed.data.error.message,
        parsed.data.error.fields,
      );
    throw new ApiFailure(response.status, 'http', `HTTP ${response.status}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ApiFailure(response.status, 'invalid_response', 'invalid response');
  return parsed.data;
}
