// What every route module receives: the database, the configuration, the clock and the throttle, and the
// services behind interfaces (mail, upload storage, payment provider).

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiConfig } from './config.ts';
import type { Db } from './db/client.ts';
import type { HelpSearch } from './help-search/help-search.ts';
import type { PaymentProvider } from './payments/provider.ts';
import type { ReferenceData } from './reference-data.ts';
import type { Throttle, ThrottleAction, ThrottleRules } from './throttle.ts';
import type { UploadStorage } from './uploads/storage.ts';

/** Dependencies handed to route modules. */
export type Deps = {
  db: Db;
  config: ApiConfig;
  now: () => Date;
  /** The limits of the throttled actions. */
  throttleRules: ThrottleRules;
  /** Counters shared by every instance (in the database). */
  throttle: Throttle;
  /** Branches, vehicle groups and prices in memory (no query per offer search; ADR 012). */
  reference: ReferenceData;
  /** Help-centre search and locales, from memory per content version (ADR 012, ADR 013). */
  help: HelpSearch;
  /** The outbox's delivery: `kick` after a mail was committed sends it now rather than at the next poll. */
  mail: { kick: () => void; deliverDue: () => Promise<number> };
  /** Where uploaded files are kept (ADR 018). */
  uploads: UploadStorage;
  /** The payment provider (issue 21, ADR 020); undefined: online payment is off. */
  payments: PaymentProvider | undefined;
};

/** A Fastify instance using the zod type provider. */
export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The throttled action of the route: its per-address limit is checked before anything else. */
    throttle?: ThrottleAction;
    /** The answer is personal data: never stored by a cache (Cache-Control: no-store). */
    personal?: boolean;
  }
}
