// The funnel container (funnel and zen layouts, under the market's services base path): the step in the
// address hash picks search, offer list, checkout or confirmation; each step change moves focus to
// the step's heading so keyboard and screen-reader users start at the top of the new step. Back from the
// payment provider's page (issue 21, `?payment_session=`) is the checkout, which checks the payment.
import { useTranslation } from '@rental/i18n';
import { useHashRoute } from '@rental/remote-apps/react';
import { Notice } from '@rental/ui';
import { useEffect, useRef, useState } from 'react';
import { Checkout } from '../features/checkout/checkout.tsx';
import { Confirmation } from '../features/confirmation/confirmation.tsx';
import { type ChangeSearch, OfferList } from '../features/offers/offer-list.tsx';
import { type Handoff, readHandoff } from '../features/search/handoff.ts';
import { SearchForm } from '../features/search/search-form.tsx';
import { paymentSessionOf } from '../shared/payment-session.ts';
import { readPendingPayment } from '../shared/reservation-store.ts';
import { defaultFilters, funnelRoutes, parseRoute, type SearchState } from '../shared/route.ts';
import { StepHeading } from '../shared/step-heading.tsx';

/** "Change search" on the offer list: the search feature's form (the app composes features). */
const changeSearch: ChangeSearch = ({ key, heading, initial, onSubmit }) => (
  <SearchForm key={key} heading={heading} headingLevel={2} initial={initial} onSubmit={onSubmit} />
);

interface SearchStepProps {
  initial: Partial<SearchState>;
  onSubmit: (search: SearchState) => void;
  staticView?: boolean;
  handoff?: Handoff | undefined;
}

/**
 * The funnel's search step (an address without a step): also the funnel's static first view, built at
 * build time (prerender.tsx, ADR 014).
 */
export function FunnelSearchStep({ initial, onSubmit, staticView = false, handoff }: SearchStepProps) {
  const { t } = useTranslation('booking');
  return (
    <section aria-labelledby="bk-step-title">
      <StepHeading>{t('search.title')}</StepHeading>
      <SearchForm
        heading={t('search.formTitle')}
        initial={initial}
        onSubmit={onSubmit}
        staticView={staticView}
        handoff={handoff}
      />
    </section>
  );
}

/**
 * A return from the payment provider lands on the checkout that sent the customer there: its address is
 * the return address, and should the hash have been lost on the way, the checkout's kept hash is put back
 * (before the router reads the address).
 */
function landOnCheckoutAfterPayment(): void {
  if (typeof location === 'undefined' || !paymentSessionOf(location.search)) return;
  if (parseRoute(location.hash).step === 'checkout') return;
  const pending = readPendingPayment();
  if (pending)
    history.replaceState(history.state, '', `${location.pathname}${location.search}${pending.checkoutHash}`);
}

/** The funnel; `firstView` is the container still showing the static search step (AppProps.firstView). */
export function FunnelView({ firstView }: { firstView?: HTMLElement | undefined }) {
  const { t } = useTranslation('booking');
  useState(landOnCheckoutAfterPayment);
  const { route, go } = useHashRoute(funnelRoutes, { step: 'search', search: {} });
  const [handoff] = useState(() => (firstView ? readHandoff(firstView) : undefined));
  const stepKey =
    route.step === 'confirmation'
      ? `c${route.reservationNumber}`
      : route.step === 'checkout'
        ? `k${route.offerId}`
        : route.step;
  // The step last shown: a change of step (not the first render, nor React re-running effects) moves
  // the focus; the page's own focus order applies when it loads.
  const shownStep = useRef(stepKey);
  useEffect(() => {
    if (shownStep.current === stepKey) return;
    shownStep.current = stepKey;
    const heading = document.getElementById('bk-step-title');
    heading?.focus();
    window.scrollTo?.(0, 0);
  }, [stepKey]);

  switch (route.step) {
    case 'offers':
      return <OfferList search={route.search} filters={route.filters} changeSearch={changeSearch} />;
    case 'checkout':
      return <Checkout key={route.offerId} search={route.search} offerId={route.offerId} />;
    case 'confirmation':
      return <Confirmation reservationNumber={route.reservationNumber} />;
    case 'invalid':
      // Issue 23: a broken or unknown link says what happened and offers a new search with what it held,
      // instead of a silent empty search form.
      return (
        <section aria-labelledby="bk-step-title">
          <StepHeading>{t('invalidLink.title')}</StepHeading>
          <div data-booking-invalid-link={route.reason}>
            <Notice tone="error" className="bk-error">
              <p>{t(`invalidLink.${route.reason}`)}</p>
            </Notice>
          </div>
          <SearchForm
            heading={t('invalidLink.newSearch')}
            initial={route.search}
            onSubmit={(search) => go({ step: 'offers', search, filters: defaultFilters })}
          />
        </section>
      );
    default:
      return (
        <FunnelSearchStep
          initial={route.search}
          onSubmit={(search) => go({ step: 'offers', search, filters: defaultFilters })}
          handoff={handoff}
        />
      );
  }
}
