// Request and answer schemas of the subscription orders (issue 17), and the stored order as answered.
import { z } from 'zod';
import type { subscriptionOrders } from '../db/schema.ts';
import { money, moneySchema } from '../http.ts';
import { english } from '../i18n/translate.ts';
import {
  type AgreementPayments,
  agreementCardSchema,
  openRenewalSchema,
} from '../payments/agreement-view.ts';
import { REQUIRED_MESSAGE, requiredText } from '../validation.ts';
import {
  type CampaignBenefit,
  LOYALTY_REFUND_MONTHS,
  MILEAGE_PACKAGE_IDS,
  type OrderCosts,
  SUBSCRIPTION_EXTRA_IDS,
} from './pricing.ts';
import { lastDayIfCancelled, minimumTermEnd, nextRenewal, orderStatus, TERMS, type Term } from './terms.ts';

const isoDate = z
  .string({ error: REQUIRED_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: english('isoDate', {}) })
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      error: english('isoDate', {}),
    },
  );

const handoverSchema = z.discriminatedUnion('type', [
  z.object({
    /** Pick the car up at a branch. */
    type: z.literal('pickup'),
    /** One of the offer's branches (GET /v1/subscription/subscriptions/offers/country). */
    branchId: z.number().int().min(1).max(2_147_483_647),
  }),
  z.object({
    /** Have the car delivered (a one-off delivery fee). */
    type: z.literal('delivery'),
    address: z.object({
      /** Street and number. */
      street: requiredText(100),
      /** Postcode. */
      postalCode: requiredText(12),
      /** City. */
      city: requiredText(60),
    }),
  }),
]);

/** What a customer chooses: the same body quotes and orders. */
export const orderBodySchema = z.object({
  /** The subscription offer's id. */
  offerId: z
    .string({ error: REQUIRED_MESSAGE })
    .regex(/^[a-z0-9-]{1,120}$/, { error: english('offerIdFormat', {}) }),
  /** flexible (30 days, renewing monthly), 6_months or 12_months (then renewing every 30 days). */
  term: z.enum(TERMS),
  /** Extra kilometres per month: included, plus500, plus1000 or plus2000. */
  mileagePackage: z.enum(MILEAGE_PACKAGE_IDS).default('included'),
  /** Extras per month: additional_driver, winter_tyres, child_seat, zero_deductible. */
  extras: z.array(z.enum(SUBSCRIPTION_EXTRA_IDS)).max(SUBSCRIPTION_EXTRA_IDS.length).default([]),
  /** Pickup at one of the offer's branches, or delivery to an address. */
  handover: handoverSchema,
  /** First day, YYYY-MM-DD, within the offer's availability. */
  startDate: isoDate,
  /** The customer (the account's e-mail is used). */
  customer: z.object({
    /** First name, max 50. */
    firstName: requiredText(50, english('firstNameMax', {})),
    /** Last name, max 50. */
    lastName: requiredText(50, english('lastNameMax', {})),
    /** Phone number with country prefix, e.g. +49 30 1234567. */
    phone: z
      .string({ error: REQUIRED_MESSAGE })
      .trim()
      .regex(/^\+[0-9][0-9 ()/-]{5,24}$/, { error: english('phoneWithPrefix', {}) }),
    /** Date of birth, YYYY-MM-DD: old enough for the offer's minimum driver age. */
    birthDate: isoDate,
  }),
});
export type OrderBody = z.infer<typeof orderBodySchema>;

const costsSchema = z.object({
  /** Per month: the term's price (`term:12_months`), the mileage package (`mileage:plus500`), each extra (`extra:winter_tyres`). */
  monthly: z.array(z.object({ code: z.string(), amount: moneySchema })),
  /** Every month. */
  monthlyTotal: moneySchema,
  /** Once, at the start. */
  startFee: moneySchema,
  /** Once, for delivery (0 for pickup). */
  deliveryFee: moneySchema,
  /** The campaign benefit, taken off the first payment; null without one. */
  campaignDiscount: moneySchema.nullable(),
  /** First month, start fee and delivery, less the campaign benefit. */
  firstPayment: moneySchema,
  /** spec §9: the start fee paid comes back after this many months of subscription. */
  loyaltyRefund: z.object({ afterMonths: z.number().int(), amount: moneySchema }).nullable(),
});

export function costsView(c: OrderCosts): z.infer<typeof costsSchema> {
  return {
    monthly: c.monthly.map((l) => ({ code: l.code, amount: money(l.amountMinor, c.currency) })),
    monthlyTotal: money(c.monthlyTotalMinor, c.currency),
    startFee: money(c.startFeeMinor, c.currency),
    deliveryFee: money(c.deliveryFeeMinor, c.currency),
    campaignDiscount: c.campaignDiscountMinor > 0 ? money(c.campaignDiscountMinor, c.currency) : null,
    firstPayment: money(c.firstPaymentMinor, c.currency),
    loyaltyRefund:
      c.loyaltyRefundMinor > 0
        ? { afterMonths: LOYALTY_REFUND_MONTHS, amount: money(c.loyaltyRefundMinor, c.currency) }
        : null,
  };
}

const vehicleSchema = z.object({
  /** Make, e.g. Cupra. */
  make: z.string(),
  /** Model, e.g. Born. */
  model: z.string(),
  /** Picture path (/cms/...). */
  imagePath: z.string(),
});

