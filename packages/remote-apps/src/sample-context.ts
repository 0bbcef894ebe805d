// A complete, valid app context for an app's standalone page and unit tests (en-US on the .com site).
import { type AppContext, acceptLanguageFor, contractVersion, type PageContext } from './contract.ts';

/** A sample page context (en-US, .com site); fields can be overridden. */
export function samplePageContext(overrides: Partial<PageContext> = {}): PageContext {
  const language = overrides.language ?? 'en-US';
  return {
    contractVersion,
    apiBaseUrl: '/api',
    language,
    acceptLanguage: acceptLanguageFor(language),
    tenantId: '6',
    fallbackText: 'This part of the page could not be loaded. Please reload the page.',
    defaultVersions: {},
    loadTimeoutMs: 10_000,
    market: {
      siteId: 'com',
      locale: language,
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
      links: { home: '/', account: '/account/#/account', helpCenter: '/help-center/' },
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

/** A sample app context; `navigate` assigns location unless overridden. */
export function sampleContext(overrides: Partial<AppContext> & { app: string }): AppContext {
  return {
    ...samplePageContext(overrides),
    version: '',
    view: undefined,
    experimentClientIds: {},
    navigate: (url) => {
      window.location.assign(url);
    },
    ...overrides,
  };
}
