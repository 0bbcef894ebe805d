// Fleet category cards (issue 23): each category's own vehicle drawing, its name and a "from" price per
// day that the price-teaser script fills in from the product API (the line keeps its height meanwhile).
import type { FleetCategory } from '@rental/markets';
import { categoryVehicles, vehicleImage } from '../lib/cms-images.ts';
import { ArrowIcon } from './icons.tsx';
import { Picture } from './picture.tsx';

export interface FleetCard {
  title: string;
  url: string;
  category: FleetCategory | undefined;
}

interface Props {
  cards: readonly FleetCard[];
  label: string;
  /** The page's own path (its card is marked current). */
  path: string;
  /** Template of the price line, e.g. 'from {price} per day'. */
  priceTemplate: string;
  /** How the page writes money (an encoded MoneyPattern), read by the price-teaser script. */
  money: string;
}

export function FleetCards({ cards, label, path, priceTemplate, money }: Props) {
  return (
    <nav className="fleet-cards" aria-label={label} data-money={money}>
      <ul className="fleet-cards__list">
        {cards.map((card) => {
          const vehicle = card.category ? categoryVehicles[card.category] : undefined;
          return (
            <li key={card.url}>
              <a className="fleet-card" href={card.url} aria-current={card.url === path ? 'page' : undefined}>
                <span className="fleet-card__art">
                  {vehicle ? (
                    <Picture
                      image={vehicleImage(vehicle[0], vehicle[1])}
                      sizes="(min-width: 1280px) 240px, (min-width: 650px) 30vw, 45vw"
                      alt=""
                    />
                  ) : null}
                </span>
                <span className="fleet-card__name">{card.title}</span>
                {card.category ? (
                  <span
                    className="fleet-card__price"
                    data-price-from={card.category}
                    data-template={priceTemplate}
                  />
                ) : null}
                <ArrowIcon />
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
