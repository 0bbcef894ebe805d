// Trust signals under the booking search (issue 23): the customer rating, free cancellation, 24/7
// assistance and all-inclusive prices, each an icon with a short line. Numbers in the locale's digits.
import { uiString } from '../lib/ui-strings.ts';
import { AssistanceIcon, CalendarCheckIcon, StarIcon, TagIcon } from './icons.tsx';

interface Props {
  locale: string;
  brand: string;
  rating: { score: number; count: number };
}

export function TrustBar({ locale, brand, rating }: Props) {
  const u = (key: Parameters<typeof uiString>[1], values?: Record<string, string | number>) =>
    uiString(locale, key, values);
  const score = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    rating.score,
  );
  const count = new Intl.NumberFormat(locale).format(rating.count);
  const items = [
    {
      icon: <StarIcon />,
      title: u('trustRating', { score, max: new Intl.NumberFormat(locale).format(5) }),
      text: u('trustRatingText', { count }),
      key: 'rating',
    },
    {
      icon: <CalendarCheckIcon />,
      title: u('trustCancellation'),
      text: u('trustCancellationText'),
      key: 'cancel',
    },
    { icon: <AssistanceIcon />, title: u('trustAssistance'), text: u('trustAssistanceText'), key: 'assist' },
    { icon: <TagIcon />, title: u('trustPrices'), text: u('trustPricesText'), key: 'prices' },
  ];
  return (
    <section className="trust-bar" aria-label={u('trustLabel', { brand })}>
      <ul className="trust-bar__list">
        {items.map((item) => (
          <li key={item.key} className={`trust-bar__item trust-bar__item--${item.key}`}>
            {item.icon}
            <span>
              <strong className="trust-bar__title">{item.title}</strong>{' '}
              <span className="trust-bar__text">{item.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
