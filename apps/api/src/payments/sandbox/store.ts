// The sandbox's in-memory state and rules: sessions, payments, stored cards and idempotent answers.
// Kept apart from HTTP so each rule is testable alone; server.ts puts the API and the hosted pages on it.
// Nothing here survives a restart, like the rest of a development run's stand-ins.
import { randomBytes } from 'node:crypto';
import type {
  CreateSessionInput,
  ProviderAmount,
  ProviderCard,
  ProviderEvent,
  ProviderPayment,
  ProviderSession,
  RefusalReason,
} from '../provider.ts';
import { behaviourOf, brandOf, cardDigits, parseExpiry, passesLuhn } from './cards.ts';

/** An error of the sandbox's API, answered as `{ error: { code, message } }` with `status`. */
export class SandboxApiError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'SandboxApiError';
    this.status = status;
    this.code = code;
  }
}

export function newId(prefix: 'cs' | 'pay' | 'pm' | 'evt'): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, '')}`;
}

/** A session as the sandbox keeps it: the public view plus what only the hosted page needs. */
export interface SessionRecord {
  id: string;
  input: CreateSessionInput;
  status: ProviderSession['status'];
  createdAt: Date;
  expiresAt: Date;
  paymentId?: string;
  paymentStatus?: 'authorised' | 'captured';
  refusalReason?: RefusalReason;
  card?: ProviderCard;
  /** A 3-D Secure card waiting for the customer's answer on the challenge page. */
  pendingChallenge?: CardDetails;
}

interface PaymentRecord extends ProviderPayment {
  description: string;
}

interface StoredCard {
  card: ProviderCard;
  /** The 0341 test card: stored, then refused at every merchant-initiated charge. */
  declinesLater: boolean;
}

/** A card as the customer typed it, checked. Never kept beyond the session's outcome but brand and last 4. */
interface CardDetails {
  digits: string;
  expMonth: number;
  expYear: number;
}

/** The card form's fields. */
export type CardField = 'card_number' | 'expiry' | 'cvc' | 'holder';
export type CardForm = Record<CardField, string>;
export type FieldErrors = Partial<Record<CardField, string>>;

export type SubmitResult =
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'challenge' }
  | { kind: 'finished'; session: SessionRecord };

/** Checks the card form as a hosted page would before asking the bank; messages name the field and the fix. */
export function checkCardForm(form: CardForm, now: Date): { errors: FieldErrors; card?: CardDetails } {
  const errors: FieldErrors = {};
  const digits = cardDigits(form.card_number);
  if (form.card_number.trim() === '') errors.card_number = 'Enter the card number.';
  else if (!digits || !passesLuhn(digits))
    errors.card_number = 'Enter a valid card number: 12 to 19 digits, as printed on the card.';
  const expiry = parseExpiry(form.expiry, now);
  if (form.expiry.trim() === '') errors.expiry = 'Enter the expiry date.';
  else if ('error' in expiry)
    errors.expiry =
      expiry.error === 'format'
        ? 'Enter the expiry date as MM/YY, for example 04/29.'
        : 'This card has expired: the expiry date is in the past.';
  if (!/^\s*\d{3,4}\s*$/.test(form.cvc)) errors.cvc = 'Enter the 3 or 4 digit security code.';
  if (form.holder.trim() === '') errors.holder = 'Enter the name as it appears on the card.';
  else if (form.holder.trim().length > 100) errors.holder = 'Enter a name of at most 100 characters.';
  if (Object.keys(errors).length > 0 || !digits || 'error' in expiry) return { errors };
  return { errors, card: { digits, expMonth: expiry.month, expYear: expiry.year } };
}

type Answer = { status: number; body: unknown };

export interface StoreOptions {
  /** Where customers reach the hosted pages, e.g. http://localhost:4715. */
  publicOrigin: string;
  now: () => Date;
  sessionTtlSeconds: number;
  /** Called after every state change (the server delivers it as a signed notification). */
  onEvent: (event: ProviderEvent) => void;
}

export class SandboxStore {
  private readonly sessions = new Map<string, SessionRecord>();
  private readonly payments = new Map<string, PaymentRecord>();
  private readonly storedCards = new Map<string, StoredCard>();
  private readonly answers = new Map<string, { fingerprint: string; answer: Answer }>();
  /** Every event made, newest last (`GET /v1/events`). */
  readonly events: ProviderEvent[] = [];

  private readonly options: StoreOptions;
  constructor(options: StoreOptions) {
    this.options = options;
  }

  // ---- sessions ---------------------------------------------------------------------------------

  createSession(input: CreateSessionInput): ProviderSession {
    const now = this.options.now();
    const record: SessionRecord = {
      id: newId('cs'),
      input,
      status: 'open',
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.options.sessionTtlSeconds * 1000),
    };
    this.sessions.set(record.id, record);
    return this.view(record);
  }

  /** The session, expired first when its time is up (and notified once). */
  session(id: string): SessionRecord {
    const record = this.sessions.get(id);
    if (!record) throw new SandboxApiError(404, 'session_not_found', `No session ${id}.`);
    this.expireIfDue(record);
    return record;
  }

  /** The session, or undefined for an unknown id. */
  findSession(id: string): SessionRecord | undefined {
    return this.sessions.has(id) ? this.session(id) : undefined;
  }

  view(record: SessionRecord): ProviderSession {
    return {
      id: record.id,
      url: `${this.options.publicOrigin}/pay/${record.id}`,
      status: record.status,
      reference: record.input.reference,
      amount: record.input.amount,
      mode: record.input.mode,
      ...(record.paymentId && { paymentId: record.paymentId }),
      ...(record.paymentStatus && { paymentStatus: record.paymentStatus }),
      ...(record.refusalReason && { refusalReason: record.refusalReason }),
      ...(record.card && { card: { ...record.card } }),
      expiresAt: record.expiresAt.toISOString(),
    };
  }

  /** Expires every open session whose time is up (the server sweeps now and then, so expiry is notified). */
  sweep(): void {
    for (const record of this.sessions.values()) this.expireIfDue(record);
  }

  private expireIfDue(record: SessionRecord): void {
    if (record.status !== 'open' || record.expiresAt > this.options.now()) return;
    record.status = 'expired';
    record.refusalReason = 'expired';
    delete record.pendingChallenge;
    this.emit({ type: 'session.expired', session: this.view(record) });
  }

  /** The card form sent: field errors (nothing changes), a 3-D Secure challenge, or the outcome. */
  submitCard(id: string, form: CardForm): SubmitResult {
    const record = this.session(id);
    if (record.status !== 'open') return { kind: 'finished', session: record };
    const { errors, card } = checkCardForm(form, this.options.now());
    if (!card) return { kind: 'invalid', errors };
    const behaviour = behaviourOf(card.digits);
    switch (behaviour.outcome) {
      case 'refuse':
        this.refuseSession(record, behaviour.reason);
        break;
      case 'challenge':
        record.pendingChallenge = card;
        return { kind: 'challenge' };
      case 'authorise':
        this.authoriseSession(record, card, false);
        break;
      case 'authorise-then-decline-later':
        this.authoriseSession(record, card, true);
        break;
    }
    return { kind: 'finished', session: record };
  }

  /** The customer's answer on the 3-D Secure page. Without a challenge waiting, nothing changes. */
  answerChallenge(id: string, passed: boolean): SessionRecord {
    const record = this.session(id);
    const card = record.pendingChallenge;
    if (record.status !== 'open' || !card) return record;
    delete record.pendingChallenge;
    if (passed) this.authoriseSession(record, card, false);
    else this.refuseSession(record, 'authentication_failed');
    return record;
  }

  /** "Cancel payment" on the hosted page. */
  cancelSession(id: string): SessionRecord {
    const record = this.session(id);
    if (record.status === 'open') {
      delete record.pendingChallenge;
      this.refuseSession(record, 'cancelled');
    }
    return record;
  }

  private refuseSession(record: SessionRecord, reason: RefusalReason): void {
    record.status = 'refused';
    record.refusalReason = reason;
    this.emit({ type: 'session.refused', session: this.view(record) });
  }

  private authoriseSession(record: SessionRecord, details: CardDetails, declinesLater: boolean): void {
    const { input } = record;
    const card: ProviderCard = {
      brand: brandOf(details.digits),
      last4: details.digits.slice(-4),
      expMonth: details.expMonth,
      expYear: details.expYear,
    };
    if (input.mode === 'setup' || input.storePaymentMethod) {
      card.token = newId('pm');
      this.storedCards.set(card.token, { card: { ...card }, declinesLater });
    }
    const captured = input.mode === 'payment' && input.captureMethod === 'automatic';
    const payment: PaymentRecord = {
      id: newId('pay'),
      status: captured ? 'captured' : 'authorised',
      amount: input.amount,
      capturedMinor: captured ? input.amount.valueMinor : 0,
      refundedMinor: 0,
      reference: input.reference,
      description: input.description,
    };
    this.payments.set(payment.id, payment);
    record.status = 'authorised';
    record.paymentId = payment.id;
    record.paymentStatus = captured ? 'captured' : 'authorised';
    record.card = card;
    this.emit({ type: 'session.authorised', session: this.view(record) });
  }

  // ---- payments ---------------------------------------------------------------------------------

  private payment(id: string): PaymentRecord {
    const payment = this.payments.get(id);
    if (!payment) throw new SandboxApiError(404, 'payment_not_found', `No payment ${id}.`);
    return payment;
  }

  paymentView(id: string): ProviderPayment {
    const { description: _, ...view } = this.payment(id);
    return { ...view, amount: { ...view.amount } };
  }

  private checkCurrency(payment: PaymentRecord, amount: ProviderAmount): void {
    if (amount.currency !== payment.amount.currency)
      throw new SandboxApiError(
        422,
        'currency_mismatch',
        `The amount is in ${amount.currency}; payment ${payment.id} is in ${payment.amount.currency}.`,
      );
  }

  /** Takes (part of) the authorised amount; the rest is released, as card schemes do. */
  capture(id: string, amount: ProviderAmount): ProviderPayment {
    const payment = this.payment(id);
    if (payment.status !== 'authorised')
      throw new SandboxApiError(
        409,
        'payment_not_capturable',
        `Payment ${id} is ${payment.status}, not authorised.`,
      );
    this.checkCurrency(payment, amount);
    if (amount.valueMinor < 1 || amount.valueMinor > payment.amount.valueMinor)
      throw new SandboxApiError(
        422,
        'amount_invalid',
        `Capture between 1 and ${payment.amount.valueMinor} (the authorised amount); got ${amount.valueMinor}.`,
      );
    payment.status = 'captured';
    payment.capturedMinor = amount.valueMinor;
    this.emit({ type: 'payment.captured', payment: this.paymentView(id) });
    return this.paymentView(id);
  }

  /** Releases an authorisation. */
  cancel(id: string): ProviderPayment {
    const payment = this.payment(id);
    if (payment.status !== 'authorised')
      throw new SandboxApiError(
        409,
        'payment_not_cancellable',
        `Payment ${id} is ${payment.status}, not authorised.`,
      );
    payment.status = 'cancelled';
    this.emit({ type: 'payment.cancelled', payment: this.paymentView(id) });
    return this.paymentView(id);
  }

  /** Gives back (part of) what was captured; several partial refunds add up to at most the captured amount. */
  refund(id: string, amount: ProviderAmount): ProviderPayment {
    const payment = this.payment(id);
    if (payment.status !== 'captured' && payment.status !== 'partially_refunded')
      throw new SandboxApiError(
        409,
        'payment_not_refundable',
        `Payment ${id} is ${payment.status}, nothing to refund.`,
      );
    this.checkCurrency(payment, amount);
    const left = payment.capturedMinor - payment.refundedMinor;
    if (amount.valueMinor < 1 || amount.valueMinor > left)
      throw new SandboxApiError(
        422,
        'amount_invalid',
        `Refund between 1 and ${left} (captured less already refunded); got ${amount.valueMinor}.`,
      );
    payment.refundedMinor += amount.valueMinor;
    payment.status = payment.refundedMinor === payment.capturedMinor ? 'refunded' : 'partially_refunded';
    this.emit({ type: 'payment.refunded', payment: this.paymentView(id) });
    return this.paymentView(id);
  }

  /** A merchant-initiated charge of a stored card, captured at once (or refused, as a payment). */
  chargeStoredCard(input: {
    token: string;
    amount: ProviderAmount;
    reference: string;
    description: string;
  }): ProviderPayment {
    const stored = this.storedCards.get(input.token);
    if (!stored) throw new SandboxApiError(404, 'token_not_found', `No stored card ${input.token}.`);
    const now = this.options.now();
    const expired =
      stored.card.expYear * 12 + stored.card.expMonth - 1 < now.getUTCFullYear() * 12 + now.getUTCMonth();
    const refusalReason: RefusalReason | undefined = expired
      ? 'expired_card'
      : stored.declinesLater
        ? 'declined'
        : undefined;
    const payment: PaymentRecord = {
      id: newId('pay'),
      status: refusalReason ? 'refused' : 'captured',
      amount: input.amount,
      capturedMinor: refusalReason ? 0 : input.amount.valueMinor,
      refundedMinor: 0,
      ...(refusalReason && { refusalReason }),
      reference: input.reference,
      description: input.description,
    };
    this.payments.set(payment.id, payment);
    this.emit({
      type: refusalReason ? 'payment.refused' : 'payment.captured',
      payment: this.paymentView(payment.id),
    });
    return this.paymentView(payment.id);
  }

  // ---- idempotency ------------------------------------------------------------------------------

  /**
   * Runs `work` once per idempotency key: the same key with the same request gets the first answer again
   * (errors included, as a real provider does), with another request a 422.
   */
  idempotent(key: string, fingerprint: string, work: () => Answer): Answer {
    const earlier = this.answers.get(key);
    if (earlier) {
      if (earlier.fingerprint !== fingerprint)
        return {
          status: 422,
          body: {
            error: {
              code: 'idempotency_key_reused',
              message: `The Idempotency-Key ${key} was used for another request; use a new key for a new request.`,
            },
          },
        };
      return earlier.answer;
    }
    const answer = work();
    this.answers.set(key, { fingerprint, answer });
    return answer;
  }

  private emit(event: Omit<ProviderEvent, 'id' | 'createdAt'>): void {
    const full: ProviderEvent = { id: newId('evt'), createdAt: this.options.now().toISOString(), ...event };
    this.events.push(full);
    this.options.onEvent(full);
  }
}
