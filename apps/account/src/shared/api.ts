// Calls whose success has no body (204: sign-out, a new password): `dataOf` of @rental/api-client wants
// a body, so these only check the status and turn a failure into the one ApiError.
import { ApiError } from '@rental/api-client';

/** Resolves when the call answered 2xx; otherwise throws its ApiError. */
export async function succeeded(call: Promise<{ error?: unknown; response: Response }>): Promise<void> {
  const result = await call;
  if (!result.response.ok) throw ApiError.fromResponse(result.response, result.error);
}
