// Back from the payment provider's page (issue 21): the checkout's address carries `payment_session`; the
// API asks the provider (authoritative) and answers the session's state. Authorised: the reservation it
// answers becomes the confirmation (with the card). Refused, expired or cancelled: the checkout again,
// with every field as entered and the reason. The parameter leaves the address once the answer is in.
import { type ApiError, dataOf, useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { useEffect, useRef } from 'react';
import { useBooking } from '../../shared/booking-services.tsx';
import { forgetPaymentSession } from '../../shared/payment-session.ts';
import { clearPendingPayment, readPendingPayment, storeReservation } from '../../shared/reservation-store.ts';
import { goTo } from '../../shared/route.ts';
import { clearDraft, loadDraft } from './checkout-draft.ts';

/** What the checkout shows for a return from the provider. */
export type PaymentReturn =
  /** Not a return: the checkout as usual. */
  | { status: 'none' }
  /** Asking the API (and, once authorised, moving to the confirmation). */
  | { status: 'checking' }
  /** The payment did not go through: the form again, with the reason. */
  | { status: 'refused'; message: string }
  /** The provider has no result yet: say so, offer to check again. */
  | { status: 'pending'; retry: () => void }
  /** The API could not answer: its error, with a retry. */
  | { status: 'error'; error: ApiError; retry: () => void };

type SessionAnswer = Awaited<ReturnType<typeof readSession>>;

function readSession(api: ReturnType<typeof useBooking>['api'], sessionId: string, signal: AbortSignal) {
  return dataOf(api.GET('/v1/payments/sessions/{sessionId}', { params: { path: { sessionId } }, signal }));
}

const isPaid = (answer: SessionAnswer) =>
  (answer.status === 'authorised' || answer.status === 'captured') && answer.reservation !== null;

/** Keeps the paid reservation for the confirmation and moves there; the checkout's draft has done its job. */
function confirmPaid(answer: SessionAnswer, offerId: string): void {
  const reservation = answer.reservation;
  if (!reservation) return;
  // What the checkout kept before leaving; the draft stands in if this tab lost it.
  const pending = readPendingPayment();
  const draft = loadDraft(offerId);
  storeReservation({
    reservation,
    email: pending?.email ?? draft.email.trim(),
    lastName: pending?.lastName ?? draft.lastName.trim(),
    payment: 'card',
    profile: pending?.profile ?? null,
    addons: pending?.addons ?? [],
    card: answer.card ?? reservation.payment?.card ?? null,
  });
  clearDraft(offerId);
  clearPendingPayment();
  forgetPaymentSession();
  // The return's entry becomes the confirmation: Back cannot pay again.
  goTo({ step: 'confirmation', reservationNumber: reservation.reservationNumber }, { replace: true });
}

/** The state of a return from the provider with `sessionId` (null: not a return). */
export function usePaymentReturn(sessionId: string | null, offerId: string): PaymentReturn {
  const { t } = useTranslation('booking');
  const { api } = useBooking();
  const check = useRequest(sessionId && `payment-session:${sessionId}`, (signal) =>
    readSession(api, sessionId ?? '', signal),
  );
  const answer = check.status === 'done' ? check.data : undefined;
  // Each answer is acted on once (React may run an effect twice; the draft is gone after the first).
  const handled = useRef<SessionAnswer | null>(null);
  useEffect(() => {
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (isPaid(answer)) confirmPaid(answer, offerId);
    // A final refusal is handled once: a reload shows the checkout, not the same refusal again.
    else if (answer.status !== 'pending') forgetPaymentSession();
  }, [answer, offerId]);

  if (!sessionId) return { status: 'none' };
  if (check.status === 'error') return { status: 'error', error: check.error, retry: check.retry };
  if (!answer || isPaid(answer)) return { status: 'checking' };
  if (answer.status === 'pending') return { status: 'pending', retry: check.retry };
  return { status: 'refused', message: answer.message ?? t('checkout.payNow.refused') };
}
