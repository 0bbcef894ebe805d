// The offer list (spec §1): offers for the search with the vehicle's facts and the price for the period
// and per day in the market's currency and number format; filters and sort in the address; spec §8's
// 'Sorry, no offers found' with a way to change the search. The filters and sort are the
// `booking-offer-filters` flag's (issue 25): off, the list has neither, ignores them in the address and
// shows the recommended order.
import { dataOf, useRequest } from '@rental/api-client';
import { useTranslation } from '@rental/i18n';
import { type ReactNode, useMemo, useState } from 'react';
import type { Offer } from '../../shared/api-types.ts';
import { useBooking } from '../../shared/booking-services.tsx';
import { offerFiltersFlag } from '../../shared/experiments.ts';
import { ErrorNotice, Loading } from '../../shared/notices.tsx';
import { defaultFilters, goTo, type OfferFilters, type SearchState } from '../../shared/route.ts';
import { StepHeading } from '../../shared/step-heading.tsx';
import { Arrow, useModelName, VehicleFacts, VehicleImage } from '../../shared/vehicle-facts.tsx';
import { filterOffers } from './filter-offers.ts';

/** What the offer list needs to let the visitor change the search (the search feature's form). */
export type ChangeSearch = (props: {
  key: string;
  heading: string;
  initial: SearchState;
  onSubmit: (search: SearchState) => void;
}) => ReactNode;

interface Props {
  search: SearchState;
  filters: OfferFilters;
  /** Renders the search form for "Change search" (given by the app, features do not import each other). */
  changeSearch: ChangeSearch;
}

