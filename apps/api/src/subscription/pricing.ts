// What a subscription order costs (issue 17): the term's monthly price, a mileage package and extras per
// month, the start fee and a delivery fee once, and a campaign benefit. Pure and computed on the server
// only: a client sends choices, never amounts.
import { localPriceMinor } from '../db/seed/fleet.ts';
import { tenurePriceMinor } from './tenure.ts';
import type { Term } from './terms.ts';

/** Mileage packages on top of the offer's included kilometres, priced per month in EUR. */
export const MILEAGE_PACKAGES = {
  included: { extraKm: 0, monthEur: 0 },
  plus500: { extraKm: 500, monthEur: 49 },
  plus1000: { extraKm: 1000, monthEur: 89 },
  plus2000: { extraKm: 2000, monthEur: 159 },
} as const;
export type MileagePackage = keyof typeof MILEAGE_PACKAGES;
export const MILEAGE_PACKAGE_IDS = Object.keys(MILEAGE_PACKAGES) as [MileagePackage, ...MileagePackage[]];

/** Extras of a subscription, priced per month in EUR. */
export const SUBSCRIPTION_EXTRAS = {
  additional_driver: 15,
  winter_tyres: 25,
  child_seat: 10,
  zero_deductible: 59,
} as const;
export type SubscriptionExtra = keyof typeof SUBSCRIPTION_EXTRAS;
export const SUBSCRIPTION_EXTRA_IDS = Object.keys(SUBSCRIPTION_EXTRAS) as [
  SubscriptionExtra,
  ...SubscriptionExtra[],
];

/** spec §3/§9: the start fee paid comes back after 6 months (the loyalty refund). */
export const LOYALTY_REFUND_MONTHS = 6;

/** Delivery to the customer's address instead of pickup at a branch, once, in EUR. */
export const DELIVERY_EUR = 149;

/** The packages, extras and delivery fee an offer can be ordered with, priced in its currency (minor units). */
export function orderOptions(currency: string) {
  return {
    mileagePackages: MILEAGE_PACKAGE_IDS.map((id) => ({
      id,
      extraKmPerMonth: MILEAGE_PACKAGES[id].extraKm,
      monthlyPriceMinor: localPriceMinor(MILEAGE_PACKAGES[id].monthEur, currency),
    })),
    extras: SUBSCRIPTION_EXTRA_IDS.map((id) => ({
      id,
      monthlyPriceMinor: localPriceMinor(SUBSCRIPTION_EXTRAS[id], currency),
    })),
    deliveryFeeMinor: localPriceMinor(DELIVERY_EUR, currency),
  };
}

/** The benefits the seeded campaigns give (their id says which): no start fee, or half the first month. */
export type CampaignBenefit = 'no_start_fee' | 'first_month_half_price';

/** The benefit of a campaign id, e.g. 'de-no-enrollment-fee'; null for a campaign without one. */
export function benefitOfCampaign(campaignId: string): CampaignBenefit | null {
  if (campaignId.endsWith('-no-enrollment-fee')) return 'no_start_fee';
  if (campaignId.endsWith('-first-month-half-price')) return 'first_month_half_price';
  return null;
}

export type OrderChoices = {
  term: Term;
  mileagePackage: MileagePackage;
  extras: readonly SubscriptionExtra[];
  delivery: boolean;
};

export type OfferPrices = { monthlyPriceMinor: number; enrollmentFeeMinor: number; currency: string };

export type OrderCosts = {
  currency: string;
  /** Per month: the term's price, the mileage package, each extra. */
  monthly: { code: string; amountMinor: number }[];
  monthlyTotalMinor: number;
  startFeeMinor: number;
  deliveryFeeMinor: number;
  /** The campaign benefit taken off the first payment (0 without one). */
  campaignDiscountMinor: number;
  /** First month, start fee and delivery, less the campaign benefit. */
  firstPaymentMinor: number;
  /** spec §9: the start fee paid comes back after 6 months. */
  loyaltyRefundMinor: number;
};

/** Every cost of an order. */
export function orderCosts(
  offer: OfferPrices,
  choices: OrderChoices,
  benefit: CampaignBenefit | null,
): OrderCosts {
  const { currency } = offer;
  const monthly = [
    {
      code: `term:${choices.term}`,
      amountMinor: tenurePriceMinor(offer.monthlyPriceMinor, currency, choices.term),
    },
  ];
  const mileage = MILEAGE_PACKAGES[choices.mileagePackage];
  if (mileage.monthEur > 0)
    monthly.push({
      code: `mileage:${choices.mileagePackage}`,
      amountMinor: localPriceMinor(mileage.monthEur, currency),
    });
  for (const extra of [...new Set(choices.extras)])
    monthly.push({
      code: `extra:${extra}`,
      amountMinor: localPriceMinor(SUBSCRIPTION_EXTRAS[extra], currency),
    });
  const monthlyTotalMinor = monthly.reduce((sum, line) => sum + line.amountMinor, 0);
  const startFeeMinor = offer.enrollmentFeeMinor;
  const deliveryFeeMinor = choices.delivery ? localPriceMinor(DELIVERY_EUR, currency) : 0;
  const campaignDiscountMinor =
    benefit === 'no_start_fee'
      ? startFeeMinor
      : benefit === 'first_month_half_price'
        ? Math.round(monthlyTotalMinor / 2)
        : 0;
  return {
    currency,
    monthly,
    monthlyTotalMinor,
    startFeeMinor,
    deliveryFeeMinor,
    campaignDiscountMinor,
    firstPaymentMinor: monthlyTotalMinor + startFeeMinor + deliveryFeeMinor - campaignDiscountMinor,
    loyaltyRefundMinor: benefit === 'no_start_fee' ? 0 : startFeeMinor,
  };
}
