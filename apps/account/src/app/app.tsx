// The account app's root (issue 14): its strings for the page's locale, the services of its mount
// context, the customer's session, and the section of the address hash (spec §2 account hash sections).
import { createApiClient } from '@rental/api-client';
import {
  createI18n,
  localeBundles,
  localeFiles,
  NamespaceGate,
  preloadedStrings,
  useTranslation,
} from '@rental/i18n';
import {
  type AppProps,
  followAppLinks,
  staleFirstViewAttribute,
  useHashRoute,
} from '@rental/remote-apps/react';
import { Loading } from '@rental/ui';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { AccountIntro } from '../features/account-sections/account-intro.tsx';
import { BookingDetail } from '../features/bookings/booking-detail.tsx';
import { BookingsList } from '../features/bookings/bookings-list.tsx';
import { SignInInvitation, SignUpSection } from '../features/business/sign-in-invitation.tsx';
import { ManageBooking } from '../features/manage-booking/manage-booking.tsx';
import { NewPasswordForm } from '../features/password-reset/new-password-form.tsx';
import { ResetRequestForm } from '../features/password-reset/reset-request-form.tsx';
import { ProfilesSection } from '../features/profiles/profiles-section.tsx';
import { ConfirmEmail } from '../features/settings/confirm-email.tsx';
import { SettingsSection } from '../features/settings/settings-section.tsx';
import { SignInForm } from '../features/sign-in/sign-in-form.tsx';
import { SignUpForm } from '../features/sign-up/sign-up-form.tsx';
import { AppServicesProvider, useAppServices } from '../shared/app-services.tsx';
import { FirstViewContext, type FirstViewState, readSignInHandoff } from '../shared/first-view.tsx';
import { isForeign, shownLocale } from '../shared/format.ts';
import { protectedSections, type Section, type Tab, visibleTabs } from '../shared/sections.ts';
import { SessionProvider, useSession } from '../shared/session.tsx';
import { UnavailableNotice } from '../shared/unavailable-notice.tsx';
import { FocusOnViewContext } from '../shared/view-heading.tsx';
import { BusinessSignUpPage } from './business-sign-up-page.tsx';
import { CustomerSettings } from './customer-settings.tsx';
import { type Route, routes } from './routes.ts';

// en-US is bundled (every locale falls back to it); the other locale files are chunks loaded on demand,
// before the first render (mount.tsx), so taking over the static first view shows no placeholder.
// The subscriptions section (its cancel dialog brings react-aria's modal) is its own chunk: only a
// signed-in customer who opens #/subscriptions loads it.
const SubscriptionsSection = lazy(() =>
  import('../features/subscriptions/subscriptions-section.tsx').then((m) => ({
    default: m.SubscriptionsSection,
  })),
);

// Lost and found too (issue 20): a form few visitors open.
const LostAndFound = lazy(() =>
  import('../features/lost-and-found/lost-and-found.tsx').then((m) => ({ default: m.LostAndFound })),
);

// The business views (issue 20): the hub, an invitation's acceptance and the business sign-up page's form,
// each with its strings, for the few customers who open them.
const BusinessHub = lazy(() =>
  import('../features/business/business-hub.tsx').then((m) => ({ default: m.BusinessHub })),
);
const BusinessProfiles = lazy(() =>
  import('../features/business/business-profiles.tsx').then((m) => ({ default: m.BusinessProfiles })),
);
const Invitation = lazy(() =>
  import('../features/business/invitation.tsx').then((m) => ({ default: m.Invitation })),
);
const BusinessSignUp = lazy(() =>
  import('../features/business/business-sign-up.tsx').then((m) => ({ default: m.BusinessSignUp })),
);

// The notice of a failed card charge (issue 21): a small request and view only a signed-in customer loads.
const RenewalNotice = lazy(() =>
  import('../features/renewals/renewal-notice.tsx').then((m) => ({ default: m.RenewalNotice })),
);

const bundled = localeBundles(import.meta.glob('../shared/locales/en-US.ts', { eager: true }));
const load = localeFiles(import.meta.glob(['../shared/locales/*.ts', '!../shared/locales/en-US.ts']));
const strings = preloadedStrings(load);

/** Loads the strings of the page's locale before the app renders (mount.tsx). */
export const preloadStrings = strings.preload;

