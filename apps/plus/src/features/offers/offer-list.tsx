// The long-term rental offers of the page's market (GET /v1/plus/offers): each vehicle group with its
// terms and mileage options; the chosen combination is priced by the API (POST /v1/plus/quote) and
// ordered through the order view's address.
import { dataOf, type Schemas, useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { Loading, SelectField } from '@rental/ui';
import { useId, useState } from 'react';
import { useAppServices } from '../../shared/app-services.tsx';
import { RequestError } from '../../shared/request-error.tsx';

type Offer = Schemas['PlusOffer'];

export interface OfferListProps {
  /** The order view's address of a choice. */
  orderHref: (offerId: string, months: number, mileage: number) => string;
  /** The customer's contracts' address. */
  contractsHref: string;
}

export function OfferList({ orderHref, contractsHref }: OfferListProps) {
  const { t } = useTranslation('plus');
  const { api, context } = useAppServices();
  const offers = useRequest(`offers:${context.market.country}`, (signal) =>
    dataOf(api.GET('/v1/plus/offers', { params: { query: { country: context.market.country } }, signal })),
  );
  return (
    <section aria-labelledby="plus-offers-title" className="plus-offers">
      <div className="plus__head">
        <h2 id="plus-offers-title">{t('offers.title')}</h2>
        <a className="plus__back" href={contractsHref}>
          {t('offers.myContracts')}
        </a>
      </div>
      <p>{t('offers.intro')}</p>
      {offers.status === 'loading' ? <Loading label={t('loading')} /> : null}
      {offers.status === 'error' ? <RequestError error={offers.error} retry={offers.retry} /> : null}
      {offers.status === 'done' && offers.data.offers.length === 0 ? <p>{t('offers.empty')}</p> : null}
      {offers.status === 'done' ? (
        <ul className="plus-offers__list">
          {offers.data.offers.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} unit={offers.data.mileageUnit} orderHref={orderHref} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function OfferCard({
  offer,
  unit,
  orderHref,
}: {
  offer: Offer;
  unit: 'km' | 'mi';
  orderHref: OfferListProps['orderHref'];
}) {
  const { t } = useTranslation('plus');
  const { api, format } = useAppServices();
  const id = useId();
  // The first choice is the offer's "from" price (the longest term, the smallest mileage): no request for
  // it; another choice is priced by the API.
  const longest = Math.max(...offer.months);
  const smallest = offer.mileages[0] ?? 0;
  const [months, setMonths] = useState(longest);
  const [mileage, setMileage] = useState(smallest);
  const isFrom = months === longest && mileage === smallest;
  const asked = useRequest(isFrom ? null : `quote:${offer.id}:${months}:${mileage}`, (signal) =>
    dataOf(
      api.POST('/v1/plus/quote', {
        body: { offerId: offer.id, months: months as 3 | 6 | 12 | 24, monthlyMileage: mileage },
        signal,
      }),
    ),
  );
  const fromQuote = {
    monthlyPrice: offer.fromMonthlyPrice,
    total: { ...offer.fromMonthlyPrice, amountMinor: offer.fromMonthlyPrice.amountMinor * longest },
    excessUnitPrice: offer.excessUnitPrice,
  };
  const quote: typeof asked | { status: 'done'; data: { quote: typeof fromQuote } } = isFrom
    ? { status: 'done', data: { quote: fromQuote } }
    : asked;
  const titleId = `${id}-title`;
  const detailsId = `${id}-details`;
  return (
    <article className="plus-offer" aria-labelledby={`${titleId} ${detailsId}`}>
      <img className="plus-offer__image" src={offer.image} alt="" width="240" height="135" loading="lazy" />
      <h3 id={titleId}>{t('offers.orSimilar', { model: offer.model })}</h3>
      <p id={detailsId}>{t(offer.transmission === 'automatic' ? 'offers.automatic' : 'offers.manual')}</p>
      <p className="plus-offer__from">{t('offers.from', { price: format.amount(offer.fromMonthlyPrice) })}</p>
      <fieldset className="plus-offer__months">
        <legend>{t('offers.months')}</legend>
        {offer.months.map((m) => (
          <label key={m} className="plus-offer__month">
            <input
              type="radio"
              name={`${id}-months`}
              value={m}
              checked={months === m}
              onChange={() => setMonths(m)}
            />
            {format.months(m)}
          </label>
        ))}
      </fieldset>
      <SelectField
        id={`${id}-mileage`}
        label={t('offers.mileage')}
        value={String(mileage)}
        onChange={(v) => setMileage(Number(v))}
        options={offer.mileages.map((m) => ({
          value: String(m),
          label: t('offers.mileageOption', { mileage: format.whole(m), unit }),
        }))}
      />
      <div className="plus-offer__price" aria-live="polite">
        {quote.status === 'done' ? (
          <>
            <p className="plus-offer__monthly">
              {t('offers.monthly', { price: format.amount(quote.data.quote.monthlyPrice) })}
            </p>
            <p>{t('offers.total', { price: format.amount(quote.data.quote.total) })}</p>
            <p>{t('offers.excess', { unit, price: format.amount(quote.data.quote.excessUnitPrice) })}</p>
          </>
        ) : quote.status === 'error' ? (
          <RequestError error={quote.error} retry={quote.retry} />
        ) : (
          <Loading label={t('loading')} />
        )}
      </div>
      <a className="plus__button-link" href={orderHref(offer.id, months, mileage)} aria-describedby={titleId}>
        {t('offers.order')}
      </a>
    </article>
  );
}
