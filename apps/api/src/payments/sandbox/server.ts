// Development and tests only (issue 21, ADR 020): a local payment provider with a real provider's shape,
// a checkout-sessions API for the merchant's server (bearer secret key, JSON, idempotency keys), hosted
// card and 3-D Secure pages for the customer, and signed notifications with retries. State lives in
// memory. `npm start` runs it on PORT+5 (scripts/start.ts) and hands the API its address and secrets.
import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tenants } from '@rental/markets';
import type { z } from 'zod';
import type { ProviderEvent } from '../provider.ts';
import { cardPage, challengePage, indexPage, notFoundPage, styleHash } from './pages.ts';
import { type CardForm, SandboxApiError, SandboxStore, type SessionRecord } from './store.ts';
import { createWebhookSender, type WebhookSender } from './webhooks.ts';
import { amountBodySchema, chargeStoredSchema, createSessionSchema, idempotencyKeySchema } from './wire.ts';

export interface PaymentSandboxOptions {
  /** 0 picks a free port (tests). */
  port: number;
  /** One interface to listen on; by default both loopbacks (127.0.0.1 for the API, ::1 where browsers try first). */
  host?: string;
  /** The merchant's secret key: `Authorization: Bearer {secretKey}` on every API call. */
  secretKey: string;
  /** Signs every notification (`Payment-Signature`). */
  webhookSecret: string;
  /** Where notifications go, e.g. http://127.0.0.1:4711/api/v1/payments/webhooks; none are sent without. */
  webhookUrl?: string;
  /** The hosted pages' origin as the customer's browser reaches it; default http://localhost:{port}. */
  publicOrigin?: string;
  /** Shown on the hosted page as who is paid; default the main tenant's brand. */
  merchantName?: string;
  /** How long a session stays open; default 30 minutes. */
  sessionTtlSeconds?: number;
  /** Pauses before the second and third try of a notification; default 1 s and 4 s. */
  retryDelaysMs?: readonly number[];
  /** The clock (tests). */
  now?: () => Date;
  log?: (line: string) => void;
}

export interface PaymentSandbox {
  /** The hosted pages' origin, for people: http://localhost:{port}. */
  url: string;
  /** The API's address of the sandbox: http://127.0.0.1:{port}. */
  apiUrl: string;
  /** What the API needs to use it: PAYMENT_PROVIDER, PAYMENT_PROVIDER_URL, PAYMENT_SECRET_KEY, PAYMENT_WEBHOOK_SECRET. */
  env: Record<string, string>;
  store: SandboxStore;
  webhooks: WebhookSender;
  close: () => Promise<void>;
}

const MAX_BODY = 64 * 1024;

async function readBody(req: http.IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY)
      throw new SandboxApiError(413, 'body_too_large', `The body is larger than ${MAX_BODY} bytes.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function sendHtml(res: http.ServerResponse, status: number, html: string, formTargets: string[] = []): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // No script at all; the one style sheet by hash; forms post here, and Chromium checks form-action on the
    // redirect back to the merchant too, so its origin is allowed.
    'content-security-policy': `default-src 'none'; style-src '${styleHash}'; form-action 'self' ${formTargets.join(' ')}; frame-ancestors 'none'; base-uri 'none'`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });
  res.end(html);
}

function redirect(res: http.ServerResponse, location: string): void {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}

/** The merchant's return URL with `payment_session={id}` in its query (a URL object keeps it before any hash). */
export function returnUrlOf(record: SessionRecord): string {
  const url = new URL(record.input.returnUrl);
  url.searchParams.set('payment_session', record.id);
  return url.href;
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`);
  throw new SandboxApiError(400, 'validation_failed', `The request is invalid: ${issues.join('; ')}.`);
}

function parseJson(raw: string): unknown {
  if (raw === '') return {};
  try {
    return JSON.parse(raw);
  } catch {
    throw new SandboxApiError(400, 'invalid_json', 'The body is not JSON.');
  }
}