/** Strings given at once: the build's first view bundles every locale (prerender.tsx). */
export const providePreloadedStrings = strings.provide;

/** Props of the root: the contract's, and whether this is the build's static first view. */
export interface AccountAppProps extends AppProps {
  staticView?: boolean;
}

export function App({ context, firstView, staticView = false }: AccountAppProps) {
  const i18n = useMemo(() => {
    const preloaded = strings.get(context.locale);
    return createI18n({
      locale: context.locale,
      namespaces: { account: preloaded ? { bundled: { ...bundled, ...preloaded } } : { bundled, load } },
    });
  }, [context.locale]);
  const services = useMemo(() => ({ context, api: createApiClient(context) }), [context]);
  // The first view is the signed-out sign-in form (issue 16). Building it, or taking over a view the
  // visitor used, the session starts signed out (no signed-in hint made the page hide it as stale); the
  // API's answer follows and changes it if need be.
  const taking = firstView !== undefined && !firstView.hasAttribute(staleFirstViewAttribute);
  const [first] = useState<FirstViewState>(() => ({
    staticView,
    handoff: taking ? readSignInHandoff(firstView) : undefined,
  }));
  return (
    <NamespaceGate
      i18n={i18n}
      namespaces={['account']}
      fallbackText={context.fallbackText}
      className="account"
    >
      <AppServicesProvider value={services}>
        <SessionProvider api={services.api} signedOut={staticView || taking}>
          <FirstViewContext.Provider value={first}>
            {context.view === 'settings' ? (
              <CustomerSettings />
            ) : context.view === 'business-sign-up' ? (
              <BusinessSignUpPage>
                {staticView ? (
                  <SignUpSection>
                    <SignInInvitation />
                  </SignUpSection>
                ) : (
                  <Suspense fallback={<LoadingLine />}>
                    <BusinessSignUp />
                  </Suspense>
                )}
              </BusinessSignUpPage>
            ) : (
              <Views />
            )}
          </FirstViewContext.Provider>
        </SessionProvider>
      </AppServicesProvider>
    </NamespaceGate>
  );
}

/** The loading line in the account's words (inside the strings' gate). */
function LoadingLine() {
  const { t } = useTranslation('account');
  return <Loading label={t('loading')} />;
}

const signedOutViews: ReadonlySet<Section> = new Set(['login', 'sign-up', 'reset-password']);
/** Views outside the tabs that any visitor may open (the e-mail-change link works signed out too). */
const untabbedViews: ReadonlySet<Section> = new Set([
  ...signedOutViews,
  'confirm-email',
  'business-invitation',
]);

