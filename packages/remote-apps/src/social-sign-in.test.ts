import { describe, expect, it } from 'vitest';
import { isRidePage, providersForPage, socialStartHref } from './social-sign-in.ts';

const offered = [
  { id: 'google', name: 'Google' },
  { id: 'apple', name: 'Apple' },
];
const market = (enableSocialLogin: boolean, ride = '/ride') => ({
  flags: {
    enableSocialLogin,
    hideAccountTabs: [],
    isManageBookingsHidden: false,
    isManageSubscriptionsHidden: false,
    openHelpCenterEntryPoint: true,
    shouldHideWrittenReviews: false,
    hidePrivacyPolicy: false,
  },
  links: { ride, account: '/account#/account' },
});

describe('social sign-in buttons of a page (spec §6)', () => {
  it('shows what the API offers where the market turns social sign-in on', () => {
    expect(providersForPage(market(true), '/account', offered)).toEqual(offered);
    expect(providersForPage(market(true), '/fr-be/account/', offered)).toEqual(offered);
  });

  it('shows none where the market turns it off (the Land Rover site)', () => {
    expect(providersForPage(market(false), '/account', offered)).toEqual([]);
  });

  it('never shows Apple or Google on a ride page', () => {
    expect(providersForPage(market(true), '/ride', offered)).toEqual([]);
    expect(providersForPage(market(true, '/fr-be/ride'), '/fr-be/ride/faq', offered)).toEqual([]);
    expect(providersForPage(market(true), '/ride', [...offered, { id: 'other', name: 'Other' }])).toEqual([
      { id: 'other', name: 'Other' },
    ]);
  });

  it('never shows Apple or Google in an app that is only on ride pages', () => {
    expect(providersForPage(market(true), 'ride', [...offered, { id: 'other', name: 'Other' }])).toEqual([
      { id: 'other', name: 'Other' },
    ]);
    expect(providersForPage(market(false), 'ride', offered)).toEqual([]);
  });

  it('starts a sign-in at the API, coming back to the page, again when asked', () => {
    expect(socialStartHref('https://api.example/', 'google', '/account#/account')).toBe(
      'https://api.example/v1/auth/social/google/start?returnTo=%2Faccount%23%2Faccount',
    );
    expect(socialStartHref('/api', 'apple', '/a', true)).toBe(
      '/api/v1/auth/social/apple/start?returnTo=%2Fa&intent=reauthenticate',
    );
  });

  it('knows a ride page by the market ride link, not by a look-alike', () => {
    expect(isRidePage('/ride/app', '/ride')).toBe(true);
    expect(isRidePage('/rides-and-more', '/ride')).toBe(false);
    expect(isRidePage('/ride', 'https://www.example.com/ride')).toBe(false);
    expect(isRidePage('/ride', undefined)).toBe(false);
  });
});
