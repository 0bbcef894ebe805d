// How a booking is paid (issue 21), as the booking detail and manage booking show it: at pickup, by
// invoice, or the card it was paid with and its state (reserved until the car is returned, charged),
// and after a cancellation the refund to that card. From the booking's `payment` (API).
import type { components } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { useMemo } from 'react';
import { useAppServices } from './app-services.tsx';
import { accountFormatters } from './format.ts';

/** A booking's payment as the API gives it. */
export type BookingPayment = components['schemas']['BookingDetail']['payment'];

/** The payment's term and description(s) in a facts list (`<dl>`); nothing for a booking without one. */
export function PaymentFacts({ payment }: { payment: BookingPayment | null | undefined }) {
  const { t } = useTranslation('account');
  const { context } = useAppServices();
  const f = useMemo(() => accountFormatters(context), [context]);
  if (!payment) return null;
  const card = payment.card ? f.card(payment.card) : t('booking.card');
  let line: string;
  if (payment.method === 'at-pickup') line = t('booking.paymentPickup');
  else if (payment.method === 'invoice') line = t('booking.paymentInvoice');
  else if (payment.status === 'authorised') line = t('booking.paymentAuthorised', { card });
  // Captured, or captured in part (a cancellation fee) before the rest went back.
  else if (payment.status === 'captured' || payment.status === 'partially-refunded')
    line = t('booking.paymentCaptured', { card });
  // Nothing kept (the authorisation released, or all refunded): the card, and the refund below.
  else line = card;
  const refund =
    payment.method === 'card' && payment.refunded && payment.refunded.amountMinor > 0
      ? t('booking.refund', { amount: f.money(payment.refunded), card })
      : null;
  return (
    <>
      <dt>{t('booking.payment')}</dt>
      <dd data-field="payment" data-payment-status={payment.status ?? ''}>
        {line}
      </dd>
      {refund ? <dd data-field="refund">{refund}</dd> : null}
    </>
  );
}
