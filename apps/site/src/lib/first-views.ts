// The first views of the apps that have one (issue 16): the booking search (the booking engine's, and the
// funnel's search step), the signed-out login link, the account page's signed-out sign-in and the ride
// booking form,
// built as static HTML through each app's `/prerender` entry, once per site language (they depend on the
// mount context, not on the page). The page shows them at once; the host swaps in the live app when the
// container's load mode says so (@rental/remote-apps containers.ts).

import { prerender as accountPrerender } from '@rental/account/prerender';
import { prerender as bookingPrerender } from '@rental/booking/prerender';
import { buildTimeExperiments } from '@rental/experiments/page';
import { translator } from '@rental/i18n/shell';
import { prerender as loginPrerender } from '@rental/login/prerender';
import type { SiteLanguage } from '@rental/markets';
import {
  type AppContext,
  buildMountContext,
  containers,
  type FirstView,
  type Prerender,
} from '@rental/remote-apps';
import { prerender as ridePrerender } from '@rental/ride/prerender';
import { buildDatafile } from '../experiments/build-datafile.ts';

/** The containers with a first view, and the app entry that builds it. */
const prerenders = {
  bookingEngine: bookingPrerender,
  funnel: bookingPrerender,
  login: loginPrerender,
  account: accountPrerender,
  businessSignUp: accountPrerender,
  rideBooking: ridePrerender,
} satisfies Partial<Record<keyof typeof containers, Prerender>>;

export type FirstViewContainer = keyof typeof prerenders;
export type FirstViews = Readonly<Record<FirstViewContainer, FirstView>>;

const built = new Map<string, FirstViews>();

/** The first views of a site language (made once per build and language). */
export function firstViewsOf(siteId: string, lang: SiteLanguage): FirstViews {
  const key = `${siteId}|${lang.locale}`;
  let views = built.get(key);
  if (!views) {
    const mount = buildMountContext({
      profile: lang.profile,
      fallbackText: translator(lang.locale)('common.appFailed'),
    });
    const contextOf = (name: FirstViewContainer): AppContext => {
      const container: { app: string | null; view?: string } = containers[name];
      return {
        ...mount,
        app: container.app ?? '',
        version: '',
        view: container.view,
        experimentClientIds: {},
        // Issue 25: every variation that can show for the language, each tagged for the page's variant CSS.
        experiments: buildTimeExperiments(buildDatafile(), {
          country: lang.profile.countryAlpha2,
          locale: lang.locale,
        }),
        navigate: () => {
          throw new Error('a first view is built, not used: it cannot navigate');
        },
      };
    };
    views = {
      bookingEngine: prerenders.bookingEngine(contextOf('bookingEngine')),
      funnel: prerenders.funnel(contextOf('funnel')),
      login: prerenders.login(contextOf('login')),
      account: prerenders.account(contextOf('account')),
      businessSignUp: prerenders.businessSignUp(contextOf('businessSignUp')),
      rideBooking: prerenders.rideBooking(contextOf('rideBooking')),
    };
    built.set(key, views);
  }
  return views;
}
