// @rental/api-client: the product API's types, generated from its OpenAPI document (src/schema.ts), the
// one typed client every app creates from its mount context, its one error type and the request hook.
export { ApiError, type ApiErrorBody, type ApiErrorKind } from './api-error.ts';
export {
  type ApiClient,
  type ApiClientOptions,
  type ApiTarget,
  createApiClient,
  dataOf,
  defaultTimeoutMs,
} from './client.ts';
export type { components, operations, paths } from './schema.ts';
export { asApiError, type RequestCache, type RequestState, useRequest } from './use-request.ts';

import type { components } from './schema.ts';

/** The API's named schemas, e.g. `Schemas['Branch']`. */
export type Schemas = components['schemas'];
