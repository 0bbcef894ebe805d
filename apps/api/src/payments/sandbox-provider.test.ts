// The API's client of the sandbox where the sandbox itself behaves (sandbox/server.test.ts covers that):
// what it makes of an unreachable provider, an answer of the wrong shape, and notifications that are
// signed but not events.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError, WebhookSignatureError } from './provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import { signPayload } from './signature.ts';

const secretKey = 'sk_test_0123456789abcdef0123456789abcdef';
const webhookSecret = 'whsec_test_0123456789abcdef0123456789abcdef';

let odd: http.Server;
let oddUrl: string;

beforeAll(async () => {
  // A "provider" that answers 200 with something that is not a session, and 500 with no JSON.
  odd = http.createServer((req, res) => {
    if (req.url?.startsWith('/v1/sessions/')) res.writeHead(200).end('{"id":"cs_1","status":"paid"}');
    else res.writeHead(500).end('upstream exploded');
  });
  await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve));
  oddUrl = `http://127.0.0.1:${(odd.address() as AddressInfo).port}`;
});

afterAll(() => {
  odd.closeAllConnections();
  odd.close();
});

describe('sandbox provider client', () => {
  it('turns an unreachable provider into a ProviderError without a status', async () => {
    const provider = createSandboxProvider({ url: 'http://127.0.0.1:1', secretKey, webhookSecret });
    const error = await provider.getSession('cs_1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).status).toBeUndefined();
    expect((error as Error).message).toMatch(
      /^The payment provider at http:\/\/127.0.0.1:1 could not be reached \(GET/,
    );
  });

  it('refuses an answer of the wrong shape, and a 500, as ProviderErrors', async () => {
    const provider = createSandboxProvider({ url: `${oddUrl}/`, secretKey, webhookSecret });
    await expect(provider.getSession('cs_1')).rejects.toThrow(/not in the expected shape: .*status/);
    await expect(provider.cancel('pay_1', 'k')).rejects.toMatchObject({
      status: 500,
      message: 'The payment provider refused POST /v1/payments/pay_1/cancel (500).',
    });
  });

  it('verifies a notification and returns the event; a signed body that is not an event is refused', () => {
    const provider = createSandboxProvider({ url: oddUrl, secretKey, webhookSecret });
    const now = new Date();
    const t = Math.floor(now.getTime() / 1000);
    const event = {
      id: 'evt_1',
      type: 'payment.captured',
      createdAt: now.toISOString(),
      payment: {
        id: 'pay_1',
        status: 'captured',
        amount: { valueMinor: 100, currency: 'EUR' },
        capturedMinor: 100,
        refundedMinor: 0,
        reference: 'r',
      },
    };
    const body = JSON.stringify(event);
    expect(provider.verifyWebhook(body, signPayload(webhookSecret, body, t), now)).toEqual(event);
    expect(() => provider.verifyWebhook(body, signPayload('another-secret', body, t), now)).toThrow(
      WebhookSignatureError,
    );
    for (const [signed, message] of [
      ['not json', /its body is not JSON/],
      ['{"id":"evt_2","type":"payment.stolen"}', /not a payment event/],
    ] as const) {
      expect(() => provider.verifyWebhook(signed, signPayload(webhookSecret, signed, t), now)).toThrow(
        message,
      );
    }
  });
});