export function OfferList({ search, filters: addressFilters, changeSearch }: Props) {
  const { t } = useTranslation('booking');
  const { api, fmt, context } = useBooking();
  const filtersOn = context.experiments.isOn(offerFiltersFlag);
  const filters = filtersOn ? addressFilters : defaultFilters;
  const [editing, setEditing] = useState(false);
  const key = JSON.stringify(search);
  const request = useRequest(key, (signal) =>
    dataOf(
      api.GET('/v1/rentaloffers/offers', {
        params: {
          query: {
            branchId: search.branchId,
            ...(search.returnBranchId ? { returnBranchId: search.returnBranchId } : {}),
            pickupDate: search.pickup,
            returnDate: search.return,
            vehicleType: search.vehicleType,
          },
        },
        signal,
      }),
    ),
  );
  const offers = request.status === 'done' ? request.data.offers : [];
  const shown = useMemo(() => filterOffers(offers, filters), [offers, filters]);
  const bodies = [...new Set(offers.map((o) => o.group.bodyStyle))].sort();
  const setFilters = (next: Partial<OfferFilters>) =>
    goTo({ step: 'offers', search, filters: { ...filters, ...next } }, { replace: true });

  // Issue 23: branch names are the API's (often Latin on an Arabic page): isolated, so the arrow and the
  // dates stay in place; the dates as one readable range in the page language.
  const summary = (
    <div className="bk-summary">
      <p>
        <strong>
          <bdi>{search.branchName}</bdi>
        </strong>
        {search.returnBranchName ? (
          <>
            {' '}
            <Arrow /> <bdi>{search.returnBranchName}</bdi>
          </>
        ) : null}
      </p>
      <p data-booking-dates>
        {t('offers.dates', {
          from: fmt.longDateTimeOf(search.pickup),
          to: fmt.longDateTimeOf(search.return),
        })}
      </p>
      <button
        type="button"
        className="bk-button bk-button--secondary"
        aria-expanded={editing}
        onClick={() => setEditing((e) => !e)}
      >
        {t('offers.changeSearch')}
      </button>
    </div>
  );

  return (
    <section className="bk-offers" aria-labelledby="bk-step-title">
      <StepHeading>{t('offers.title')}</StepHeading>
      {summary}
      {editing &&
        changeSearch({
          key,
          heading: t('offers.changeSearch'),
          initial: search,
          onSubmit: (s) => {
            setEditing(false);
            goTo({ step: 'offers', search: s, filters: defaultFilters });
          },
        })}
      {request.status === 'loading' && <Loading label={t('offers.loading')} />}
      {request.status === 'error' && (
        <ErrorNotice error={request.error} onRetry={request.error.retryable ? request.retry : undefined}>
          <button type="button" className="bk-button bk-button--secondary" onClick={() => setEditing(true)}>
            {t('offers.changeSearch')}
          </button>
        </ErrorNotice>
      )}
      {request.status === 'done' && offers.length === 0 && (
        <div className="bk-empty" role="status">
          <p className="bk-empty__title">{t('offers.none')}</p>
          <button type="button" className="bk-button bk-button--primary" onClick={() => setEditing(true)}>
            {t('offers.changeSearch')}
          </button>
        </div>
      )}
      {request.status === 'done' && offers.length > 0 && (
        <>
          {filtersOn && (
            <fieldset className="bk-filters">
              <legend>{t('offers.filtersLegend')}</legend>
              <div className="bk-field">
                <label htmlFor="bk-filter-body">{t('offers.filterBody')}</label>
                <select
                  id="bk-filter-body"
                  value={filters.body}
                  onChange={(e) => setFilters({ body: e.target.value })}
                >
                  <option value="">{t('offers.any')}</option>
                  {bodies.map((b) => (
                    <option key={b} value={b}>
                      {t(`vehicle.body.${b}`, { defaultValue: b })}
                    </option>
                  ))}
                </select>
              </div>
              <div className="bk-field">
                <label htmlFor="bk-filter-transmission">{t('offers.filterTransmission')}</label>
                <select
                  id="bk-filter-transmission"
                  value={filters.transmission}
                  onChange={(e) => setFilters({ transmission: e.target.value })}
                >
                  <option value="">{t('offers.any')}</option>
                  <option value="manual">{t('vehicle.transmission.manual')}</option>
                  <option value="automatic">{t('vehicle.transmission.automatic')}</option>
                </select>
              </div>
              <div className="bk-field">
                <label htmlFor="bk-filter-seats">{t('offers.filterSeats')}</label>
                <select
                  id="bk-filter-seats"
                  value={String(filters.seats)}
                  onChange={(e) => setFilters({ seats: Number(e.target.value) })}
                >
                  <option value="0">{t('offers.any')}</option>
                  {[2, 4, 5, 7, 9].map((n) => (
                    <option key={n} value={n}>
                      {t('offers.seatsAtLeast', { count: n })}
                    </option>
                  ))}
                </select>
              </div>
              <div className="bk-field">
                <label htmlFor="bk-sort">{t('offers.sort')}</label>
                <select
                  id="bk-sort"
                  value={filters.sort}
                  onChange={(e) => setFilters({ sort: e.target.value as OfferFilters['sort'] })}
                >
                  <option value="recommended">{t('offers.sortRecommended')}</option>
                  <option value="price">{t('offers.sortPrice')}</option>
                </select>
              </div>
            </fieldset>
          )}
          <p role="status" className="bk-count">
            {t('offers.count', { count: shown.length })}
          </p>
          {shown.length === 0 ? (
            <div className="bk-empty">
              <p className="bk-empty__title">{t('offers.none')}</p>
              <button
                type="button"
                className="bk-button bk-button--secondary"
                onClick={() => setFilters(defaultFilters)}
              >
                {t('offers.resetFilters')}
              </button>
            </div>
          ) : (
            <ul className="bk-offer-list">
              {shown.map((offer, index) => (
                <li key={offer.id}>
                  <OfferCard
                    offer={offer}
                    // The first card is in view on arrival (also at 375 px); the others load as they near it.
                    eager={index === 0}
                    onSelect={() => goTo({ step: 'checkout', search, offerId: offer.id })}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function OfferCard({ offer, eager, onSelect }: { offer: Offer; eager: boolean; onSelect: () => void }) {
  const { t } = useTranslation('booking');
  const { fmt } = useBooking();
  const modelName = useModelName();
  const g = offer.group;
  const headingId = `bk-offer-${offer.id.slice(-12)}`;
  return (
    <article className="bk-offer" aria-labelledby={headingId} data-offer-code={g.code}>
      <VehicleImage group={g} eager={eager} />
      <div className="bk-offer__body">
        <h2 id={headingId} className="bk-offer__model">
          {modelName(g.model)}
        </h2>
        <p className="bk-offer__group">
          {t(`vehicle.body.${g.bodyStyle}`, { defaultValue: g.bodyStyle })} · <bdi>{g.code}</bdi>
        </p>
        <VehicleFacts offer={offer} />
      </div>
      <div className="bk-offer__price">
        <p className="bk-price__day">{t('offers.perDay', { price: fmt.money(offer.price.perDay) })}</p>
        <p className="bk-price">
          <span className="bk-price__total">{fmt.money(offer.price.total)}</span>{' '}
          <span className="bk-price__label">{t('offers.totalFor', { count: offer.days })}</span>
        </p>
        <button
          type="button"
          className="bk-button bk-button--primary"
          onClick={onSelect}
          aria-describedby={headingId}
        >
          {t('offers.select')}
        </button>
      </div>
    </article>
  );
}
