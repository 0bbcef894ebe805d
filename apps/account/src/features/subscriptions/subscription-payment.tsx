// The card a running subscription order's monthly payments are charged to (issue 21, agreement
// 'subscription:{id}'): "Visa •••• 4242, expires 12/30" or "No card yet", and "Add card" / "Change card"
// starting a setup session at the payment provider (POST /v1/payments/methods/session) whose hosted page
// sends the customer back here with `payment_session` in the query (read by the section, returnedSession).
import { asApiError, dataOf } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Button, Notice } from '@rental/ui';
import { useMemo, useState } from 'react';
import { useAppServices } from '../../shared/app-services.tsx';
import { accountFormatters } from '../../shared/format.ts';
import type { SubscriptionOrder } from './subscription-order.ts';

/** The payment session the provider sent the customer back with, if any. */
export function returnedSession(): string | null {
  return typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('payment_session');
}

/** This page's address without `payment_session` (the hash route kept). */
export function withoutSession(): string {
  const params = new URLSearchParams(location.search);
  params.delete('payment_session');
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
}

export function SubscriptionPayment({ order, titleId }: { order: SubscriptionOrder; titleId: string }) {
  const { t } = useTranslation('account');
  const { api, context } = useAppServices();
  const f = useMemo(() => accountFormatters(context), [context]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const card = order.paymentMethod;

  const start = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const session = await dataOf(
        api.POST('/v1/payments/methods/session', {
          body: { agreement: `subscription:${order.id}`, returnUrl: `${location.origin}${withoutSession()}` },
        }),
      );
      location.assign(session.redirectUrl);
    } catch (error) {
      setFailure(asApiError(error).message);
      setBusy(false);
    }
  };

  return (
    <div className="account__payment" data-payment-card={card ? card.last4 : 'none'}>
      <p>
        <strong>{t('subscriptions.paymentCard')}</strong>{' '}
        <span>
          {card
            ? t('subscriptions.cardLine', {
                card: f.card(card),
                month: String(card.expMonth).padStart(2, '0'),
                year: String(card.expYear % 100).padStart(2, '0'),
              })
            : t('subscriptions.noCard')}
        </span>
      </p>
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <Button variant="secondary" onPress={start} isDisabled={busy} aria-describedby={titleId}>
        {card ? t('subscriptions.changeCard') : t('subscriptions.addCard')}
      </Button>
    </div>
  );
}
