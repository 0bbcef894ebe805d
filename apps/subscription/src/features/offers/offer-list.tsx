// The offer list (spec §2, §3): its sort order (price up or down, earliest availability), the number of
// offers in a polite live region (screen readers hear it when the list changes), the cards, "Show more",
// and the exhausted state (spec §4, §8: "Sorry, no offers found" with "Reset filters").
import { useTranslation } from '@rental/i18n';
import { Button, Loading, Notice, SelectField } from '@rental/ui';
import { useRef } from 'react';
import { type SortOrder, sortOrders } from '../../shared/filters.ts';
import type { BranchRating, OfferPage } from '../../shared/subscription-api.ts';
import { OfferCard } from './offer-card.tsx';

interface Props {
  page: OfferPage | undefined;
  loading: boolean;
  error: string | undefined;
  onRetry: () => void;
  sort: SortOrder;
  onSort: (sort: SortOrder) => void;
  ratings: ReadonlyMap<number, BranchRating>;
  offerHref: (id: string) => string;
  onMore: () => void;
  onReset: () => void;
}

export function OfferList(props: Props) {
  const { t } = useTranslation('subscription');
  const { page, loading } = props;
  const exhausted = page !== undefined && page.total === 0 && !loading;
  // "Reset filters" goes away with the exhausted state: the focus moves to the list's heading.
  const title = useRef<HTMLHeadingElement>(null);
  return (
    <section className="subscription-offers" aria-labelledby="subscription-offers-title" aria-busy={loading}>
      <div className="subscription-offers__bar">
        <h2 id="subscription-offers-title" className="subscription-offers__title" ref={title} tabIndex={-1}>
          {t('title')}
        </h2>
        <SelectField
          id="subscription-sort"
          className="subscription-offers__sort"
          label={t('sort.label')}
          value={props.sort}
          options={sortOrders.map((value) => ({ value, label: t(`sort.${value}`) }))}
          onChange={(v) => props.onSort(sortOrders.find((s) => s === v) ?? 'price_asc')}
        />
      </div>
      <p className="subscription-offers__count" role="status" aria-live="polite">
        {page && !loading ? t('list.count', { count: page.total }) : ''}
      </p>
      {props.error ? (
        <Notice
          tone="error"
          actions={
            <Button variant="secondary" onPress={props.onRetry}>
              {t('retry')}
            </Button>
          }
        >
          {props.error}
        </Notice>
      ) : null}
      {loading && !page ? <Loading label={t('loading')} /> : null}
      {exhausted ? (
        <div className="subscription-offers__exhausted">
          <h3>{t('list.exhaustedTitle')}</h3>
          <p>{t('list.exhaustedText')}</p>
          <Button
            onPress={() => {
              props.onReset();
              title.current?.focus();
            }}
          >
            {t('filters.reset')}
          </Button>
        </div>
      ) : null}
      {page && page.offers.length > 0 ? (
        <ul className="subscription-offers__list">
          {page.offers.map((offer) => (
            <li key={offer.id}>
              <OfferCard
                offer={offer}
                rating={props.ratings.get(offer.branch.id)}
                href={props.offerHref(offer.id)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {page && page.offers.length < page.total ? (
        <Button
          variant="secondary"
          className="subscription-offers__more"
          onPress={props.onMore}
          isDisabled={loading}
        >
          {t('list.more')}
        </Button>
      ) : null}
    </section>
  );
}
