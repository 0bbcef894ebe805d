// The nine layouts of spec §2 and the empty one: each places exactly the elements the spec lists for it,
// around the page's template. Islands (the burger menu) arrive through the `menu` slot from the route.
import { containers } from '@rental/remote-apps';
import type { ReactNode } from 'react';
import type { PageModel } from '../../lib/page-model.ts';
import { AppContainer } from '../app-container.tsx';
import { HiddenNavList } from '../hidden-nav-list.tsx';
import { LoadingOverlay } from '../loading-overlay.tsx';
import { NewsBanner } from '../news-banner.tsx';
import { PromotionHero } from '../promotion-hero.tsx';
import { ScriptSlot } from '../script-slot.tsx';
import { SiteFooter, ZenFooter } from '../site-footer.tsx';
import { SiteHeader } from '../site-header.tsx';
import { PageContent } from '../templates/page-content.tsx';

interface Props {
  model: PageModel;
  /** The menu island (Astro named slot 'menu'). */
  menu?: ReactNode;
}

const tagManagerSrc = (id: string) => `https://tags.example/gtm.js?id=${encodeURIComponent(id)}`;

function Main({ children, reveal }: { children: ReactNode; reveal?: boolean }) {
  return (
    <main id="main" className="page-main" tabIndex={-1} data-reveal={reveal ? 'until-loaded' : undefined}>
      {children}
    </main>
  );
}

export function PageLayout({ model, menu }: Props) {
  const { labels } = model;
  const content = <PageContent model={model} />;
  const footer = model.footer ? (
    <SiteFooter footer={model.footer} labels={labels} brand={model.brand} />
  ) : null;
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
          <div className="booking-band">
            <AppContainer name="bookingEngine" />
          </div>
          <HiddenNavList groups={groups} label={labels.siteLinks} />
          <Main>{content}</Main>
          {footer}
          <ScriptSlot name="tracking" consent="performance" src={tagManagerSrc(model.tagManager.normal)} />
        </div>
      );
    case 'funnel':
      return (
        <div className="layout layout--funnel" data-layout="funnel">
          <div className="funnel-stage">
            <AppContainer name="funnel" />
            <LoadingOverlay forId={containers.funnel.id} label={labels.loading} />
          </div>
          <HiddenNavList groups={groups} label={labels.siteLinks} />
          <Main>{content}</Main>
          {footer}
        </div>
      );
    case 'zen':
      return (
        <div className="layout layout--zen" data-layout="zen" data-theme="white">
          <div className="funnel-stage">
            <AppContainer name="funnel" />
            <LoadingOverlay forId={containers.funnel.id} label={labels.loading} />
          </div>
          <Main>{content}</Main>
          {model.footer ? <ZenFooter footer={model.footer} labels={labels} /> : null}
        </div>
      );
    case 'standalone':
      return (
        <div className="layout layout--standalone" data-layout="standalone">
          {header(full)}
          <div className="booking-band">
            <AppContainer name="bookingEngine" />
          </div>
          <Main reveal>{content}</Main>
        </div>
      );
    case 'navigation':
      return (
        <div className="layout layout--navigation" data-layout="navigation">
          {header(full)}
          <Main>{content}</Main>
        </div>
      );
    case 'navigationWithoutLayout':
      return (
        <div className="layout layout--navigation-without-layout" data-layout="navigationWithoutLayout">
          {header({ brand: false, login: false, tabs: false, languages: false })}
          <Main>{content}</Main>
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
          {model.promotion ? <PromotionHero promotion={model.promotion} /> : null}
          <Main>
            <PageContent model={model} headingOffset={model.promotion ? 1 : 0} />
          </Main>
        </div>
      );
    case 'ride':
      return (
        <div className="layout layout--ride" data-layout="ride">
          {header({ brand: true, login: false, tabs: true, languages: true })}
          <section className="ride-stage" aria-label={labels.rideBooking}>
            <AppContainer name="rideBooking">
              <div className="ride-skeleton" aria-hidden="true">
                <span className="ride-skeleton__line ride-skeleton__line--title" />
                <span className="ride-skeleton__field" />
                <span className="ride-skeleton__field" />
                <span className="ride-skeleton__button" />
              </div>
              <span className="visually-hidden">{labels.skeleton}</span>
            </AppContainer>
            <AppContainer name="rideHome" />
          </section>
          <Main>
            {content}
            <p className="ride-history">
              <a href={model.rideHistory}>{labels.rideHistory}</a>
            </p>
          </Main>
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
      return <EmptyLayout>{content}</EmptyLayout>;
  }
}

/** spec §2: any other or missing layout value: no header, no footer, only the content. */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--empty" data-layout="empty">
      <Main>{children}</Main>
    </div>
  );
}
