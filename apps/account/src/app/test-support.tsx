// What the app-level tests share: the app mounted at an address through the mount contract (cleaned up
// after each test by src/test-setup.ts), and JSON answers for the stand-in fetch.
import { sampleContext } from '@rental/remote-apps';
import { act, cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { mount } from './mount.tsx';

const mounted: Array<() => void> = [];

/** Unmounts what {@link mountAt} mounted and resets the document, the address and stubbed globals. */
export function cleanUpMounted(): void {
  for (const unmount of mounted.splice(0)) act(() => unmount());
  cleanup();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  history.replaceState(null, '', '/');
}

/** A JSON answer of the stand-in API. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Mounts the account app at `address` (e.g. '/account#/bookings') with the sample mount context. */
export async function mountAt(address: string, context = sampleContext({ app: 'account' })): Promise<void> {
  history.replaceState(null, '', address);
  const element = document.createElement('div');
  document.body.append(element);
  await act(async () => {
    mounted.push(await mount(element, context));
  });
}

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });

/** One subscription order as `GET /v1/subscription/orders` answers it (a Cupra Born, 12 months, Boston). */
export const subscriptionOrder = (extra: Record<string, unknown> = {}) => ({
  id: '2f1c7a52-8c1e-4a55-9a43-0d0c8b1f7e11',
  number: 'S-7K3M9Q',
  status: 'active',
  offerId: '12-cupra-born',
  countryCode: 'US',
  vehicle: { make: 'Cupra', model: 'Born', imagePath: '/cms/subscription/cupra-born.png' },
  term: '12_months',
  mileagePackage: 'included',
  extras: [],
  handover: { type: 'pickup', branchId: 12, branchName: 'Boston Logan Airport' },
  startDate: '2030-05-02',
  minimumTermEndsOn: '2031-05-02',
  nextRenewalOn: '2031-05-02',
  endsOn: null,
  endsOnIfCancelledToday: '2031-05-01',
  costs: {
    monthly: [{ code: 'term:12_months', amount: usd(59_900) }],
    monthlyTotal: usd(59_900),
    startFee: usd(9_900),
    deliveryFee: usd(0),
    campaignDiscount: null,
    firstPayment: usd(69_800),
    loyaltyRefund: { afterMonths: 6, amount: usd(9_900) },
  },
  campaign: null,
  orderedAt: '2030-04-01T10:00:00.000Z',
  cancelledAt: null,
  paymentMethod: null,
  openRenewal: null,
  ...extra,
});
