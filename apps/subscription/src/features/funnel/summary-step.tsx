// The summary (spec §4): every choice and every cost as the server computes it (the quote endpoint; the
// client never adds amounts), in the market's currency and formats, and the order. The order is sent
// with one Idempotency-Key per funnel, so pressing Order twice or a retry after a lost answer orders once.
import { type ApiError, asApiError, useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Button, Loading, Notice } from '@rental/ui';
import { useState } from 'react';
import { type Order, placeOrder, type Quote, quoteOrder } from '../../shared/order-api.ts';
import { useSubscription } from '../../shared/services.tsx';
import type { StepProps } from './choice-steps.tsx';
import { orderBody } from './draft.ts';
import { birthDayOf } from './schemas.ts';
import { StepFrame } from './step-frame.tsx';

interface Props extends Omit<StepProps, 'next' | 'keep'> {
  idempotencyKey: string;
  onOrdered: (order: Order) => void;
}

export function SummaryStep({ offer, draft, frame, idempotencyKey, onOrdered }: Props) {
  const { t } = useTranslation('subscription');
  const { api, context, fmt } = useSubscription();
  const body = orderBody(offer.id, draft, birthDayOf(draft.details.birthDate, context.market.formats.date));
  const [round, setRound] = useState(0);
  const quote = useRequest(`quote:${round}:${JSON.stringify(body)}`, (signal) =>
    quoteOrder(api, body, signal),
  );
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const order = async () => {
    setSending(true);
    setFailure(null);
    try {
      onOrdered(await placeOrder(api, body, idempotencyKey));
    } catch (error) {
      const e = asApiError(error);
      setFailure(e);
      // The campaign benefit went to another order meanwhile: show the new costs before ordering again.
      if (e.code === 'campaign_benefit_used') setRound((r) => r + 1);
    } finally {
      setSending(false);
    }
  };
  const day = (iso: string) => {
    const [y = 0, m = 1, d = 1] = iso.split('-').map(Number);
    return fmt.date(new Date(y, m - 1, d));
  };
  const lineLabel = (code: string) => {
    const [kind, id = ''] = code.split(':');
    if (kind === 'term') return t(`detail.term.${id}`);
    if (kind === 'mileage') {
      const km = offer.orderOptions.mileagePackages.find((p) => p.id === id)?.extraKmPerMonth ?? 0;
      return t('funnel.mileage.extra', { distance: fmt.allowance(km) });
    }
    return t(`funnel.extra.${id}`);
  };
  return (
    <StepFrame
      {...frame}
      title={t('funnel.step.summary')}
      submitLabel={quote.status === 'done' ? t('funnel.order') : undefined}
      busy={sending}
      onSubmit={(event) => {
        event.preventDefault();
        if (!sending) void order();
      }}
    >
      {quote.status === 'loading' || quote.status === 'idle' ? (
        <Loading label={t('loading')} />
      ) : quote.status === 'error' ? (
        <Notice
          tone="error"
          actions={
            <Button variant="secondary" onPress={quote.retry}>
              {t('retry')}
            </Button>
          }
        >
          {quote.error.message}
        </Notice>
      ) : (
        <Costs quote={quote.data} lineLabel={lineLabel} day={day} handover={draft.handover} />
      )}
      <div role="alert" className="subscription-funnel__failure">
        {failure ? (
          <Notice tone="error">
            {failure.code === 'campaign_benefit_used'
              ? t('funnel.benefitUsed')
              : failure.status === 401
                ? t('funnel.signInFirst')
                : failure.message}
          </Notice>
        ) : null}
      </div>
    </StepFrame>
  );
}

function Costs({
  quote,
  lineLabel,
  day,
  handover,
}: {
  quote: Quote;
  lineLabel: (code: string) => string;
  day: (iso: string) => string;
  handover: StepProps['draft']['handover'];
}) {
  const { t } = useTranslation('subscription');
  const { fmt } = useSubscription();
  const c = quote.costs;
  const row = (label: string, value: string, key = label) => (
    <div key={key} className="subscription-funnel__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <>
      <dl className="subscription-funnel__summary" aria-label={t('funnel.choices')}>
        {row(t('funnel.vehicle'), `${quote.vehicle.make} ${quote.vehicle.model}`)}
        {row(t('funnel.step.term'), t(`detail.term.${quote.term}`))}
        {row(t('funnel.kmPerMonth'), fmt.allowance(quote.kmPerMonth))}
        {row(
          t('funnel.step.extras'),
          quote.extras.length ? quote.extras.map((e) => t(`funnel.extra.${e}`)).join(', ') : t('funnel.none'),
        )}
        {row(
          t('funnel.step.handover'),
          handover.type === 'pickup'
            ? t('funnel.pickup')
            : `${t('funnel.deliveryTo')} ${handover.street}, ${handover.postalCode} ${handover.city}`,
        )}
        {row(t('funnel.startDate'), day(quote.startDate))}
        {row(t('funnel.minimumTermEnds'), day(quote.minimumTermEndsOn))}
      </dl>
      <h3 className="subscription-funnel__costs-title">{t('funnel.costs')}</h3>
      <dl className="subscription-funnel__summary" aria-label={t('funnel.costs')}>
        {c.monthly.map((line) => row(lineLabel(line.code), fmt.money(line.amount), line.code))}
        {row(t('funnel.monthlyTotal'), fmt.money(c.monthlyTotal))}
        {row(t('funnel.startFee'), fmt.money(c.startFee))}
        {c.deliveryFee.amountMinor > 0 ? row(t('funnel.deliveryFee'), fmt.money(c.deliveryFee)) : null}
        {c.campaignDiscount
          ? row(
              `${t('funnel.campaignDiscount')} (${quote.campaign ? t(`funnel.benefit.${quote.campaign.benefit}`) : ''})`,
              `−${fmt.money(c.campaignDiscount)}`,
            )
          : null}
        {row(t('funnel.firstPayment'), fmt.money(c.firstPayment))}
      </dl>
      {c.loyaltyRefund ? (
        <p className="subscription-funnel__note">
          {t('offer.loyaltyRefund', {
            amount: fmt.money(c.loyaltyRefund.amount),
            months: c.loyaltyRefund.afterMonths,
          })}
        </p>
      ) : null}
    </>
  );
}
