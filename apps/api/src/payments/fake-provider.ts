// An in-memory payment provider for the API's fast unit tests: the sandbox's test-card behaviour keyed by a
// card name (no HTTP, no hosted page, money movements recorded, a failure on demand), with notifications
// signed and verified by the same signature.ts as the sandbox's, so the webhook route's tests exercise the
// real check. The sandbox itself (./sandbox) is what `npm start` and the end-to-end tests use.
import { randomBytes } from 'node:crypto';
import {
  type CreateSessionInput,
  type PaymentProvider,
  type ProviderAmount,
  type ProviderCard,
  ProviderError,
  type ProviderEvent,
  type ProviderPayment,
  type ProviderSession,
  type RefusalReason,
} from './provider.ts';
import { signPayload, verifySignature } from './signature.ts';

/** The sandbox's test cards by name (packages/testing `testCards`). */
export type FakeCard =
  | 'visa'
  | 'mastercard'
  | 'declined'
  | 'insufficient-funds'
  | 'expired-card'
  | '3ds-pass'
  | '3ds-fail'
  /** 4000 0000 0000 0341: authorised and stored, every later charge of its token declined. */
  | 'renewal-declined'
  | 'cancel';

const outcomes: Record<FakeCard, { refused?: RefusalReason; brand: string; last4: string }> = {
  visa: { brand: 'visa', last4: '4242' },
  mastercard: { brand: 'mastercard', last4: '4444' },
  declined: { refused: 'declined', brand: 'visa', last4: '0002' },
  'insufficient-funds': { refused: 'insufficient_funds', brand: 'visa', last4: '9995' },
  'expired-card': { refused: 'expired_card', brand: 'visa', last4: '0069' },
  '3ds-pass': { brand: 'visa', last4: '3220' },
  '3ds-fail': { refused: 'authentication_failed', brand: 'visa', last4: '3220' },
  'renewal-declined': { brand: 'visa', last4: '0341' },
  cancel: { refused: 'cancelled', brand: 'visa', last4: '0000' },
};