export async function startPaymentSandbox(options: PaymentSandboxOptions): Promise<PaymentSandbox> {
  if (process.env.NODE_ENV === 'production')
    throw new Error(
      'The payment sandbox is for development and tests; it never runs with NODE_ENV=production.',
    );
  if (options.secretKey.length < 32 || options.webhookSecret.length < 32)
    throw new Error('The payment sandbox needs a secret key and a webhook secret of at least 32 characters.');
  const now = options.now ?? (() => new Date());
  const merchantName = options.merchantName ?? tenants.main.brandName;
  const expectedAuth = Buffer.from(`Bearer ${options.secretKey}`);
  const webhooks = createWebhookSender({
    url: options.webhookUrl,
    secret: options.webhookSecret,
    now,
    retryDelaysMs: options.retryDelaysMs,
    log: options.log,
  });
  let publicOrigin = options.publicOrigin ?? '';
  const store = new SandboxStore({
    get publicOrigin() {
      return publicOrigin;
    },
    now,
    sessionTtlSeconds: options.sessionTtlSeconds ?? 30 * 60,
    onEvent: (event: ProviderEvent) => webhooks.send(event),
  });

  function authorised(req: http.IncomingMessage): boolean {
    const given = Buffer.from(req.headers.authorization ?? '');
    return given.length === expectedAuth.length && timingSafeEqual(given, expectedAuth);
  }

  /** The server-to-server API. */
  async function api(req: http.IncomingMessage, res: http.ServerResponse, path: string): Promise<void> {
    if (!authorised(req)) {
      res.setHeader('www-authenticate', 'Bearer');
      return sendJson(res, 401, {
        error: { code: 'unauthorized', message: 'Send the secret key as Authorization: Bearer {key}.' },
      });
    }
    const method = req.method ?? 'GET';
    const raw = method === 'POST' ? await readBody(req) : '';
    const key = req.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : undefined;
    if (idempotencyKey !== undefined) parse(idempotencyKeySchema, idempotencyKey);

    /** Runs a change once per Idempotency-Key (required where money moves). */
    const once = (required: boolean, work: () => { status: number; body: unknown }) => {
      if (idempotencyKey === undefined) {
        if (required)
          throw new SandboxApiError(
            400,
            'idempotency_key_missing',
            'Send an Idempotency-Key header with every call that moves money.',
          );
        return work();
      }
      return store.idempotent(idempotencyKey, `${method} ${path} ${raw}`, () => {
        try {
          return work();
        } catch (error) {
          if (error instanceof SandboxApiError)
            return { status: error.status, body: { error: { code: error.code, message: error.message } } };
          throw error;
        }
      });
    };

    const route = `${method} ${path.replace(/^\/v1\/(sessions|payments)\/[\w-]+/, '/v1/$1/:id')}`;
    const id = /^\/v1\/(?:sessions|payments)\/([\w-]+)/.exec(path)?.[1] ?? '';
    let answer: { status: number; body: unknown } | undefined;
    switch (route) {
      case 'POST /v1/sessions': {
        const input = parse(createSessionSchema, parseJson(raw));
        answer = once(false, () => ({ status: 201, body: store.createSession(input) }));
        break;
      }
      case 'GET /v1/sessions/:id':
        answer = { status: 200, body: store.view(store.session(id)) };
        break;
      case 'POST /v1/payments': {
        const input = parse(chargeStoredSchema, parseJson(raw));
        answer = once(true, () => ({ status: 201, body: store.chargeStoredCard(input) }));
        break;
      }
      case 'GET /v1/payments/:id':
        answer = { status: 200, body: store.paymentView(id) };
        break;
      case 'POST /v1/payments/:id/capture': {
        const { amount } = parse(amountBodySchema, parseJson(raw));
        answer = once(true, () => ({ status: 200, body: store.capture(id, amount) }));
        break;
      }
      case 'POST /v1/payments/:id/refunds': {
        const { amount } = parse(amountBodySchema, parseJson(raw));
        answer = once(true, () => ({ status: 200, body: store.refund(id, amount) }));
        break;
      }
      case 'POST /v1/payments/:id/cancel':
        answer = once(true, () => ({ status: 200, body: store.cancel(id) }));
        break;
      case 'GET /v1/events':
        answer = { status: 200, body: { events: store.events, deliveries: webhooks.attempts } };
        break;
    }
    if (!answer) throw new SandboxApiError(404, 'not_found', `No API route ${method} ${path}.`);
    sendJson(res, answer.status, answer.body);
  }

  function cardForm(form: URLSearchParams): CardForm {
    return {
      card_number: form.get('card_number') ?? '',
      expiry: form.get('expiry') ?? '',
      cvc: form.get('cvc') ?? '',
      holder: form.get('holder') ?? '',
    };
  }

  /** The customer's pages. */
  async function pages(req: http.IncomingMessage, res: http.ServerResponse, path: string): Promise<void> {
    const method = req.method ?? 'GET';
    if (method === 'GET' && path === '/') return sendHtml(res, 200, indexPage());
    const m = /^\/(pay|challenge)\/(cs_[A-Za-z0-9]+)(\/cancel)?$/.exec(path);
    const record = m ? store.findSession(m[2]!) : undefined;
    if (!m || !record) return sendHtml(res, 404, notFoundPage());
    const [, kind, , cancel] = m;
    const back = new URL(record.input.returnUrl).origin;
    // A finished session (paid, refused, expired) only sends the customer back.
    if (record.status !== 'open') return redirect(res, returnUrlOf(record));

    if (kind === 'pay' && !cancel && method === 'GET') {
      if (record.pendingChallenge) return redirect(res, `/challenge/${record.id}`);
      return sendHtml(res, 200, cardPage(record, merchantName), [back]);
    }
    if (kind === 'challenge' && !cancel && method === 'GET') {
      if (!record.pendingChallenge) return redirect(res, `/pay/${record.id}`);
      return sendHtml(res, 200, challengePage(record, merchantName), [back]);
    }
    if (method !== 'POST') {
      res.writeHead(405, { allow: 'GET, POST' }).end();
      return;
    }
    const form = new URLSearchParams(await readBody(req));
    if (cancel) {
      store.cancelSession(record.id);
      return redirect(res, returnUrlOf(record));
    }
    if (kind === 'challenge') {
      store.answerChallenge(record.id, form.get('outcome') === 'complete');
      return redirect(res, returnUrlOf(record));
    }
    const sent = cardForm(form);
    const result = store.submitCard(record.id, sent);
    if (result.kind === 'invalid')
      return sendHtml(res, 422, cardPage(record, merchantName, { ...sent, cvc: '' }, result.errors), [back]);
    if (result.kind === 'challenge') return redirect(res, `/challenge/${record.id}`);
    return redirect(res, returnUrlOf(record));
  }

  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://sandbox').pathname;
    const handler = path.startsWith('/v1/') ? api : pages;
    handler(req, res, path).catch((error: unknown) => {
      if (res.headersSent) return res.end();
      if (error instanceof SandboxApiError)
        return sendJson(res, error.status, { error: { code: error.code, message: error.message } });
      options.log?.(`payment sandbox: ${error instanceof Error ? error.stack : String(error)}`);
      sendJson(res, 500, {
        error: { code: 'internal', message: 'The payment sandbox failed; see its log.' },
      });
    });
  });

  // Both loopbacks on one port: the API calls 127.0.0.1, a browser opening localhost may try ::1 first.
  const servers: http.Server[] = [server];
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  if (!options.host) {
    const v6 = http.createServer(server.listeners('request')[0] as http.RequestListener);
    try {
      await new Promise<void>((resolve, reject) => {
        v6.once('error', reject);
        v6.listen(port, '::1', () => resolve());
      });
      servers.push(v6);
    } catch {
      // A machine without IPv6 loopback: 127.0.0.1 is enough (browsers fall back to it).
    }
  }
  const host =
    options.host && options.host !== '0.0.0.0' && options.host !== '::' ? options.host : '127.0.0.1';
  const apiUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (!publicOrigin) publicOrigin = `http://localhost:${port}`;
  const sweeper = setInterval(() => store.sweep(), 15_000);
  sweeper.unref();

  return {
    url: publicOrigin,
    apiUrl,
    env: {
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENT_PROVIDER_URL: apiUrl,
      PAYMENT_SECRET_KEY: options.secretKey,
      PAYMENT_WEBHOOK_SECRET: options.webhookSecret,
    },
    store,
    webhooks,
    close: async () => {
      clearInterval(sweeper);
      webhooks.close();
      await Promise.all(
        servers.map(
          (s) =>
            new Promise<void>((resolve) => {
              s.close(() => resolve());
              s.closeAllConnections();
            }),
        ),
      );
    },
  };
}
