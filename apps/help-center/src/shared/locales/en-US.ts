// The help center's strings, en-US master (spec §8 messages verbatim where the spec gives them). Bundled
// with the app; every other language is typed `HelpStrings` (none can miss a key), a regional variant
// `Regional<HelpStrings>` (only what differs).
import type { Translations } from '@rental/i18n';

const enUS = {
  /** Accessible name of the app's region. */
  region: 'Help center',
  home: {
    title: 'Help center',
    rideTitle: 'Ride help center',
    intro: 'Search our answers or choose a topic.',
    bookingTypes: 'What do you need help with?',
    categories: 'Topics',
    featured: 'Popular articles',
    articles_one: '{{count}} article',
    articles_other: '{{count}} articles',
  },
  bookingType: {
    rent: 'Car and van rental',
    ride: 'Rides',
    share: 'Car sharing',
    subscription: 'Car subscription',
  },
  search: {
    label: 'Search the help center',
    placeholder: 'e.g. change booking',
    submit: 'Search',
    // spec §8 help-search messages.
    tooShort: 'Enter at least 3 characters to see relevant results.',
    tooLong: "Search can't be longer than 100 characters.",
    title: 'Search results',
    resultsFor_one: '{{count}} article for “{{query}}”',
    resultsFor_other: '{{count}} articles for “{{query}}”',
    noArticles: 'No articles found',
    noArticlesHint: 'Try other words, browse the topics below, or write to us.',
  },
  nav: {
    breadcrumb: 'You are here',
    home: 'Help center',
    back: 'Back to the help center',
  },
  section: {
    articlesIn: 'Articles in {{section}}',
  },
  article: {
    helpfulQuestion: 'Was this article helpful?',
    yes: 'Yes',
    no: 'No',
    sending: 'Sending your vote…',
    thanks: 'Thank you for your feedback.',
    thanksNotHelpful: 'Thank you for your feedback. Sorry this article did not answer your question.',
    voteFailed: 'Your vote could not be sent. Please try again.',
    stillNeedHelp: 'Still need help?',
    related: 'More in {{section}}',
  },
  contact: {
    title: 'Contact us',
    cta: 'Contact us',
    intro: 'Tell us what happened and we will get back to you.',
    required: 'Fields marked * are required.',
    topic: 'Topic',
    chooseTopic: 'Choose a topic',
    name: 'Name',
    phone: 'Phone number',
    phoneHint: 'Your number without the country code, e.g. 30 1234567. We add {{prefix}}.',
    email: 'E-mail (optional)',
    message: 'Your message',
    messageHint: 'At most 2000 characters.',
    agreement: 'Rental agreement number (optional)',
    agreementHint: '9 or 10 digits, printed on your rental agreement.',
    reservation: 'Booking or reservation ID (optional)',
    reservationHint: '6 to 16 letters or digits, in your confirmation e-mail.',
    send: 'Send message',
    sending: 'Sending…',
    errorSummary_one: 'Please correct 1 field:',
    errorSummary_other: 'Please correct {{count}} fields:',
    sendFailed: 'Your message could not be sent. Please try again.',
    topics: {
      booking: 'My booking',
      payment: 'Payment',
      invoice: 'Invoice',
      damage: 'Damage or accident',
      account: 'My account',
      'lost-and-found': 'Lost and found',
      ride: 'A ride',
      'lost-item': 'Lost item',
      'driver-feedback': 'Feedback on a driver',
      other: 'Something else',
    },
    problems: {
      topicRequired: 'Choose a topic.',
      required: 'This field is required and cannot be left empty.',
      nameTooLong: "The name can't be longer than 100 characters.",
      phoneInvalid: 'Please enter a valid phone number, digits only, e.g. 30 1234567.',
      emailInvalid: 'Please enter a valid e-mail address.',
      messageTooLong: "The message can't be longer than 2000 characters.",
      agreementInvalid: 'A rental agreement number has 9 or 10 digits.',
      reservationInvalid: 'A reservation number has 6 to 16 letters or digits.',
    },
  },
  sent: {
    title: 'Thank you for your message',
    body: 'We have received your message and will get back to you as soon as possible.',
    reference: 'Your reference',
    receivedAt: 'Received',
    phone: 'We will call you on',
    backHome: 'Back to the help center',
  },
  faq: {
    title_ride: 'Ride FAQ',
    title_share: 'Car sharing FAQ',
    title_subscription: 'Car subscription FAQ',
    intro: 'Answers to the questions we hear most.',
    empty: 'There are no questions here yet.',
    more: 'Visit the help center',
  },
  status: {
    loading: 'Loading…',
    offline: 'The help center cannot be reached right now. Check your connection and try again.',
    server: 'Something went wrong on our side. Please try again in a moment.',
    notFound: 'This page of the help center does not exist or was removed.',
    retry: 'Try again',
  },
};

export type HelpStrings = Translations<typeof enUS>;

export default enUS;
