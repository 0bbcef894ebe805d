// One subscription offer (spec §3 "Offer display"): picture, monthly price and start fee in the market's
// currency, payload and loading space of vans and trucks, minimum period, loyalty refund after 6 months,
// the pickup branch's customer rating, and its written reviews unless the market hides them
// (`shouldHideWrittenReviews`, a market fact of the mount context: the UK).
import { useTranslation } from '@rental/i18n';
import { useSubscription } from '../../shared/services.tsx';
import type { BranchRating, Offer } from '../../shared/subscription-api.ts';

interface Props {
  offer: Offer;
  rating: BranchRating | undefined;
  href: string;
}

/** The picture's box (the API's pictures are 2:1, 800 × 400), so nothing moves while it loads. */
export const IMAGE_WIDTH = 400;
export const IMAGE_HEIGHT = 200;

const categories = ['P', 'L', 'F'] as const;

export function OfferCard({ offer, rating, href }: Props) {
  const { t } = useTranslation('subscription');
  const { fmt, context } = useSubscription();
  const hideWritten = context.market.flags.shouldHideWrittenReviews;
  const vehicle = `${offer.make} ${offer.model}`;
  const titleId = `subscription-offer-${offer.id}`;
  const category = categories.find((c) => c === offer.categoryCode);
  const day = (iso: string) => {
    const [y = 0, m = 1, d = 1] = iso.split('-').map(Number);
    return new Date(y, m - 1, d);
  };
  return (
    <article className="subscription-offer" aria-labelledby={titleId}>
      <img
        className="subscription-offer__image"
        src={offer.imagePath}
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        alt=""
        loading="lazy"
        decoding="async"
      />
      <div className="subscription-offer__body">
        <h3 id={titleId} className="subscription-offer__title">
          {vehicle}
        </h3>
        {category ? <p className="subscription-offer__category">{t(`offer.category.${category}`)}</p> : null}
        <p className="subscription-offer__price">
          <span className="subscription-offer__from">{t('offer.from')} </span>
          <strong>{t('offer.perMonth', { price: fmt.money(offer.monthlyPrice) })}</strong>
        </p>
        <ul className="subscription-offer__facts">
          <li>{t('offer.startFee', { amount: fmt.money(offer.enrollmentFee) })}</li>
          {offer.payloadKg !== null ? (
            <li>{t('offer.payload', { value: fmt.number(offer.payloadKg) })}</li>
          ) : null}
          {offer.loadingSpaceM3 !== null ? (
            <li>{t('offer.loadingSpace', { value: fmt.number(offer.loadingSpaceM3) })}</li>
          ) : null}
          <li>{t('offer.minimumPeriod', { count: offer.minimumPeriodMonths })}</li>
          <li>
            {t('offer.loyaltyRefund', {
              amount: fmt.money(offer.loyaltyRefund.amount),
              months: offer.loyaltyRefund.afterMonths,
            })}
          </li>
          <li>{t('offer.availableFrom', { date: fmt.date(day(offer.availableFrom)) })}</li>
          <li>{t('offer.branch', { branch: offer.branch.name, city: offer.branch.city })}</li>
        </ul>
        <div className="subscription-offer__rating">
          {rating ? (
            <>
              <span className="subscription-offer__stars" aria-hidden="true">
                ★ {fmt.number(rating.average, 1)}
              </span>{' '}
              <span className="subscription-offer__rating-text">
                <span className="subscription-offer__visually-hidden">
                  {t('offer.rating', { rating: fmt.number(rating.average, 1) })},{' '}
                </span>
                {t('offer.ratingCount', { count: rating.count })}
              </span>
            </>
          ) : (
            t('offer.noRating')
          )}
        </div>
        {rating && !hideWritten && rating.latest.length > 0 ? (
          <details className="subscription-offer__reviews">
            <summary>{t('offer.reviews')}</summary>
            <ul>
              {rating.latest.map((r) => (
                <li key={`${r.author}-${r.publishedAt}`}>
                  <blockquote dir="auto">{r.text}</blockquote>
                  <p className="subscription-offer__review-by">
                    {t('offer.reviewBy', { author: r.author, date: fmt.date(new Date(r.publishedAt)) })}
                  </p>
                </li>
              ))}
            </ul>
          </details>
        ) : null}
        <a className="ui-button ui-button--primary subscription-offer__choose" href={href}>
          {t('offer.choose', { vehicle })}
        </a>
      </div>
    </article>
  );
}
