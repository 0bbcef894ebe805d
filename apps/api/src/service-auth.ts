// Internal service calls (issue 20): back-office steps such as moving an invoice correction or a lost-item
// report on, or issuing a corrected invoice. They carry `Authorization: Bearer {API_SERVICE_TOKEN}`; without
// a configured token every such call is refused. Compared in constant time.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Deps } from './deps.ts';
import { ApiError } from './errors.ts';
import { msg } from './i18n/translate.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Throws 401 `service_unauthorized` unless the request carries the configured service token. */
export function requireServiceToken(deps: Pick<Deps, 'config'>, req: FastifyRequest): void {
  const expected = deps.config.serviceToken;
  const header = req.headers.authorization;
  const presented =
    typeof header === 'string' ? /^Bearer ([\x21-\x7e]{1,512})$/.exec(header)?.[1] : undefined;
  if (!expected || !presented || !timingSafeEqual(digest(presented), digest(expected)))
    throw new ApiError(401, 'service_unauthorized', msg('serviceUnauthorized'), {
      headers: { 'www-authenticate': 'Bearer' },
    });
}
