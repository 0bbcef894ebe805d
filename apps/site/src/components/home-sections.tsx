// The home page's sections after its text (issue 23): the other product lines as picture cards and the
// app band with the store badges. Titles and links come from the CMS navigation (product-line tabs).
import { type HeroScene, heroImage } from '../lib/cms-images.ts';
import { uiString } from '../lib/ui-strings.ts';
import { AppBadges } from './app-badges.tsx';
import { ArrowIcon } from './icons.tsx';
import { Picture } from './picture.tsx';

export interface ProductLineCard {
  scene: HeroScene;
  title: string;
  url: string;
}

const cardText: Partial<Record<HeroScene, Parameters<typeof uiString>[1]>> = {
  truck: 'truckText',
  subscription: 'subscriptionText',
  share: 'shareText',
  ride: 'rideText',
  plus: 'plusText',
  charge: 'chargeText',
};

export function ProductLineCards({ cards, locale }: { cards: readonly ProductLineCard[]; locale: string }) {
  if (cards.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="lines-title">
      <h2 id="lines-title" className="home-section__title">
        {uiString(locale, 'linesHeading')}
      </h2>
      <ul className="line-cards">
        {cards.map((card) => {
          const text = cardText[card.scene];
          return (
            <li key={card.url}>
              <a className="line-card" href={card.url}>
                <Picture
                  className="line-card__art"
                  image={heroImage(card.scene)}
                  sizes="(min-width: 1280px) 400px, (min-width: 650px) 45vw, 90vw"
                  alt=""
                />
                <span className="line-card__body">
                  <span className="line-card__title">
                    {card.title}
                    <ArrowIcon />
                  </span>
                  {text ? (
                    <span className="line-card__text">{uiString(locale, text, { days: 28 })}</span>
                  ) : null}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function AppBand({
  locale,
  appUrl,
  newWindow,
}: {
  locale: string;
  appUrl: string;
  newWindow: string;
}) {
  return (
    <section className="app-band" aria-labelledby="app-band-title">
      <div className="app-band__text">
        <h2 id="app-band-title" className="app-band__title">
          {uiString(locale, 'appHeading')}
        </h2>
        <p className="app-band__lead">{uiString(locale, 'appText')}</p>
        <AppBadges locale={locale} href={appUrl} newWindow={newWindow} tone="light" />
      </div>
      <PhoneArt />
    </section>
  );
}

/** A phone showing the app's booking card: drawn, decorative. */
function PhoneArt() {
  return (
    <svg
      className="app-band__art"
      viewBox="0 0 220 260"
      width="220"
      height="260"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="app-screen" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff7ed" />
          <stop offset="1" stopColor="#ffffff" />
        </linearGradient>
      </defs>
      <rect x="50" y="8" width="120" height="244" rx="22" fill="#0b0f14" />
      <rect x="58" y="18" width="104" height="224" rx="15" fill="url(#app-screen)" />
      <rect x="92" y="24" width="36" height="6" rx="3" fill="#0b0f14" />
      <rect x="68" y="44" width="52" height="8" rx="4" fill="#c2410c" />
      <rect x="68" y="60" width="84" height="6" rx="3" fill="#d6d6d2" />
      <rect x="68" y="80" width="84" height="56" rx="10" fill="#f1f0ec" />
      <path d="M78 120h64l-6-10-12-4h-22l-10 6-14 2z" fill="#2f5fa7" />
      <circle cx="92" cy="122" r="6" fill="#1d2024" />
      <circle cx="130" cy="122" r="6" fill="#1d2024" />
      <rect x="68" y="148" width="60" height="6" rx="3" fill="#4b5058" />
      <rect x="68" y="160" width="40" height="6" rx="3" fill="#d6d6d2" />
      <rect x="68" y="200" width="84" height="24" rx="12" fill="#c2410c" />
      <rect x="92" y="209" width="36" height="6" rx="3" fill="#fff" />
      <circle cx="28" cy="70" r="16" fill="#fde68a" opacity="0.9" />
      <path d="M180 160l24-10-6 24z" fill="#c2410c" opacity="0.85" />
    </svg>
  );
}
