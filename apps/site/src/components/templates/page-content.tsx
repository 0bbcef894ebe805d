// The five page templates (spec §2 "Page templates"): each renders its sections from the page body
// through the editorial renderer; the categories template adds its vehicle and the category cards, the
// home template the trust signals, fleet, product lines and app band, the ride help-center article its
// breadcrumb. A product line's page without the booking-engine slot shows its entry point (issue 23).
import { EditorialText } from '@rental/editorial/react';
import { type ContainerName, containers } from '@rental/remote-apps';
import {
  categoryOfPage,
  categoryVehicles,
  heroImage,
  heroSceneOf,
  vehicleImage,
} from '../../lib/cms-images.ts';
import type { PageModel } from '../../lib/page-model.ts';
import { uiString } from '../../lib/ui-strings.ts';
import { AppContainer } from '../app-container.tsx';
import { BillboardBand } from '../billboard.tsx';
import { ContactChannels } from '../contact-channels.tsx';
import { EntryPointPanel } from '../entry-point.tsx';
import { FleetCards } from '../fleet-cards.tsx';
import { FleetSlider } from '../fleet-slider.tsx';
import { AppBand, ProductLineCards } from '../home-sections.tsx';
import { ArrowIcon } from '../icons.tsx';
import { Picture } from '../picture.tsx';
import { TrustBar } from '../trust-bar.tsx';

/**
 * The app container of a page's body (issue 9 help center, issue 14 account area): by template or page id,
 * else by its path without a language segment.
 */
export function appContainerOf(
  model: Pick<PageModel, 'id' | 'path' | 'template'>,
): ContainerName | undefined {
  if (model.template === 'ride-help-article') return 'rideHelpCenter';
  // Issue 17: the subscription line's page (markets selling subscriptions, the Land Rover host).
  if (model.id === 'subscription') return 'subscriptionOffers';
  // Issue 21: the long-term rental line's page (its offers, and the customer's contracts by hash route).
  if (model.id === 'plus') return 'plus';
  // Issue 20: the business sign-up page (the b2bSignup slug, translated per language: by its page id).
  if (model.id === 'business-sign-up') return 'businessSignUp';
  // Issue 21: the pay-by-link and card-renewal pages (zen layout) are the pay app's views.
  if (model.id === 'pay') return 'payLink';
  if (model.id === 'payment-renewal') return 'payRenewal';
  // Issue 22: the online check-in and the return with the phone (zen layout) are the check-in app's views.
  if (model.id === 'check-in') return 'checkIn';
  if (model.id === 'check-out') return 'checkOut';
  // The ride history (spec §2: /ride/app/{country}/rides, one per market with ride on the main site).
  if (/\/ride\/app\/[a-z]{2}\/rides$/.test(model.path)) return 'rideHistory';
  const path = model.path.replace(/^\/[a-z]{2}(-[a-z]{2})?(?=\/)/, '');
  const byPath: Record<string, ContainerName> = {
    '/help-center': 'helpCenter',
    '/ride/help-center': 'rideHelpCenter',
    '/ride/faq': 'rideFaq',
    '/share/faq': 'shareFaq',
    '/plus/faq': 'subscriptionFaq',
    '/account': 'account',
  };
  return byPath[path];
}

interface Props {
  model: PageModel;
  /** 1 when the layout already has the page's h1 (promotion hero), so the body's '#' becomes h2. */
  headingOffset?: number;
}

