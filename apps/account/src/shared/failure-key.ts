// The account app's general messages for API failures.
import type { ApiError } from '@rental/api-client';

/** Which of the app's general messages an API failure gets (the API's own texts are English). */
export function failureKey(error: ApiError): 'errors.tooMany' | 'errors.unavailable' | null {
  if (error.status === 429) return 'errors.tooMany';
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'server')
    return 'errors.unavailable';
  return null;
}
