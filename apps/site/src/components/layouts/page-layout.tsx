// The nine layouts of spec §2 and the empty one: each places exactly the elements the spec lists for it,
// around the page's template. Islands (the burger menu) arrive through the `menu` slot from the route.
import type { Site, SiteLanguage } from '@rental/markets';
import { containers } from '@rental/remote-apps';
import type { ReactNode } from 'react';
import { heroImage } from '../../lib/cms-images.ts';
import { footerKind } from '../../lib/layout-model.ts';
import type { PageModel } from '../../lib/page-model.ts';
import type { StationPage } from '../../lib/stations.ts';
import { AppContainer } from '../app-container.tsx';
import { EntryPointPanel } from '../entry-point.tsx';
import { HiddenNavList } from '../hidden-nav-list.tsx';
import { LegalFooter } from '../legal-footer.tsx';
import { LoadingOverlay } from '../loading-overlay.tsx';
import { NewsBanner } from '../news-banner.tsx';
import { ErrorContent, NotFoundContent } from '../not-found-page.tsx';
import { Picture } from '../picture.tsx';
import { PromotionHero } from '../promotion-hero.tsx';
import { RideAppBanner } from '../ride-app-banner.tsx';
import { ScriptSlot } from '../script-slot.tsx';
import { SiteFooter, ZenFooter } from '../site-footer.tsx';
import { SiteHeader } from '../site-header.tsx';
import { StationContent } from '../station-finder.tsx';
import { appContainerOf, PageContent } from '../templates/page-content.tsx';

interface Props {
  model: PageModel;
  /** The burger menu (Astro named slot 'menu'). */
  menu?: ReactNode;
  /** The not-found or error page's message instead of the page's template. */
  shell?: { kind: 'not-found' | 'error'; site: Site; lang: SiteLanguage } | undefined;
  /** A station finder page's content instead of the page's template (issue 19). */
  station?: StationPage | undefined;
}

const tagManagerSrc = (id: string) => `https://tags.example/gtm.js?id=${encodeURIComponent(id)}`;

function Main({
  children,
  reveal,
  funnel,
}: {
  children: ReactNode;
  reveal?: boolean;
  /** The funnel's main: the booking steps are the page's main content (issue 23). */
  funnel?: boolean;
}) {
  return (
    <main
      id="main"
      className={funnel ? 'page-main page-main--funnel' : 'page-main'}
      tabIndex={-1}
      data-reveal={reveal ? 'until-loaded' : undefined}
    >
      {children}
    </main>
  );
}