export function PageContent({ model, headingOffset = 0 }: Props) {
  const body = (
    <EditorialText tree={model.tree} idPrefix="body" headingOffset={headingOffset} className="prose" />
  );
  // A body in another language than the page (English text on an Arabic page) takes its own direction,
  // or its punctuation lands at the wrong end of the line (issue 23: ".years old").
  const text = model.bodyLang ? (
    <div lang={model.bodyLang} dir="auto">
      {body}
    </div>
  ) : (
    body
  );
  const app = appContainerOf(model);
  // The view differs per page, so the container persists only across the same page.
  const bodyApp = app ? (
    <AppContainer
      name={app}
      persist={`${containers[app].app}-${model.path}`}
      firstView={
        app === 'account'
          ? model.firstViews.account
          : app === 'businessSignUp'
            ? model.firstViews.businessSignUp
            : undefined
      }
    />
  ) : null;
  const u = (key: Parameters<typeof uiString>[1]) => uiString(model.locale, key);
  const fleetCards =
    model.fleet.length > 0 ? (
      <FleetCards
        cards={model.fleet}
        label={model.labels.fleetCategories}
        path={model.path}
        priceTemplate={u('priceFrom')}
        money={model.money}
      />
    ) : null;
  // A product line's page in a layout without the booking-engine slot shows its entry point after the text;
  // the ride layout needs none: its ride-booking app is the entry point (spec §2).
  const entryBand =
    model.entryPoint !== 'rental' && model.hero === undefined && model.layout !== 'ride' ? (
      <section className="entry-band" aria-label={model.labels.productLines}>
        <Picture
          className="entry-band__art"
          image={heroImage(heroSceneOf(model.entryPoint, model.productLine))}
          sizes="(min-width: 1600px) 1520px, 100vw"
          alt=""
        />
        <EntryPointPanel
          entry={model.entryPoint}
          locale={model.locale}
          links={model.entryLinks}
          path={model.path}
          newWindow={model.labels.opensInNewWindow}
        />
      </section>
    ) : null;
  // The campaign billboard of a subscription or truck page (issue 17), after the page's text.
  const billboard = model.billboard ? (
    <BillboardBand billboard={model.billboard} label={u('billboard')} locale={model.locale} />
  ) : null;
  switch (model.template) {
    case 'categories': {
      const category = categoryOfPage(model.id);
      const vehicle = category ? categoryVehicles[category] : undefined;
      return (
        <div className={`template template--${model.template}`}>
          <div className={vehicle ? 'category-intro' : undefined}>
            {text}
            {billboard}
            {vehicle && category ? (
              <figure className="category-intro__art">
                <Picture
                  image={vehicleImage(vehicle[0], vehicle[1])}
                  sizes="(min-width: 960px) 480px, 90vw"
                  alt=""
                  priority
                />
                <figcaption
                  className="category-intro__price"
                  data-price-from={category}
                  data-template={u('priceFrom')}
                  data-money={model.money}
                />
              </figure>
            ) : null}
          </div>
          {model.slider ? <FleetSlider slider={model.slider} /> : null}
          {fleetCards}
          {entryBand}
        </div>
      );
    }
    case 'home':
      return (
        <div className="template template--home">
          {model.entryPoint === 'rental' ? (
            <TrustBar locale={model.locale} brand={model.brand} rating={model.rating} />
          ) : null}
          {text}
          {billboard}
          {model.entryPoint === 'rental' && fleetCards ? (
            <section className="home-section" aria-labelledby="fleet-title">
              <div className="home-section__head">
                <h2 id="fleet-title" className="home-section__title">
                  {u('fleetHeading')}
                </h2>
                {model.fleetOverview ? (
                  <a className="home-section__more" href={model.fleetOverview}>
                    {u('seeFleet')}
                    <ArrowIcon />
                  </a>
                ) : null}
              </div>
              {fleetCards}
            </section>
          ) : null}
          {model.entryPoint === 'rental' ? (
            <ProductLineCards cards={model.productLines} locale={model.locale} />
          ) : null}
          {entryBand}
          <AppBand
            locale={model.locale}
            appUrl={model.entryLinks.app}
            newWindow={model.labels.opensInNewWindow}
          />
        </div>
      );
    case 'ride-help-article':
      return (
        <div className="template template--ride-help-article">
          <nav className="breadcrumb" aria-label={model.labels.breadcrumb}>
            <ol>
              <li>
                <a href={model.rideHome}>{`${model.brand} Ride`}</a>
              </li>
              <li>
                <a href={model.helpCenter}>{model.labels.helpCenter}</a>
              </li>
            </ol>
          </nav>
          <article className="help-article">{text}</article>
          {bodyApp}
        </div>
      );
    default:
      return (
        <div className={`template template--${model.template}`}>
          {text}
          {billboard}
          {model.contact ? (
            <ContactChannels channels={model.contact} opensInNewWindow={model.labels.opensInNewWindow} />
          ) : null}
          {bodyApp}
          {entryBand}
        </div>
      );
  }
}
