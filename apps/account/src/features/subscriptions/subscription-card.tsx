// One subscription order as a card: its card for the monthly payments while it runs
// (subscription-payment.tsx), and "Cancel at term end" with its confirmation dialog
// (react-aria's modal via @rental/ui/dialog: focus trapped, Escape closes, focus returns).
import { asApiError, dataOf } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Button, Notice } from '@rental/ui';
import { Dialog } from '@rental/ui/dialog';
import { useMemo, useState } from 'react';
import { useAppServices } from '../../shared/app-services.tsx';
import { failureKey } from '../../shared/failure-key.ts';
import { accountFormatters } from '../../shared/format.ts';
import { canCancel, closingDate, type SubscriptionOrder } from './subscription-order.ts';
import { SubscriptionPayment } from './subscription-payment.tsx';

interface Props {
  order: SubscriptionOrder;
  /** The cancelled order and the sentence that announces it. */
  onCancelled: (order: SubscriptionOrder, message: string) => void;
}

export function SubscriptionCard({ order, onCancelled }: Props) {
  const { t } = useTranslation('account');
  const { api, context } = useAppServices();
  const f = useMemo(() => accountFormatters(context), [context]);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const vehicle = `${order.vehicle.make} ${order.vehicle.model}`;
  const closing = closingDate(order);
  const titleId = `subscription-${order.id}`;

  const cancel = async () => {
    setPending(true);
    setFailure(null);
    try {
      const { order: next } = await dataOf(
        api.POST('/v1/subscription/orders/{orderId}/cancel', { params: { path: { orderId: order.id } } }),
      );
      setOpen(false);
      onCancelled(next, t('subscriptions.cancelled', { vehicle, date: f.dayOf(next.endsOn ?? '') }));
    } catch (error) {
      const e = asApiError(error);
      setFailure(
        e.code === 'already_cancelled'
          ? t('subscriptions.alreadyCancelled')
          : t(failureKey(e) ?? 'errors.unavailable'),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <li className="account__card" data-subscription={order.number} aria-labelledby={titleId}>
      <h3 id={titleId}>{t('subscriptions.cardTitle', { vehicle, number: order.number })}</h3>
      <p className="account__badge" data-status={order.status}>
        {t(`subscriptions.status.${order.status}`)}
      </p>
      <dl className="account__facts">
        <dt>{t('subscriptions.term')}</dt>
        <dd>{t(`subscriptions.terms.${order.term}`)}</dd>
        <dt>{t('subscriptions.start')}</dt>
        <dd>{f.dayOf(order.startDate)}</dd>
        {closing ? (
          <>
            <dt>{t(closing.kind === 'renews' ? 'subscriptions.nextRenewal' : 'subscriptions.endsOn')}</dt>
            <dd data-closing={closing.kind}>{f.dayOf(closing.date)}</dd>
          </>
        ) : null}
        <dt>{t('subscriptions.monthly')}</dt>
        <dd>{f.money(order.costs.monthlyTotal)}</dd>
      </dl>
      {order.status !== 'ended' ? <SubscriptionPayment order={order} titleId={titleId} /> : null}
      {canCancel(order) ? (
        <Dialog
          isOpen={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) setFailure(null);
          }}
          title={t('subscriptions.cancelTitle')}
          closeLabel={t('subscriptions.close')}
          trigger={
            <Button variant="secondary" aria-describedby={titleId}>
              {t('subscriptions.cancel')}
            </Button>
          }
        >
          {(close) => (
            <div className="account__dialog">
              <p>
                {t('subscriptions.cancelText', {
                  vehicle,
                  date: f.dayOf(order.endsOnIfCancelledToday ?? ''),
                })}
              </p>
              {failure ? <Notice tone="error">{failure}</Notice> : null}
              <div className="account__actions">
                <Button onPress={cancel} isPending={pending}>
                  {t('subscriptions.cancelConfirm')}
                </Button>
                <Button variant="secondary" onPress={close} isDisabled={pending}>
                  {t('subscriptions.keep')}
                </Button>
              </div>
            </div>
          )}
        </Dialog>
      ) : null}
    </li>
  );
}
