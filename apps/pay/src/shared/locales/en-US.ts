// The pay namespace in en-US (issue 21: the pay-by-link and card-renewal pages): the keys every other
// locale translates (a regional variant holds only what differs, typed Regional<PayStrings>).
// The reason a payment was refused is the API's message, already in the page's language.
import type { Translations } from '@rental/i18n';

const strings = {
  loading: 'Loading…',
  checking: 'Checking your payment…',
  unavailable:
    'We cannot reach our payment service right now. Nothing was charged. Please try again in a moment.',
  checkFailed: 'We cannot check your payment right now. Please try again in a moment, before you pay again.',
  retry: 'Try again',
  leaving: 'Taking you to the secure payment page…',
  refusedFallback: 'The payment was not completed. Nothing was charged.',
  secure:
    'You enter your card on the secure page of our payment provider. We never see or store your card number.',
  contact: 'Questions about a payment? Contact us:',
  link: {
    openTitle: 'Your payment',
    what: 'What you pay for',
    booking: 'Booking number',
    car: 'Car',
    pickup: 'Pick-up',
    return: 'Return',
    place: '{{branch}}, {{date}}',
    amount: 'Amount',
    expires: 'Please pay by {{date}}.',
    pay: 'Pay {{amount}}',
    paidTitle: 'Paid, thank you',
    paidText:
      'We have received your payment of {{amount}}. There is nothing more to do: you can close this page.',
    paidTextNoAmount: 'We have received your payment. There is nothing more to do: you can close this page.',
    expiredTitle: 'This payment link has expired',
    expiredText: 'Nothing was charged. If you still need to pay, please contact us for a new link.',
    cancelledTitle: 'This payment link was cancelled',
    cancelledText: 'Nothing is due on this link and nothing was charged.',
    notFoundTitle: 'We cannot find this payment link',
    notFoundText:
      'Please open the complete link from your e-mail again. If it still does not work, contact us.',
    refusedTitle: 'Your payment did not go through',
    pendingTitle: 'Your payment is still being processed',
    pendingText: 'This usually takes only a moment. Please check again shortly.',
    checkAgain: 'Check again',
  },
  renewal: {
    signInTitle: 'Please sign in',
    signInText: 'Sign in to see your open payments and pay them with a new card.',
    signIn: 'Sign in',
    none: 'Nothing to renew: all your payments are up to date.',
    amount: 'Amount',
    reason: 'Why the last charge failed',
    attempts: 'Attempts so far: {{attempts}}',
    renew: 'Renew card and pay {{amount}}',
    paidOn: 'Paid on {{date}}',
    openTitle: 'Open payments',
    paidListTitle: 'Paid recently',
    paidTitle: 'Paid, thank you',
    paidText: 'Your new card is saved and will be used for your next payments.',
    refusedTitle: 'Your payment did not go through',
  },
};

export type PayStrings = Translations<typeof strings>;

export default strings;
