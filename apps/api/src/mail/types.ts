// The types of the mails: what each kind needs (MailData) and what one language's copy of it must say
// (MailCopy, one file per language in copies/). A language missing a kind, or a kind missing a line,
// fails the type-check.

/** An amount in minor units of its currency. */
export type Money = { amountMinor: number; currency: string };

/** What each kind of mail needs. */
export type MailData = {
  'password-reset': { firstName: string; link: string; minutes: number };
  'email-change': { firstName: string; link: string; hours: number };
  /** A guest's subscription campaign registration, waiting for the owner of the address (issue 17). */
  'campaign-registration': { firstName: string; campaign: string; link: string; hours: number };
  welcome: { firstName: string; accountLink: string };
  'booking-confirmed': {
    firstName: string;
    /** Reservation number. */
    number: string;
    /** Vehicle model ('VW Golf'; the mail says "or similar"). */
    model: string;
    /** Pickup and return: branch name and branch-local wall-clock time 'YYYY-MM-DDTHH:mm'. */
    pickup: { branch: string; at: string };
    return: { branch: string; at: string };
    total: Money;
    /** The booking in the account, or the manage-booking page for a guest. */
    link: string;
    /** The booking's online check-in page on its site (issue 22): `{origin}{prefix}/check-in#/booking/{number}`. */
    checkInLink: string;
  };
  'booking-changed': {
    firstName: string;
    number: string;
    pickupAt: string;
    returnAt: string;
    total: Money;
    link: string;
  };
  'booking-cancelled': {
    firstName: string;
    number: string;
    /** The cancellation fee charged (0: free). */
    fee: Money;
    link: string;
  };
  /** A business application (company or travel agency) was received (issue 20, business sign-up). */
  'business-application': {
    firstName: string;
    /** The company's or agency's name. */
    company: string;
    kind: 'company' | 'agency';
    /** The business page of the account. */
    link: string;
  };
  /** The back office approved or rejected a business application. */
  'business-decision': {
    firstName: string;
    company: string;
    kind: 'company' | 'agency';
    decision: 'approved' | 'rejected';
    /** Why (rejections; may be null). */
    reason: string | null;
    /** The company rate (discount) or the agency's commission in percent, when approved. */
    percent: number | null;
    link: string;
  };
  /** An admin of a company invited someone to book as its traveller. */
  'business-invitation': {
    /** The inviting admin's first name. */
    firstName: string;
    company: string;
    /** The account page that accepts the invitation (with its single-use token). */
    link: string;
    /** How many days the link works. */
    days: number;
  };
  /** A service agent asks the customer to pay an amount (pay-by-link, issue 21). */
  'payment-link': {
    /** The driver's first name when the link is for a booking; null for an address the agent typed. */
    firstName: string | null;
    /** What the customer pays for, as the agent wrote it. */
    description: string;
    amount: Money;
    /** The reservation number it is for, if any. */
    number: string | null;
    /** The site's pay page with the link's token. */
    link: string;
    /** When the link stops working, UTC 'YYYY-MM-DDTHH:mm'. */
    expiresAt: string;
  };
  /** A running agreement's charge failed (card declined or expired): renew the card and pay (issue 21). */
  'payment-renewal': {
    firstName: string;
    /** What the charge was for, e.g. 'Monthly rate 2026-12'. */
    description: string;
    /** The outstanding amount. */
    amount: Money;
    /** Why it failed: declined, insufficient_funds, expired_card, authentication_failed, cancelled, expired. */
    reason: string;
    /** The renewal page of the customer's site. */
    link: string;
  };
  /** The online check-in is complete (issue 22): the pickup code and what to bring. */
  'check-in-completed': {
    firstName: string;
    /** Reservation number. */
    number: string;
    /** The pickup code to show at the counter, e.g. K7M2QX9B. */
    code: string;
    /** Pickup branch and its branch-local wall-clock time 'YYYY-MM-DDTHH:mm'. */
    pickup: { branch: string; at: string };
    /** The deposit held on the card, or to be taken at the counter. */
    deposit: Money;
    /** true: the deposit is taken at the counter (no online payment); false: it is held on the card. */
    depositAtPickup: boolean;
    /** The check-in page, which shows the code and its QR code. */
    link: string;
  };
  /** The car was returned with the app (issue 22): the rental's invoice is issued. */
  'vehicle-returned': {
    firstName: string;
    /** Reservation number. */
    number: string;
    /** The invoice's number, e.g. DE-2026-000042. */
    invoiceNumber: string;
    /** The invoice's total (refuelling included). */
    total: Money;
    /** The refuelling or recharging charge on it; null when returned as full as taken. */
    refuel: Money | null;
    /** The deposit: released (no damage reported), held until the reported damage is settled, or none. */
    deposit: 'released' | 'held' | 'none';
    /** The booking in the account, where the invoice is. */
    link: string;
  };
  /** The branch assessed a damage the customer reported (issue 22). */
  'damage-assessed': {
    firstName: string;
    /** Reservation number. */
    number: string;
    /** The customer's own description of the damage. */
    description: string;
    /** The assessed cost. */
    cost: Money;
    /** The branch's explanation of the cost. */
    explanation: string;
    /** The booking in the account, with its damage cases. */
    link: string;
  };
};
export type MailKind = keyof MailData;

/**
 * Forms of a counted word by the CLDR plural category of the number in the mail's locale
 * (Intl.PluralRules: one, two, few, many, other); `#` stands for the formatted number. Each form is
 * written in the case the sentence needs ('w ciągu # minut', '# de minute').
 */
export type PluralForms = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

/** Dates, money and counts in the mail's locale. */
export type Format = {
  /** A branch-local wall-clock time 'YYYY-MM-DDTHH:mm', with weekday. */
  when: (at: string) => string;
  money: (m: Money) => string;
  /** A number with the form of its word that agrees with it. */
  count: (n: number, forms: PluralForms) => string;
};

/** The lines of a mail: subject, greeting, paragraph before the button, button label, closing. */
export type Copy = {
  subject: string;
  greeting: string;
  lead: string;
  action: string;
  closing: string;
  /** A second link after the button, with a line before it (the booking confirmation's online check-in). */
  more?: { text: string; action: string; link: string };
};

/** The fact lines of the booking and payment mails, one each: [pickup, return, total], [fee], [amount, …]. */
type Facts = {
  'booking-confirmed': [pickup: string, ret: string, total: string];
  'booking-changed': [pickup: string, ret: string, newTotal: string];
  'booking-cancelled': [fee: string];
  'payment-link': [amount: string, validUntil: string];
  'payment-renewal': [amount: string, reason: string];
  'check-in-completed': [pickup: string, code: string, bring: string, deposit: string];
  'vehicle-returned': [invoice: string, total: string, refuel: string, deposit: string];
  'damage-assessed': [cost: string, explanation: string];
};

/** One kind's copy: with fact lines for the booking mails. */
export type CopyOf<K extends MailKind> = (K extends keyof Facts ? Copy & { facts: Facts[K] } : Copy) &
  (K extends 'booking-confirmed' ? { more: NonNullable<Copy['more']> } : unknown);

/** Every mail in one language, and the language's writing direction. */
export type MailCopy = { readonly direction: 'ltr' | 'rtl' } & {
  readonly [K in MailKind]: (d: MailData[K], f: Format) => CopyOf<K>;
};
