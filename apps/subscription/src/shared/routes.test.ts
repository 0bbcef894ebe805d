// The funnel's and the campaign's addresses: parsed and formatted back, wrong ones never an error.
import { describe, expect, it } from 'vitest';
import { formatHash, parseHash } from './routes.ts';

describe('funnel and campaign addresses', () => {
  it.each([
    ['#/offer/golf/order', { view: 'order', id: 'golf', step: 'term' }, '#/offer/golf/order/term'],
    ['#/offer/golf/order/extras', { view: 'order', id: 'golf', step: 'extras' }, '#/offer/golf/order/extras'],
    ['#/offer/golf/order/done/', { view: 'order', id: 'golf', step: 'done' }, '#/offer/golf/order/done'],
    ['#/campaign/de-no-enrollment-fee', { view: 'campaign', id: 'de-no-enrollment-fee' }, null],
    ['#/offer/golf', { view: 'offer', id: 'golf' }, null],
    ['#/campaign-confirm?token=Ab3_-xyz12345', { view: 'campaign-confirm', token: 'Ab3_-xyz12345' }, null],
    [
      '#/campaign-confirm?token=%3Cscript%3E',
      { view: 'campaign-confirm', token: '' },
      '#/campaign-confirm?token=',
    ],
    ['#/campaign-confirm', { view: 'campaign-confirm', token: '' }, '#/campaign-confirm?token='],
  ])('%s', (hash, route, formatted) => {
    expect(parseHash(hash)).toEqual(route);
    expect(formatHash(parseHash(hash)!)).toBe(formatted ?? hash);
  });

  it.each(['#/offer/golf/order/pay', '#/offer/Golf!/order/term', '#/campaign/%E0%A4%A'])(
    '%s is the unfiltered list',
    (hash) => {
      expect(parseHash(hash)).toMatchObject({ view: 'list' });
    },
  );
});