function Views() {
  const { t } = useTranslation('account');
  const { context, api } = useAppServices();
  const session = useSession();
  const { route, navigated, go, href } = useHashRoute<Route>(routes, { view: 'account' });
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? followAppLinks(root.current) : undefined), []);
  const tabs = useMemo(() => visibleTabs(context.market.flags), [context.market.flags]);
  const home: Tab = tabs.includes('account') ? 'account' : (tabs[0] ?? 'account');
  // A tab the market hides is not reachable by its address either (spec §6).
  const hiddenTab = !untabbedViews.has(route.view) && !tabs.includes(route.view as Tab);
  const view: Section = hiddenTab ? home : route.view;
  const signedIn = session.state.status === 'signed-in';
  // Signed in on a signed-out form (after sign-in, sign-up or reset): on to the page another app sent the
  // customer from (the funnel's step, the campaign: issue 17), else to the account.
  const returnTo = 'returnTo' in route ? route.returnTo : undefined;
  const { navigate } = context;
  useEffect(() => {
    if (!signedIn || !signedOutViews.has(route.view)) return;
    if (returnTo) navigate(returnTo, { replace: true });
    else go({ view: home }, { replace: true });
  }, [signedIn, route.view, go, home, returnTo, navigate]);

  // Between sign-in and sign-up the address to go on to is kept.
  const back = returnTo ? { returnTo } : {};
  const links = {
    signIn: href({ view: 'login', ...back }),
    signUp: href({ view: 'sign-up', ...back }),
    reset: href({ view: 'reset-password' }),
  };
  let body: React.ReactNode;
  const { state } = session;
  if (state.status === 'loading') body = <Loading label={t('loading')} />;
  else if (state.status === 'unknown') body = <UnavailableNotice onRetry={session.reload} />;
  else if (view === 'manage-my-booking-info') body = <ManageBooking />;
  else if (view === 'lost-and-found')
    body = (
      <Suspense fallback={<Loading label={t('loading')} />}>
        <LostAndFound />
      </Suspense>
    );
  else if (route.view === 'confirm-email' && 'token' in route)
    body = <ConfirmEmail token={route.token} accountHref={href({ view: home })} />;
  else if (view === 'sign-up') body = signedIn ? null : <SignUpForm signInHref={links.signIn} />;
  else if (view === 'reset-password')
    body = signedIn ? null : 'token' in route && route.view === 'reset-password' ? (
      <NewPasswordForm token={route.token} requestHref={links.reset} />
    ) : (
      <ResetRequestForm signInHref={links.signIn} />
    );
  else if (state.status !== 'signed-in')
    // Signed out, a protected section shows the sign-in form in its place, under its own address, so
    // the section itself appears once the customer has signed in (issue 14 §1).
    body = (
      <SignInForm
        intro={protectedSections.has(view)}
        hrefs={links}
        returnTo={`${typeof location === 'undefined' ? '' : location.pathname}${href({ view, ...back })}`}
        social={'social' in route ? route.social : undefined}
      />
    );
  else if (view === 'bookings')
    body =
      'booking' in route ? (
        <BookingDetail key={route.booking} number={route.booking} listHref={href({ view: 'bookings' })} />
      ) : (
        <BookingsList
          detailHref={(booking) => href({ view: 'bookings', booking })}
          manageHref={
            tabs.includes('manage-my-booking-info') ? href({ view: 'manage-my-booking-info' }) : null
          }
        />
      );
  else if (view === 'subscriptions')
    body = (
      <Suspense fallback={<Loading label={t('loading')} />}>
        <SubscriptionsSection />
      </Suspense>
    );
  else if (view === 'profiles')
    body = (
      <ProfilesSection
        settingsHref={href({ view: 'account' })}
        business={
          <Suspense fallback={<Loading label={t('loading')} />}>
            <BusinessProfiles hubHref={tabs.includes('business') ? href({ view: 'business' }) : null} />
          </Suspense>
        }
      />
    );
  else if (view === 'business')
    body = (
      <Suspense fallback={<Loading label={t('loading')} />}>
        <BusinessHub />
      </Suspense>
    );
  else if (view === 'business-invitation')
    body =
      'token' in route && route.view === 'business-invitation' ? (
        <Suspense fallback={<Loading label={t('loading')} />}>
          <Invitation
            token={route.token}
            hubHref={tabs.includes('business') ? href({ view: 'business' }) : null}
          />
        </Suspense>
      ) : (
        <SettingsSection user={state.user} />
      );
  else body = <SettingsSection user={state.user} social={'social' in route ? route.social : undefined} />;

  // The locale whose strings show: the page's, else the first translated one of its chain. Strings in
  // another language than the page (English on an Arabic page) carry their own language and direction.
  const locale = shownLocale(context.locale);
  const foreign = isForeign(context.locale);
  // Until the session is known only the loading line shows: the introduction, the tabs and the section
  // then appear together, in their final places, instead of moving down as the introduction and the
  // section fill in (issue 16: CLS 0 with apps; the account page shifted by 0.08 at 375 px).
  return (
    <div ref={root} className="account account__layout" lang={locale} dir={foreign ? 'ltr' : undefined}>
      {state.status === 'loading' ? (
        body
      ) : (
        <>
          <AccountIntro state={state} />
          {state.status === 'signed-in' ? (
            <Suspense fallback={null}>
              <RenewalNotice api={api} context={context} />
            </Suspense>
          ) : null}
          <nav aria-label={t('nav.label')} className="account__nav">
            <ul>
              {tabs.map((tab) => (
                <li key={tab}>
                  <a href={href({ view: tab })} aria-current={tab === view ? 'page' : undefined}>
                    {t(`nav.${tab}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="account__main">
            <FocusOnViewContext.Provider value={navigated}>{body}</FocusOnViewContext.Provider>
          </div>
        </>
      )}
    </div>
  );
}
