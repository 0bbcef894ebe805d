// The payment shapes several route modules answer with (zod, the OpenAPI document's source): a card, the
// redirect to the provider, a return address, and how a booking is paid.
import { z } from 'zod';
import { moneySchema } from '../http.ts';
import { english } from '../i18n/translate.ts';
import { REQUIRED_MESSAGE } from '../validation.ts';

/** A card as a customer may see it. */
export const cardSchema = z
  .object({
    /** visa, mastercard, ... */
    brand: z.string(),
    /** The last four digits, e.g. '4242'. */
    last4: z.string(),
  })
  .meta({ id: 'PaymentCard' });

/** Where the customer goes to pay. */
export const paymentRedirectSchema = z
  .object({
    /** The provider's session, e.g. 'cs_…'; back with `?payment_session={id}`, read it with GET /v1/payments/sessions/{id}. */
    sessionId: z.string(),
    /** The provider's hosted payment page: send the browser there. */
    redirectUrl: z.string(),
  })
  .meta({ id: 'PaymentRedirect' });

/** A return address: a page of one of our sites (http(s)), where the provider sends the customer back. */
export const returnUrlSchema = z
  .string({ error: REQUIRED_MESSAGE })
  .min(1, { error: REQUIRED_MESSAGE })
  .max(2000, { error: english('maxLength', { max: 2000 }) });

/** How a booking is paid, on every reservation and booking view. */
export const reservationPaymentSchema = z
  .object({
    /** at-pickup, invoice (company bookings) or card (paid online). */
    method: z.enum(['at-pickup', 'invoice', 'card']),
    /** Card only: authorised (charged at return), captured, refunded or partially-refunded; null otherwise. */
    status: z.enum(['authorised', 'captured', 'refunded', 'partially-refunded']).nullable(),
    /** The card paid with. */
    card: cardSchema.nullable(),
    /** What went back to the card (a cancellation's refund or released authorisation). */
    refunded: moneySchema.nullable(),
  })
  .meta({ id: 'ReservationPayment' });