const campaignSchema = z
  .object({
    /** The campaign whose benefit applies. */
    campaignId: z.string(),
    /** no_start_fee or first_month_half_price. */
    benefit: z.enum(['no_start_fee', 'first_month_half_price']),
  })
  .nullable();

export const quoteSchema = z
  .object({
    offerId: z.string(),
    vehicle: vehicleSchema,
    term: z.enum(TERMS),
    mileagePackage: z.enum(MILEAGE_PACKAGE_IDS),
    /** Kilometres per month with the package. */
    kmPerMonth: z.number().int(),
    extras: z.array(z.enum(SUBSCRIPTION_EXTRA_IDS)),
    startDate: z.string(),
    /** First day after the minimum term, where renewals every 30 days begin. */
    minimumTermEndsOn: z.string(),
    costs: costsSchema,
    /** The campaign benefit applied, from the customer's confirmed registration that has not expired. */
    campaign: campaignSchema,
  })
  .meta({ id: 'SubscriptionOrderQuote' });

export const orderSchema = z
  .object({
    /** The order's id. */
    id: z.string(),
    /** What the customer reads, e.g. S-7K3M9Q. */
    number: z.string(),
    /** upcoming (before the start), active, ending (cancelled at term end, runs until endsOn), ended. */
    status: z.enum(['upcoming', 'active', 'ending', 'ended']),
    offerId: z.string(),
    /** The offer's country. */
    countryCode: z.string(),
    vehicle: vehicleSchema,
    term: z.enum(TERMS),
    mileagePackage: z.enum(MILEAGE_PACKAGE_IDS),
    extras: z.array(z.enum(SUBSCRIPTION_EXTRA_IDS)),
    /** Pickup branch, or delivery address. */
    handover: z.union([
      z.object({ type: z.literal('pickup'), branchId: z.number().int(), branchName: z.string() }),
      z.object({
        type: z.literal('delivery'),
        address: z.object({ street: z.string(), postalCode: z.string(), city: z.string() }),
      }),
    ]),
    /** First day (YYYY-MM-DD). */
    startDate: z.string(),
    /** First day after the minimum term. */
    minimumTermEndsOn: z.string(),
    /** When it renews next (YYYY-MM-DD); null once cancelled. */
    nextRenewalOn: z.string().nullable(),
    /** Last day it runs, once cancelled at term end; null while it renews. */
    endsOn: z.string().nullable(),
    /** When cancelling today would end it: the last day of the minimum term or current 30-day period. */
    endsOnIfCancelledToday: z.string().nullable(),
    costs: costsSchema,
    campaign: campaignSchema,
    /** When it was ordered (ISO 8601). */
    orderedAt: z.string(),
    /** When it was cancelled (ISO 8601). */
    cancelledAt: z.string().nullable(),
    /** The card the monthly payments are charged to (agreement 'subscription:{id}'), null until added. */
    paymentMethod: agreementCardSchema,
    /** A monthly charge that failed and waits for a renewed card (pay it at /pay/renewal). */
    openRenewal: openRenewalSchema,
  })
  .meta({ id: 'SubscriptionOrder' });

type OrderRow = typeof subscriptionOrders.$inferSelect;

/** The answer for a stored order on `today` (YYYY-MM-DD), with its card and open renewal (agreementPayments). */
export function orderView(
  row: OrderRow,
  today: string,
  payments: AgreementPayments,
): z.infer<typeof orderSchema> {
  const term = row.term as Term;
  const costs: OrderCosts = {
    currency: row.currency,
    monthly: row.monthly,
    monthlyTotalMinor: row.monthlyTotalMinor,
    startFeeMinor: row.startFeeMinor,
    deliveryFeeMinor: row.deliveryFeeMinor,
    campaignDiscountMinor: row.campaignDiscountMinor,
    firstPaymentMinor:
      row.monthlyTotalMinor + row.startFeeMinor + row.deliveryFeeMinor - row.campaignDiscountMinor,
    loyaltyRefundMinor: row.loyaltyRefundMinor,
  };
  const status = orderStatus(row.startDate, row.endsOn, today);
  const from = today < row.startDate ? row.startDate : today;
  return {
    id: row.id,
    number: row.number,
    status,
    offerId: row.offerId,
    countryCode: row.country,
    vehicle: { make: row.make, model: row.model, imagePath: row.imagePath },
    term,
    mileagePackage: row.mileagePackage as OrderBody['mileagePackage'],
    extras: row.extras as OrderBody['extras'],
    handover: row.handover,
    startDate: row.startDate,
    minimumTermEndsOn: minimumTermEnd(term, row.startDate),
    nextRenewalOn: row.endsOn === null ? nextRenewal(term, row.startDate, from) : null,
    endsOn: row.endsOn,
    endsOnIfCancelledToday: row.endsOn === null ? lastDayIfCancelled(term, row.startDate, from) : null,
    costs: costsView(costs),
    campaign:
      row.campaignId && row.campaignBenefit
        ? { campaignId: row.campaignId, benefit: row.campaignBenefit as CampaignBenefit }
        : null,
    orderedAt: row.orderedAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    paymentMethod: payments.paymentMethod,
    openRenewal: payments.openRenewal,
  };
}
