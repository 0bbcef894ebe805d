// The mails in English.
import type { MailCopy } from '../types.ts';

const minutes = { one: '# minute', other: '# minutes' };
const hours = { one: '# hour', other: '# hours' };
const days = { one: '# day', other: '# days' };
const percent = { other: '#%' };

const paymentReasons: Record<string, string> = {
  declined: 'the card was declined',
  insufficient_funds: 'insufficient funds',
  expired_card: 'the card has expired',
  authentication_failed: 'the card security check failed',
  cancelled: 'the payment was cancelled',
  expired: 'the payment timed out',
};

export const en: MailCopy = {
  direction: 'ltr',
  'password-reset': (d, f) => ({
    subject: 'Reset your password',
    greeting: `Hello ${d.firstName},`,
    lead: `use this link within ${f.count(d.minutes, minutes)} to choose a new password. It works once.`,
    action: 'Choose a new password',
    closing: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  }),
  'email-change': (d, f) => ({
    subject: 'Confirm your new e-mail address',
    greeting: `Hello ${d.firstName},`,
    lead: `open this link within ${f.count(d.hours, hours)} to use this address for your account.`,
    action: 'Confirm this address',
    closing: 'If you did not ask for this, ignore this e-mail: nothing changes.',
  }),
  'campaign-registration': (d, f) => ({
    subject: `Confirm your registration: ${d.campaign}`,
    greeting: `Hello ${d.firstName},`,
    lead: `please confirm your registration for the campaign “${d.campaign}” within ${f.count(d.hours, hours)}. The benefit then appears when you order a subscription.`,
    action: 'Confirm my registration',
    closing: 'If you did not ask for this, ignore this e-mail: you will not be registered.',
  }),
  welcome: (d) => ({
    subject: 'Welcome: your account is ready',
    greeting: `Hello ${d.firstName},`,
    lead: 'your account is ready. You can see and manage your bookings in your account.',
    action: 'Open my account',
    closing: 'If you did not create this account, reply to this e-mail and we will remove it.',
  }),
  'booking-confirmed': (d, f) => ({
    subject: `Your reservation ${d.number} is confirmed`,
    greeting: `Hello ${d.firstName},`,
    lead: `your reservation ${d.number} for a ${d.model} or similar is confirmed.`,
    facts: [
      `Pickup: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Return: ${d.return.branch}, ${f.when(d.return.at)}`,
      `Total: ${f.money(d.total)}`,
    ],
    more: {
      text: 'Save time at the counter: check in online before pickup with your driving licence, identity document and a card for the deposit.',
      action: 'Check in online',
      link: d.checkInLink,
    },
    action: 'See my booking',
    closing: 'You can change the dates or cancel the booking there. Have a good trip!',
  }),
  'booking-changed': (d, f) => ({
    subject: `Your reservation ${d.number} has new dates`,
    greeting: `Hello ${d.firstName},`,
    lead: `your reservation ${d.number} has new dates.`,
    facts: [
      `Pickup: ${f.when(d.pickupAt)}`,
      `Return: ${f.when(d.returnAt)}`,
      `New total: ${f.money(d.total)}`,
    ],
    action: 'See my booking',
    closing: 'If you did not make this change, please contact us at once.',
  }),
  'booking-cancelled': (d, f) => ({
    subject: `Your reservation ${d.number} is cancelled`,
    greeting: `Hello ${d.firstName},`,
    lead: `your reservation ${d.number} is cancelled.`,
    facts: [
      d.fee.amountMinor > 0 ? `Cancellation fee: ${f.money(d.fee)}` : 'The cancellation was free of charge.',
    ],
    action: 'See my booking',
    closing: 'We hope to see you again soon.',
  }),
  'business-application': (d) => ({
    subject: `We have received the application of ${d.company}`,
    greeting: `Hello ${d.firstName},`,
    lead:
      d.kind === 'agency'
        ? `thank you for registering ${d.company} as a travel agency. We check the agency code and the commission account, usually within two working days, and write to you with our decision.`
        : `thank you for applying for a business account for ${d.company}. We check the registration number and the details, usually within two working days, and write to you with our decision.`,
    action: 'See the application',
    closing: 'Until then you can book as usual with your private account.',
  }),
  'business-decision': (d, f) => ({
    subject:
      d.decision === 'approved'
        ? `${d.company} is approved for business bookings`
        : `Your application for ${d.company} was not approved`,
    greeting: `Hello ${d.firstName},`,
    lead:
      d.decision === 'approved'
        ? d.kind === 'agency'
          ? `${d.company} is approved as a travel agency. You can now book for your customers; your commission is ${f.count(d.percent ?? 0, percent)}.`
          : `${d.company} is approved. Bookings made for the company get ${f.count(d.percent ?? 0, percent)} off and are paid by invoice. You can now invite your travellers.`
        : `we could not approve the application of ${d.company}.${d.reason ? ` Reason: ${d.reason}` : ''}`,
    action: d.decision === 'approved' ? 'Open the business account' : 'See the application',
    closing:
      d.decision === 'approved'
        ? 'Thank you for choosing us for your business travel.'
        : 'If you have questions or new documents, reply to this e-mail.',
  }),
  'business-invitation': (d, f) => ({
    subject: `${d.firstName} invites you to book with ${d.company}`,
    greeting: `Hello, ${d.firstName} has invited you to ${d.company}'s business account.`,
    lead: `as a traveller of ${d.company} you book rentals at the company rate, paid by invoice. Accept the invitation within ${f.count(d.days, days)}; the link works once.`,
    action: 'Accept the invitation',
    closing: 'If you do not know this company, ignore this e-mail.',
  }),
  'payment-link': (d, f) => ({
    subject: `Payment request: ${d.description}`,
    greeting: d.firstName ? `Hello ${d.firstName},` : `Hello,`,
    lead: d.number
      ? `please pay ${f.money(d.amount)} for your reservation ${d.number} with this secure link.`
      : `please pay ${f.money(d.amount)} for “${d.description}” with this secure link.`,
    facts: [`Amount: ${f.money(d.amount)}`, `Valid until: ${f.when(d.expiresAt)} (UTC)`],
    action: 'Pay now',
    closing:
      'You enter your card on our payment provider’s page; we never see the card number. If you did not expect this request, ignore this e-mail.',
  }),
  'payment-renewal': (d, f) => ({
    subject: `Your card could not be charged: ${d.description}`,
    greeting: `Hello ${d.firstName},`,
    lead: `we could not charge your card for “${d.description}”. Please renew your card and pay the amount.`,
    facts: [`Amount: ${f.money(d.amount)}`, `Reason: ${paymentReasons[d.reason] ?? paymentReasons.declined}`],
    action: 'Renew card and pay',
    closing: 'The new card is kept for the next charges of this agreement.',
  }),
  'check-in-completed': (d, f) => ({
    subject: `Checked in: your pickup code for reservation ${d.number}`,
    greeting: `Hello ${d.firstName},`,
    lead: `your online check-in for reservation ${d.number} is complete. Show the pickup code ${d.code} at the counter, as text or as the QR code on the check-in page.`,
    facts: [
      `Pickup: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Pickup code: ${d.code}`,
      'Bring the original driving licence and identity document you checked in with.',
      d.depositAtPickup
        ? `Deposit: ${f.money(d.deposit)}, taken by card at the counter`
        : `Deposit: ${f.money(d.deposit)}, held on your card and released after the return`,
    ],
    action: 'Show my pickup code',
    closing: 'See you at the counter. Have a good trip!',
  }),
  // Issue 22: the return with the app (invoice issued) and a reported damage assessed by the branch.
  'vehicle-returned': (d, f) => ({
    subject: `Your rental ${d.number} is returned: your invoice`,
    greeting: `Hello ${d.firstName},`,
    lead: `thank you for returning the car with the app. Your rental ${d.number} is finished and its invoice is ready in your account.`,
    facts: [
      `Invoice: ${d.invoiceNumber}`,
      `Total: ${f.money(d.total)}`,
      d.refuel
        ? `Refuelling or recharging: ${f.money(d.refuel)}`
        : 'No refuelling charge: the car came back as full as it left.',
      d.deposit === 'released'
        ? 'Your deposit is released.'
        : d.deposit === 'held'
          ? 'Your deposit stays reserved until the damage you reported is settled.'
          : 'No deposit was reserved on your card.',
    ],
    action: 'See the invoice',
    closing: 'Thank you for renting with us.',
  }),
  'damage-assessed': (d, f) => ({
    subject: `The damage you reported in rental ${d.number} is assessed`,
    greeting: `Hello ${d.firstName},`,
    lead: `we have assessed the damage you reported in rental ${d.number} (“${d.description}”).`,
    facts: [`Cost: ${f.money(d.cost)}`, `Explanation: ${d.explanation}`],
    action: 'See the damage case',
    closing:
      'The cost is taken from your deposit when the case is settled; anything above the deposit we ask for with a payment link.',
  }),
};
