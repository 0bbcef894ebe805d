// The help center's strings in en-GB: only the British spellings ('centre'); the other keys fall back to en-US.
import type { Regional } from '@rental/i18n';
import type { HelpStrings } from './en-US.ts';

const help: Regional<HelpStrings> = {
  region: 'Help centre',
  home: {
    title: 'Help centre',
    rideTitle: 'Ride help centre',
  },
  search: {
    label: 'Search the help centre',
  },
  nav: {
    home: 'Help centre',
    back: 'Back to the help centre',
  },
  sent: {
    backHome: 'Back to the help centre',
  },
  faq: {
    more: 'Visit the help centre',
  },
  status: {
    offline: 'The help centre cannot be reached right now. Check your connection and try again.',
    notFound: 'This page of the help centre does not exist or was removed.',
  },
};

export default help;
