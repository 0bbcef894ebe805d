// The API's client of the payment sandbox (./sandbox/server.ts): the PaymentProvider interface over the
// sandbox's HTTP API. A real provider (Adyen, Stripe) is another file like this one (ADR 020). Every
// answer is validated before the API uses it; anything unexpected is a ProviderError (the API answers
// 502 and keeps what it had).
import type { z } from 'zod';
import {
  type CreateSessionInput,
  type PaymentProvider,
  type ProviderAmount,
  ProviderError,
  type ProviderEvent,
  WebhookSignatureError,
} from './provider.ts';
import { errorSchema, eventSchema, paymentSchema, sessionSchema } from './sandbox/wire.ts';
import { verifySignature } from './signature.ts';

export interface SandboxProviderOptions {
  /** PAYMENT_PROVIDER_URL, e.g. http://127.0.0.1:4715. */
  url: string;
  /** PAYMENT_SECRET_KEY. */
  secretKey: string;
  /** PAYMENT_WEBHOOK_SECRET. */
  webhookSecret: string;
  /** Per-request timeout; default 10 s. */
  timeoutMs?: number;
}

export function createSandboxProvider(options: SandboxProviderOptions): PaymentProvider {
  const base = options.url.replace(/\/+$/, '');

  async function call<T>(
    schema: z.ZodType<T>,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...(idempotencyKey !== undefined && { 'idempotency-key': idempotencyKey }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new ProviderError(
        `The payment provider at ${base} could not be reached (${method} ${path}): ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (!res.ok) {
      const error = errorSchema.safeParse(json);
      throw new ProviderError(
        `The payment provider refused ${method} ${path} (${res.status}${error.success ? ` ${error.data.error.code}: ${error.data.error.message}` : ''}).`,
        res.status,
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new ProviderError(
        `The payment provider's answer to ${method} ${path} is not in the expected shape: ${parsed.error.issues
          .map((i) => `${i.path.join('.')}: ${i.message}`)
          .join('; ')}.`,
        res.status,
      );
    return parsed.data;
  }

  const id = (value: string) => encodeURIComponent(value);

  return {
    name: 'sandbox',
    createSession: (input: CreateSessionInput) => call(sessionSchema, 'POST', '/v1/sessions', input),
    getSession: (sessionId) => call(sessionSchema, 'GET', `/v1/sessions/${id(sessionId)}`),
    capture: (paymentId, amount: ProviderAmount, idempotencyKey) =>
      call(paymentSchema, 'POST', `/v1/payments/${id(paymentId)}/capture`, { amount }, idempotencyKey),
    cancel: (paymentId, idempotencyKey) =>
      call(paymentSchema, 'POST', `/v1/payments/${id(paymentId)}/cancel`, {}, idempotencyKey),
    refund: (paymentId, amount, idempotencyKey) =>
      call(paymentSchema, 'POST', `/v1/payments/${id(paymentId)}/refunds`, { amount }, idempotencyKey),
    chargeStoredCard: ({ idempotencyKey, ...input }) =>
      call(paymentSchema, 'POST', '/v1/payments', input, idempotencyKey),
    verifyWebhook(rawBody: string, signatureHeader: string | undefined, now: Date): ProviderEvent {
      verifySignature(options.webhookSecret, rawBody, signatureHeader, now);
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new WebhookSignatureError('The notification is signed but its body is not JSON.');
      }
      const event = eventSchema.safeParse(json);
      if (!event.success)
        throw new WebhookSignatureError(
          'The notification is signed but is not a payment event of the expected shape.',
        );
      return event.data;
    },
  };
}