export type FakeProvider = PaymentProvider & {
  /** The customer pays on the (imagined) hosted page with a test card: the session's notification. */
  complete(sessionId: string, card: FakeCard): ProviderEvent;
  /** The session ran out of time. */
  expire(sessionId: string): ProviderEvent;
  /** A notification as the provider would POST it: raw body and signature header. */
  webhook(event: ProviderEvent, at?: Date): { body: string; signature: string };
  /** Every money movement asked of the provider, in order (captures, cancels, refunds, stored charges). */
  readonly operations: { kind: string; paymentId: string; amountMinor: number; key: string }[];
  session(id: string): ProviderSession | undefined;
  payment(id: string): ProviderPayment | undefined;
  /** The next provider call fails (ProviderError), as a provider that is down. */
  failNext(): void;
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export function createFakeProvider(options: { webhookSecret: string; now?: () => Date }): FakeProvider {
  const now = options.now ?? (() => new Date());
  const sessions = new Map<string, ProviderSession>();
  const payments = new Map<string, ProviderPayment>();
  /** Tokens of stored cards, and whether later charges of each are refused. */
  const tokens = new Map<string, { card: ProviderCard; declineLater: boolean }>();
  const idempotent = new Map<string, ProviderPayment>();
  const operations: FakeProvider['operations'] = [];
  let failing = false;

  const guard = () => {
    if (failing) {
      failing = false;
      throw new ProviderError('the provider is unavailable', 503);
    }
  };
  const once = (key: string, run: () => ProviderPayment): ProviderPayment => {
    guard();
    const earlier = idempotent.get(key);
    if (earlier) return structuredClone(earlier);
    const result = run();
    idempotent.set(key, structuredClone(result));
    return structuredClone(result);
  };
  const paymentOf = (paymentId: string) => {
    const p = payments.get(paymentId);
    if (!p) throw new ProviderError(`no payment ${paymentId}`, 404);
    return p;
  };
  const event = (type: ProviderEvent['type'], body: Pick<ProviderEvent, 'session' | 'payment'>) => ({
    id: id('evt'),
    type,
    createdAt: now().toISOString(),
    ...structuredClone(body),
  });

  return {
    name: 'fake',
    operations,
    session: (sid) => sessions.get(sid),
    payment: (pid) => payments.get(pid),
    failNext: () => {
      failing = true;
    },
    async createSession(input: CreateSessionInput) {
      guard();
      const session: ProviderSession = {
        id: id('cs'),
        url: `https://pay.fake.test/pay/${randomBytes(4).toString('hex')}`,
        status: 'open',
        reference: input.reference,
        amount: { ...input.amount },
        mode: input.mode,
        expiresAt: new Date(now().getTime() + 30 * 60_000).toISOString(),
      };
      session.url = `https://pay.fake.test/pay/${session.id}`;
      sessions.set(session.id, session);
      (session as ProviderSession & { input?: CreateSessionInput }).input = input;
      return structuredClone(session);
    },
    async getSession(sid) {
      guard();
      const s = sessions.get(sid);
      if (!s) throw new ProviderError(`no session ${sid}`, 404);
      const { input: _input, ...plain } = s as ProviderSession & { input?: CreateSessionInput };
      return structuredClone(plain);
    },
    complete(sessionId, card) {
      const s = sessions.get(sessionId) as (ProviderSession & { input: CreateSessionInput }) | undefined;
      if (!s) throw new Error(`no session ${sessionId}`);
      if (s.status !== 'open') throw new Error(`session ${sessionId} is ${s.status}`);
      const outcome = outcomes[card];
      const { input: _input, ...plain } = s;
      if (outcome.refused) {
        s.status = 'refused';
        s.refusalReason = outcome.refused;
        return event('session.refused', { session: { ...plain, status: 'refused' } });
      }
      const store = s.input.mode === 'setup' || s.input.storePaymentMethod === true;
      const cardData: ProviderCard = {
        brand: outcome.brand,
        last4: outcome.last4,
        expMonth: 12,
        expYear: now().getUTCFullYear() + 3,
      };
      if (store) {
        cardData.token = id('pm');
        tokens.set(cardData.token, { card: { ...cardData }, declineLater: card === 'renewal-declined' });
      }
      const captured = s.input.captureMethod === 'automatic' && s.input.mode === 'payment';
      const payment: ProviderPayment = {
        id: id('pi'),
        status: captured ? 'captured' : 'authorised',
        amount: { ...s.amount },
        capturedMinor: captured ? s.amount.valueMinor : 0,
        refundedMinor: 0,
        reference: s.reference,
      };
      payments.set(payment.id, payment);
      s.status = 'authorised';
      s.paymentId = payment.id;
      s.paymentStatus = captured ? 'captured' : 'authorised';
      s.card = cardData;
      const { input: _i, ...after } = s;
      return event('session.authorised', { session: after });
    },
    expire(sessionId) {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`no session ${sessionId}`);
      s.status = 'expired';
      s.refusalReason = 'expired';
      const { input: _input, ...plain } = s as ProviderSession & { input?: CreateSessionInput };
      return event('session.expired', { session: plain });
    },
    webhook(e, at = now()) {
      const body = JSON.stringify(e);
      return { body, signature: signPayload(options.webhookSecret, body, Math.floor(at.getTime() / 1000)) };
    },
    async capture(paymentId, amount: ProviderAmount, key) {
      return once(key, () => {
        const p = paymentOf(paymentId);
        if (p.status !== 'authorised') throw new ProviderError(`payment ${paymentId} is ${p.status}`, 409);
        if (amount.valueMinor > p.amount.valueMinor) throw new ProviderError('capture above the amount', 422);
        p.status = 'captured';
        p.capturedMinor = amount.valueMinor;
        operations.push({ kind: 'capture', paymentId, amountMinor: amount.valueMinor, key });
        return structuredClone(p);
      });
    },
    async cancel(paymentId, key) {
      return once(key, () => {
        const p = paymentOf(paymentId);
        // Like a real provider: cancelling after a partial capture releases what was not captured.
        if (p.status !== 'authorised' && p.status !== 'captured')
          throw new ProviderError(`payment ${paymentId} is ${p.status}`, 409);
        if (p.status === 'authorised') p.status = 'cancelled';
        operations.push({
          kind: 'cancel',
          paymentId,
          amountMinor: p.amount.valueMinor - p.capturedMinor,
          key,
        });
        return structuredClone(p);
      });
    },
    async refund(paymentId, amount, key) {
      return once(key, () => {
        const p = paymentOf(paymentId);
        if (amount.valueMinor > p.capturedMinor - p.refundedMinor)
          throw new ProviderError('refund above what was captured', 422);
        p.refundedMinor += amount.valueMinor;
        p.status = p.refundedMinor >= p.capturedMinor ? 'refunded' : 'partially_refunded';
        operations.push({ kind: 'refund', paymentId, amountMinor: amount.valueMinor, key });
        return structuredClone(p);
      });
    },
    async chargeStoredCard(input) {
      return once(input.idempotencyKey, () => {
        const stored = tokens.get(input.token);
        if (!stored) throw new ProviderError('unknown card token', 404);
        const payment: ProviderPayment = {
          id: id('pi'),
          status: stored.declineLater ? 'refused' : 'captured',
          amount: { ...input.amount },
          capturedMinor: stored.declineLater ? 0 : input.amount.valueMinor,
          refundedMinor: 0,
          reference: input.reference,
          ...(stored.declineLater ? { refusalReason: 'declined' as const } : {}),
        };
        payments.set(payment.id, payment);
        operations.push({
          kind: 'charge',
          paymentId: payment.id,
          amountMinor: input.amount.valueMinor,
          key: input.idempotencyKey,
        });
        return structuredClone(payment);
      });
    },
    verifyWebhook(rawBody, header, at) {
      verifySignature(options.webhookSecret, rawBody, header, at);
      return JSON.parse(rawBody) as ProviderEvent;
    },
  };
}
