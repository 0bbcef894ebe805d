// Test helpers: starts the API on an ephemeral loopback port with its own database (in-memory PGlite,
// or a fresh database on the PostgreSQL of DATABASE_URL) and talks to it over real HTTP.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { inject } from 'vitest';
import { type BuildApiOptions, buildApi } from './app.ts';
import { type Database, openDatabase } from './db/client.ts';
import { createFakeProvider, type FakeProvider } from './payments/fake-provider.ts';
import { relaxedThrottleRules } from './throttle.ts';

/** A running API for one test file. */
export type TestApi = {
  app: FastifyInstance;
  /** e.g. http://127.0.0.1:39123/api */
  base: string;
  /** http://127.0.0.1:39123 */
  origin: string;
  /** fetch relative to `base`, returning status, headers and parsed JSON. */
  call: (path: string, init?: CallInit) => Promise<CallResult>;
  /**
   * The in-memory payment provider the API uses (test cards by name, signed notifications), unless the
   * test passed its own provider or turned payments off (`config: { payments: undefined }`).
   */
  payments: FakeProvider | undefined;
  close: () => Promise<void>;
};

export type CallInit = Omit<RequestInit, 'body'> & { body?: unknown; raw?: string };
// biome-ignore lint/suspicious/noExplicitAny: tests read JSON answers loosely; the API's schemas are tested through them.
export type CallResult = { status: number; headers: Headers; body: any };

/** Dates relative to today, as the API expects them. */
export function futureDate(days: number, time = '12:30'): string {
  return `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${time}`;
}

/** The next date (at least `minDays` ahead) that falls on the given UTC weekday (0 = Sunday). */
export function nextWeekday(weekday: number, minDays = 2, time = '12:30'): string {
  for (let d = minDays; d < minDays + 8; d++) {
    const date = new Date(Date.now() + d * 86_400_000);
    if (date.getUTCDay() === weekday) return futureDate(d, time);
  }
  throw new Error('unreachable');
}

/** A fresh database on the PostgreSQL of DATABASE_URL (undefined without it: PGlite in memory). */
export async function freshPostgresDatabase(): Promise<
  { url: string; drop: () => Promise<void> } | undefined
> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return undefined;
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const a = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await a.unsafe(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

let template: Blob | undefined;
/**
 * An in-memory database started from the run's migrated, seeded template (src/test-template.global.ts),
 * or undefined where there is none (PostgreSQL, or a test run without the API project's set-up).
 */
export async function openTemplateDatabase(): Promise<Database | undefined> {
  const file = inject('apiDatabaseTemplate');
  if (!file || process.env.DATABASE_URL) return undefined;
  template ??= new Blob([readFileSync(file)]);
  return openDatabase({ dataDir: 'memory://', loadDataDir: template });
}

/** An in-memory PGlite for a test that drives the database itself: the template, else an empty one. */
export async function openTestDatabase(): Promise<Database> {
  return (await openTemplateDatabase()) ?? openDatabase({ dataDir: 'memory://' });
}

/** Starts the API; one per test file (the database is shared by the file's tests). */
export async function startTestApi(
  options: BuildApiOptions & { databaseUrl?: string } = {},
): Promise<TestApi> {
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined = options.databaseUrl;
  const adminUrl = databaseUrl || options.database ? undefined : process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `api_test_${randomBytes(6).toString('hex')}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const a = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await a.unsafe(`drop database if exists ${name} with (force)`);
      await a.end();
    };
  }
  // The common case (in-memory, seeded) starts from the template; the migrations and seeds then find
  // nothing to do. The app does not close a database it was given: close() does.
  const fromTemplate =
    !databaseUrl &&
    !options.database &&
    options.seed !== false &&
    (options.config?.dataDir ?? 'memory://') === 'memory://'
      ? await openTemplateDatabase()
      : undefined;
  // Online payment through an in-memory provider, unless the test brings its own or turns it off.
  const paymentsOff =
    options.config !== undefined && 'payments' in options.config && !options.config.payments;
  const secret = () => randomBytes(32).toString('base64url');
  const paymentConfig = {
    provider: 'sandbox' as const,
    url: 'http://127.0.0.1:9',
    secretKey: secret(),
    webhookSecret: secret(),
    linkSecret: secret(),
  };
  const fake =
    paymentsOff || options.paymentProvider
      ? undefined
      : createFakeProvider({
          webhookSecret: options.config?.payments?.webhookSecret ?? paymentConfig.webhookSecret,
          ...(options.now ? { now: options.now } : {}),
        });
  const app = await buildApi({
    ...options,
    ...(fromTemplate ? { database: fromTemplate } : {}),
    ...(fake ? { paymentProvider: fake } : {}),
    config: {
      logLevel: 'silent',
      nodeEnv: 'test',
      dataDir: 'memory://',
      devEndpoints: true,
      databaseUrl,
      payments: paymentsOff ? undefined : paymentConfig,
      ...options.config,
    },
    // Tests of other behaviour are never throttled; the throttling tests pass the real rules.
    throttle: { ...relaxedThrottleRules(), ...options.throttle },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const origin = `http://127.0.0.1:${address.port}`;
  const base = `${origin}/api`;
  const call = async (path: string, init: CallInit = {}): Promise<CallResult> => {
    const headers = new Headers(init.headers);
    let body: string | undefined = init.raw;
    if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
    const res = await fetch(path.startsWith('http') ? path : `${base}${path}`, { ...init, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON; keep the text
    }
    return { status: res.status, headers: res.headers, body: parsed };
  };
  return {
    app,
    base,
    origin,
    call,
    payments: fake,
    close: async () => {
      await app.close();
      await fromTemplate?.close();
      await dropDatabase?.();
    },
  };
}

/** Asserts the one error shape; returns the error. */
export function expectErrorShape(body: unknown): {
  code: string;
  message: string;
  fields?: Record<string, string>;
} {
  const b = body as { error?: { code?: unknown; message?: unknown; fields?: unknown } };
  if (
    !b ||
    typeof b !== 'object' ||
    !b.error ||
    typeof b.error.code !== 'string' ||
    typeof b.error.message !== 'string'
  )
    throw new Error(`not the error shape: ${JSON.stringify(body)}`);
  if (b.error.fields !== undefined && (typeof b.error.fields !== 'object' || b.error.fields === null))
    throw new Error(`fields is not an object: ${JSON.stringify(body)}`);
  return b.error as { code: string; message: string; fields?: Record<string, string> };
}
