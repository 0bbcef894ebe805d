// The ride app-download banner with its voucher (spec §2; issue 18 §6): on ride pages, the app-store
// badges and the first-trip code with its amount in the market's currency (spec §9). Dismissible; a
// closed banner stays closed on this device (ride-banner-inline.ts).
import { rideFirstTripAmount, rideFirstTripCode } from '@rental/markets/ride';
import { uiString } from '../lib/ui-strings.ts';
import { RIDE_BANNER_ID, rideBannerInlineScript } from '../scripts/ride-banner-inline.ts';
import { AppBadges } from './app-badges.tsx';

interface Props {
  locale: string;
  currency: string;
  /** The tenant's app page (the badges lead there). */
  appUrl: string;
  newWindow: string;
}

/** The first-trip amount as the page writes money: '15 €', '$15', '£15'. */
export function firstTripAmount(locale: string, currency: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(rideFirstTripAmount);
}

export function RideAppBanner({ locale, currency, appUrl, newWindow }: Props) {
  const u = (key: Parameters<typeof uiString>[1], values?: Record<string, string>) =>
    uiString(locale, key, values);
  const [before, after] = u('rideBannerText', {
    amount: firstTripAmount(locale, currency),
    code: '\u0000',
  }).split('\u0000');
  return (
    <>
      <aside id={RIDE_BANNER_ID} className="ride-banner" aria-labelledby="ride-banner-title" data-ride-banner>
        <div className="ride-banner__text">
          <h2 id="ride-banner-title" className="ride-banner__title">
            {u('rideTitle')}
          </h2>
          <p className="ride-banner__voucher">
            {before}
            <strong className="ride-banner__code" translate="no">
              {rideFirstTripCode}
            </strong>
            {after}
          </p>
        </div>
        <AppBadges locale={locale} href={appUrl} newWindow={newWindow} tone="light" />
        <button
          type="button"
          className="ride-banner__close"
          data-ride-banner-close
          aria-label={u('rideBannerClose')}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M3.5 3.5l9 9m0-9-9 9" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </aside>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, no content inside */}
      <script dangerouslySetInnerHTML={{ __html: rideBannerInlineScript }} />
    </>
  );
}
