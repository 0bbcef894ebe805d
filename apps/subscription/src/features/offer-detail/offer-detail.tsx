// One offer's details ('#/offer/{id}', the card's "Choose"): the vehicle, its terms (spec §4: flexible
// 30 days, or 6 or 12 months then 30 days) with their monthly prices, and a way back to the list it came
// from, and the way into the subscription funnel (issue 17, item 2: '#/offer/{id}/order').
import { useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Button, Loading, Notice } from '@rental/ui';
import { useEffect, useRef } from 'react';
import { useSubscription } from '../../shared/services.tsx';
import { loadOffer } from '../../shared/subscription-api.ts';

interface Props {
  id: string;
  /** The list's address to go back to (the filters the visitor came from). */
  backHref: string;
  /** Whether the visitor came here inside the app: the heading then takes the focus. */
  focus: boolean;
}

export function OfferDetail({ id, backHref, focus }: Props) {
  const { t } = useTranslation('subscription');
  const { api, context, fmt, cache } = useSubscription();
  const offer = useRequest(`offer:${id}`, (signal) => loadOffer(api, context.market.country, id, signal), {
    cache,
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = offer.status === 'done';
  useEffect(() => {
    if (focus && ready) heading.current?.focus();
  }, [focus, ready]);
  const back = (
    <a className="subscription-detail__back" href={backHref}>
      {t('detail.back')}
    </a>
  );
  if (offer.status === 'loading' || offer.status === 'idle') return <Loading label={t('loading')} />;
  if (offer.status === 'error')
    return (
      <div className="subscription-detail">
        {back}
        <Notice
          tone="error"
          actions={
            <Button variant="secondary" onPress={offer.retry}>
              {t('retry')}
            </Button>
          }
        >
          {offer.error.status === 404 ? t('detail.notFound') : offer.error.message}
        </Notice>
      </div>
    );
  const o = offer.data;
  if (!o)
    return (
      <div className="subscription-detail">
        {back}
        <Notice>{t('detail.notFound')}</Notice>
      </div>
    );
  return (
    <article className="subscription-detail" aria-labelledby="subscription-detail-title">
      {back}
      <h2 id="subscription-detail-title" ref={heading} tabIndex={-1}>
        {o.make} {o.model}
      </h2>
      <img className="subscription-detail__image" src={o.imagePath} width={800} height={400} alt="" />
      <ul className="subscription-offer__facts">
        <li>{t('detail.seats', { count: o.seats })}</li>
        <li>{t('detail.includedKm', { distance: fmt.allowance(o.includedKmPerMonth) })}</li>
        <li>{t('offer.startFee', { amount: fmt.money(o.enrollmentFee) })}</li>
        <li>
          {t('offer.loyaltyRefund', {
            amount: fmt.money(o.loyaltyRefund.amount),
            months: o.loyaltyRefund.afterMonths,
          })}
        </li>
        <li>{t('offer.branch', { branch: o.branch.name, city: o.branch.city })}</li>
      </ul>
      <h3>{t('detail.terms')}</h3>
      <ul className="subscription-detail__terms">
        {o.tenureOptions.map((term) => (
          <li key={term.id}>
            {t(`detail.term.${term.id}`)}:{' '}
            <strong>{t('offer.perMonth', { price: fmt.money(term.monthlyPrice) })}</strong>
          </li>
        ))}
      </ul>
      <a
        className="ui-button ui-button--primary subscription-detail__subscribe"
        href={`#/offer/${encodeURIComponent(o.id)}/order/term`}
      >
        {t('detail.subscribe')}
      </a>
    </article>
  );
}
