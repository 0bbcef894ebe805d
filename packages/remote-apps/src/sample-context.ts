// A complete, valid app context for an app's standalone page and unit tests (en-US on the .com site).
import { type AppContext, acceptLanguageFor, contractVersion, type MountContext } from './contract.ts';
import { fixedExperiments } from './experiments.ts';

/** A sample mount context (en-US, .com site); fields can be overridden. */
export function sampleMountContext(overrides: Partial<MountContext> = {}): MountContext {
  const locale = overrides.locale ?? 'en-US';
  return {
    contractVersion,
    apiBaseUrl: '/api',
    locale,
    acceptLanguage: acceptLanguageFor(locale),
    tenantId: '6',
    fallbackText: 'This part of the page could not be loaded. Please reload the page.',
    defaultVersions: {},
    loadTimeoutMs: 10_000,
    market: {
      siteId: 'com',
      country: 'US',
      currency: 'USD',
      hideCurrencies: ['AED'],
      formats: {
        time: 'h:mm A',
        date: 'MM/DD/YYYY',
        nameDate: 'MMMM D, YYYY',
        decimalSeperator: '.',
        measureOfLength: 'mi',
        hour12Format: true,
        isFirstDaySunday: true,
      },
      phonePrefix: '+1',
      initialDate: { pickup: { hour: 12, minute: 30 }, return: { hour: 8, minute: 30 } },
      offersVans: true,
      charity: null,
      support: {
        phone: '+10000000000',
        phoneDisplay: '+1 000 000 0000',
        mail: 'support@example.com',
        paymentArticle: '/help-center#/rent/article/accepted-payment-methods',
        chatFeedback: 'https://feedback.example.com/chat',
      },
      links: {
        home: '/',
        account: '/account#/account',
        accountManageBooking: '/account#/manage-my-booking-info',
        helpCenter: '/help-center',
        terms: '/terms-and-conditions',
      },
      servicesBasePath: '/services',
      appProtocol: 'kestrel',
      flags: {
        enableSocialLogin: true,
        hideAccountTabs: [],
        isManageBookingsHidden: false,
        isManageSubscriptionsHidden: false,
        openHelpCenterEntryPoint: true,
        shouldHideWrittenReviews: false,
        hidePrivacyPolicy: false,
      },
    },
    ...overrides,
  };
}

/** A sample app context: every flag on, no experiment (the control); `navigate` assigns location unless overridden. */
export function sampleContext(overrides: Partial<AppContext> & { app: string }): AppContext {
  return {
    ...sampleMountContext(overrides),
    version: '',
    view: undefined,
    experimentClientIds: {},
    experiments: fixedExperiments({ flags: 'all' }),
    navigate: (url) => {
      window.location.assign(url);
    },
    ...overrides,
  };
}
