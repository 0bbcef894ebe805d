// The account namespace in en-US: the keys every other locale translates (a regional variant such as
// en-GB holds only what differs, typed Regional<AccountStrings>). spec §5, §8 messages.
import type { Translations } from '@rental/i18n';

const strings = {
  nav: {
    label: 'Your account',
    bookings: 'My bookings',
    'manage-my-booking-info': 'Manage booking',
    profiles: 'Profiles',
    subscriptions: 'Subscriptions',
    account: 'Account settings',
  },
  loading: 'Loading…',
  retry: 'Try again',
  rules: {
    required: 'This field cannot be left empty.',
    email: 'Please enter a valid e-mail address.',
    firstNameMax: "First name can't be longer than 50 characters.",
    lastNameMax: "Last name can't be longer than 50 characters.",
    passwordRequired: 'Please enter a password.',
    passwordMin: 'Your password must be at least 8 characters long.',
    passwordMax: "Your password can't be longer than 50 characters.",
    passwordWhitespace: "Your password can't start or end with a space.",
  },
  summary_one: 'Please correct {{count}} field:',
  summary_other: 'Please correct {{count}} fields:',
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail address',
    password: 'Password',
    newPassword: 'New password',
    passwordHint: '8 to 50 characters, no space at the start or end.',
  },
  errors: {
    unavailable: 'We cannot reach our service right now. Please try again in a moment.',
    tooMany: 'Too many attempts. Please wait a few minutes and try again.',
    passwordRefused:
      'This password is too easy to guess or contains your name or e-mail address. Please choose another.',
  },
  signIn: {
    title: 'Sign in',
    intro: 'Sign in to see this page.',
    submit: 'Sign in',
    failed: 'The e-mail address or password is incorrect.',
    forgot: 'Forgot your password?',
    noAccount: 'New here?',
    toSignUp: 'Create an account',
  },
  signUp: {
    title: 'Create an account',
    submit: 'Create account',
    exists:
      'An account with this e-mail address already exists. Please sign in, or complete your profile in the app.',
    haveAccount: 'Already have an account?',
    toSignIn: 'Sign in',
  },
  reset: {
    title: 'Reset your password',
    intro: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
    submit: 'Send link',
    sent: 'If an account exists for this e-mail address, we have sent a link to reset the password. The link is valid for one hour.',
    newTitle: 'Choose a new password',
    newIntro: 'Enter the e-mail address of your account and your new password.',
    newSubmit: 'Save password and sign in',
    invalid: 'This reset link is invalid or has expired. Please request a new one.',
    requestAgain: 'Request a new link',
    back: 'Back to sign in',
  },
  signOut: 'Sign out',
  signedInAs: 'Signed in as {{name}} ({{email}})',
  manage: {
    title: 'Manage booking',
    intro: 'Enter your reservation number and the last name of the driver.',
    number: 'Reservation number',
    numberHint: '10 digits, in your confirmation e-mail.',
    numberInvalid: 'A reservation number has 10 digits.',
    lastName: "Driver's last name",
    submit: 'Find booking',
    notFound: 'We could not find a reservation with this number and last name.',
    detailTitle: 'Reservation {{number}}',
    status: 'Status',
    statuses: { confirmed: 'Confirmed', cancelled: 'Cancelled', pending: 'Pending' },
    history: 'History',
    cancel: 'Cancel booking',
    confirmTitle: 'Cancel this booking?',
    confirmText: 'Reservation {{number}} will be cancelled. This cannot be undone.',
    confirmYes: 'Yes, cancel booking',
    confirmNo: 'Keep booking',
    cancelled: 'Your booking has been cancelled.',
    alreadyCancelled: 'This reservation is already cancelled.',
    other: 'Find another booking',
  },
  bookings: {
    title: 'My bookings',
    unavailable:
      'The list of your bookings is not available yet. You can open any booking with its reservation number and last name.',
    toManage: 'Manage a booking',
  },
  subscriptions: {
    title: 'Subscriptions',
    empty: 'You have no subscriptions.',
  },
  profiles: {
    title: 'Profiles',
    private: 'Private profile',
    name: 'Name',
    email: 'E-mail address',
    unavailable: 'Driver licence, address and payment preference cannot be saved yet.',
    business: 'Business profiles',
    businessLater: 'Business profiles are not available yet.',
  },
  settings: {
    title: 'Account settings',
    signOutHint: 'Signing out ends your session on this device.',
  },
};

export type AccountStrings = Translations<typeof strings>;

export default strings;