export function PageLayout({ model, menu, shell, station }: Props) {
  const { labels } = model;
  const ownContent = station ? (
    <StationContent page={station} breadcrumbLabel={labels.breadcrumb} />
  ) : shell ? (
    shell.kind === 'not-found' ? (
      <NotFoundContent site={shell.site} lang={shell.lang} support={model.support} />
    ) : (
      <ErrorContent lang={shell.lang} />
    )
  ) : undefined;
  const content = ownContent ?? <PageContent model={model} />;
  const legalFooter = (
    <LegalFooter
      links={model.legal}
      label={labels.legalNavigation}
      cookieSettings={labels.manageCookies}
      text={model.footer?.footer_text}
      dir={model.dir}
    />
  );
  const kind = footerKind(model.layout);
  const footer =
    kind === 'site' && model.footer ? (
      <SiteFooter
        footer={model.footer}
        labels={labels}
        brand={model.brand}
        home={model.home}
        locale={model.locale}
        appUrl={model.entryLinks.app}
        dir={model.dir}
        support={model.support}
      />
    ) : kind === 'zen' && model.footer ? (
      <ZenFooter footer={model.footer} labels={labels} dir={model.dir} />
    ) : (
      legalFooter
    );
  // The booking-engine slot: the rental search where renting is sold, else the line's entry point.
  const entry =
    model.entryPoint === 'rental' ? (
      <AppContainer
        name="bookingEngine"
        persist={`booking-engine-container-${model.locale}`}
        firstView={model.firstViews.bookingEngine}
      />
    ) : (
      <EntryPointPanel
        entry={model.entryPoint}
        locale={model.locale}
        links={model.entryLinks}
        path={model.path}
        newWindow={labels.opensInNewWindow}
      />
    );
  // The booking band: the product line's hero art behind the booking-engine slot (issue 23).
  const bookingBand = (
    <div className={`booking-band${model.hero ? ' booking-band--hero' : ''}`}>
      {model.hero ? (
        <Picture className="booking-band__art" image={heroImage(model.hero)} sizes="100vw" alt="" priority />
      ) : null}
      <div className="booking-band__slot">{entry}</div>
    </div>
  );
  const groups = model.menu?.groups ?? [];
  const header = (parts: { brand: boolean; login: boolean; tabs: boolean; languages: boolean }) => (
    <SiteHeader model={model} menu={menu} parts={parts} />
  );
  const full = { brand: true, login: true, tabs: true, languages: true };

  switch (model.layout) {
    case 'ibe':
      return (
        <div className="layout layout--ibe" data-layout="ibe">
          {model.banner ? (
            <NewsBanner text={model.banner.text} url={model.banner.url} label={labels.newsBanner} />
          ) : null}
          {header(full)}
          {bookingBand}
          <HiddenNavList groups={groups} label={labels.siteLinks} />
          <Main>{content}</Main>
          {footer}
          <ScriptSlot name="tracking" consent="performance" src={tagManagerSrc(model.tagManager.normal)} />
        </div>
      );
    case 'funnel':
      // spec §2 funnel: the booking container under its loading overlay, the hidden navigation list, the
      // content and the footer. Issue 23: the funnel also gets the site's header (brand, navigation and
      // login; no product tabs or language links that would leave the booking), and the booking steps
      // are the page's main content. The page's own text is for a visitor without the app (no script,
      // the app failed): it is hidden once the app has mounted (global.css), never left under the steps.
      return (
        <div className="layout layout--funnel" data-layout="funnel">
          {header({ brand: true, login: true, tabs: false, languages: false })}
          <Main funnel>
            <div className="funnel-stage">
              <AppContainer
                name="funnel"
                persist={`funnel-container-${model.locale}`}
                firstView={model.firstViews.funnel}
              />
              <LoadingOverlay forId={containers.funnel.id} label={labels.loading} />
            </div>
            <HiddenNavList groups={groups} label={labels.siteLinks} />
            <div className="funnel-page-text">{content}</div>
          </Main>
          {footer}
        </div>
      );
    case 'zen':
      // A zen page whose content is an app of its own (the pay pages, issue 21) has no booking funnel.
      return (
        <div className="layout layout--zen" data-layout="zen" data-theme="white">
          {appContainerOf(model) ? null : (
            <div className="funnel-stage">
              <AppContainer
                name="funnel"
                persist={`funnel-container-${model.locale}`}
                firstView={model.firstViews.funnel}
              />
              <LoadingOverlay forId={containers.funnel.id} label={labels.loading} />
            </div>
          )}
          <Main>{content}</Main>
          {footer}
        </div>
      );
    case 'standalone':
      return (
        <div className="layout layout--standalone" data-layout="standalone">
          {header(full)}
          {bookingBand}
          <Main reveal>{content}</Main>
          {footer}
        </div>
      );
    case 'navigation':
      return (
        <div className="layout layout--navigation" data-layout="navigation">
          {header(full)}
          <Main>{content}</Main>
          {footer}
        </div>
      );
    case 'navigationWithoutLayout':
      return (
        <div className="layout layout--navigation-without-layout" data-layout="navigationWithoutLayout">
          {header({ brand: false, login: false, tabs: false, languages: false })}
          <Main>{content}</Main>
          {footer}
        </div>
      );
    case 'default':
      return (
        <div className="layout layout--default" data-layout="default">
          {header(full)}
          <Main>{content}</Main>
          {footer}
        </div>
      );
    case 'promotion':
      return (
        <div className="layout layout--promotion" data-layout="promotion">
          {header({ brand: true, login: false, tabs: false, languages: true })}
          {model.promotion ? <PromotionHero promotion={model.promotion} entry={entry} /> : null}
          <Main>{ownContent ?? <PageContent model={model} headingOffset={model.promotion ? 1 : 0} />}</Main>
          {footer}
        </div>
      );
    case 'ride':
      return (
        <div className="layout layout--ride" data-layout="ride">
          {header({ brand: true, login: false, tabs: true, languages: true })}
          {/* No landmark of its own: the ride app's booking and rides are labelled regions (axe landmark-unique). */}
          <div className="ride-stage">
            <AppContainer name="rideBooking" firstView={model.firstViews.rideBooking} />
            <AppContainer name="rideHome" />
          </div>
          <Main>
            {content}
            <p className="ride-history">
              <a href={model.rideHistory}>{labels.rideHistory}</a>
            </p>
          </Main>
          <RideAppBanner
            locale={model.locale}
            currency={model.currency}
            appUrl={model.entryLinks.app}
            newWindow={labels.opensInNewWindow}
          />
          <section className="ride-settings" aria-label={labels.customerSettings}>
            <AppContainer name="customerSettings" />
          </section>
          {footer}
          <ScriptSlot
            name="driver-components"
            consent="essential"
            src="https://drivers.example/driver-components.js"
          />
        </div>
      );
    default:
      return <EmptyLayout footer={footer}>{content}</EmptyLayout>;
  }
}

/**
 * spec §2: any other or missing layout value: no header and no site footer, only the content; the
 * compact legal footer keeps the imprint and cookie settings reachable (issue 23).
 */
export function EmptyLayout({ children, footer }: { children: ReactNode; footer: ReactNode }) {
  return (
    <div className="layout layout--empty" data-layout="empty">
      <Main>{children}</Main>
      {footer}
    </div>
  );
}
