// The funnel container (funnel and zen layouts, under the market's services base path): the step in the
// address hash picks search, offer list, checkout or confirmation; each step change moves focus to
// the step's heading so keyboard and screen-reader users start at the top of the new step.
import { useTranslation } from '@rental/i18n';
import { useEffect, useRef } from 'react';
import { defaultFilters } from '../shared/route.ts';
import { useRoute } from '../shared/use-route.ts';
import { Checkout } from './checkout/checkout.tsx';
import { Confirmation } from './confirmation/confirmation.tsx';
import { OfferList } from './offers/offer-list.tsx';
import { SearchForm } from './search/search-form.tsx';

export function FunnelView() {
  const { t } = useTranslation('booking');
  const [route, go] = useRoute();
  const stepKey =
    route.step === 'confirmation'
      ? `c${route.reservationNumber}`
      : route.step === 'checkout'
        ? `k${route.offerId}`
        : route.step;
  const first = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes (stepKey).
  useEffect(() => {
    // Not on the first render: the page's own focus order applies when it loads.
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = document.getElementById('bk-step-title');
    heading?.focus();
    window.scrollTo?.(0, 0);
  }, [stepKey]);

  switch (route.step) {
    case 'offers':
      return <OfferList search={route.search} filters={route.filters} />;
    case 'checkout':
      return <Checkout key={route.offerId} search={route.search} offerId={route.offerId} />;
    case 'confirmation':
      return <Confirmation reservationNumber={route.reservationNumber} />;
    default: {
      const initial = route.step === 'search' ? route.search : {};
      return (
        <section aria-labelledby="bk-step-title">
          <h1 id="bk-step-title" className="bk-step-title" tabIndex={-1}>
            {t('search.title')}
          </h1>
          <SearchForm
            heading={t('search.formTitle')}
            initial={initial}
            onSubmit={(search) => go({ step: 'offers', search, filters: defaultFilters })}
          />
        </section>
      );
    }
  }
}
