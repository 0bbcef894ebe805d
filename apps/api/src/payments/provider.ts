// The payment provider as the API sees it (issue 21, ADR 020): the shape of a real provider's sessions API
// (a hosted payment page per session, 3-D Secure inside it, authorise then capture, refunds, cards
// stored as tokens, signed notifications). The local sandbox (./sandbox) implements it for development
// and tests; a real provider is another implementation of this interface. Card numbers never reach us.

/** An amount in minor units of an ISO 4217 currency. */
export interface ProviderAmount {
  valueMinor: number;
  currency: string;
}

/** Why the provider refused: the customer is told which, in their language. */
export type RefusalReason =
  | 'declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'authentication_failed'
  | 'cancelled'
  | 'expired';

/** A card as the provider stored it for us: its token and what a customer may see. */
export interface ProviderCard {
  /** The provider's token for a stored card ('pm_...'); only when the session stored it. */
  token?: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface CreateSessionInput {
  /** 'payment' takes the amount; 'setup' checks and stores a card (amount 0). */
  mode: 'payment' | 'setup';
  amount: ProviderAmount;
  /** Our reference (the payments row's id): it comes back in the session and in notifications. */
  reference: string;
  /** Where the hosted page sends the customer back; the provider adds `payment_session={id}`. */
  returnUrl: string;
  /** Shown on the hosted page: what the customer pays for. */
  description: string;
  /** The hosted page's language ('de-DE'). */
  locale?: string;
  /** Store the card for later merchant-initiated charges (always for 'setup'). */
  storePaymentMethod?: boolean;
  /** 'manual': authorise now, capture later (bookings); 'automatic': captured at once. */
  captureMethod: 'manual' | 'automatic';
}

export type SessionStatus = 'open' | 'authorised' | 'refused' | 'expired';

export interface ProviderSession {
  id: string;
  /** The hosted page to send the customer to. */
  url: string;
  status: SessionStatus;
  reference: string;
  amount: ProviderAmount;
  mode: 'payment' | 'setup';
  /** Set once authorised (a 'setup' session has one too, for the zero-amount check). */
  paymentId?: string;
  /** 'authorised' or 'captured' for an automatic capture. */
  paymentStatus?: 'authorised' | 'captured';
  refusalReason?: RefusalReason;
  card?: ProviderCard;
  expiresAt: string;
}

export interface ProviderPayment {
  id: string;
  status: 'authorised' | 'captured' | 'refused' | 'cancelled' | 'refunded' | 'partially_refunded';
  amount: ProviderAmount;
  capturedMinor: number;
  refundedMinor: number;
  refusalReason?: RefusalReason;
  reference: string;
}

/** A notification from the provider, after its signature was verified. */
export interface ProviderEvent {
  id: string;
  type:
    | 'session.authorised'
    | 'session.refused'
    | 'session.expired'
    | 'payment.captured'
    | 'payment.cancelled'
    | 'payment.refunded'
    | 'payment.refused';
  createdAt: string;
  /** The session (session.*) or the payment (payment.*) as it is now. */
  session?: ProviderSession;
  payment?: ProviderPayment;
}

/** The provider's own errors (network, 5xx, a refused request): the API answers 502 and keeps what it had. */
export class ProviderError extends Error {
  /** The provider's HTTP status, when it answered at all. */
  readonly status?: number;
  constructor(message: string, status?: number) {
    super(message);
    this.name = 'ProviderError';
    this.status = status;
  }
}

/** A notification whose signature or timestamp does not verify: answered 400 and never applied. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export interface PaymentProvider {
  readonly name: string;
  createSession(input: CreateSessionInput): Promise<ProviderSession>;
  getSession(id: string): Promise<ProviderSession>;
  /** Takes (part of) an authorised amount. */
  capture(paymentId: string, amount: ProviderAmount, idempotencyKey: string): Promise<ProviderPayment>;
  /** Releases an authorisation that will not be captured. */
  cancel(paymentId: string, idempotencyKey: string): Promise<ProviderPayment>;
  /** Gives back (part of) a captured amount. */
  refund(paymentId: string, amount: ProviderAmount, idempotencyKey: string): Promise<ProviderPayment>;
  /** A merchant-initiated charge of a stored card (a monthly rate), captured at once. */
  chargeStoredCard(input: {
    token: string;
    amount: ProviderAmount;
    reference: string;
    description: string;
    idempotencyKey: string;
  }): Promise<ProviderPayment>;
  /** Checks a notification's signature and age over the raw body; throws WebhookSignatureError. */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined, now: Date): ProviderEvent;
}
