// The account's rental strings in American English (issue 22: a booking's check-in and return links and
// its damage cases), loaded with the booking-rental chunk so the account's first load does not carry them.
// Every other locale translates these keys.
import type { Translations } from '@rental/i18n';

const strings = {
  rental: {
    checkIn: 'Check in online',
    checkedIn: 'Checked in · show pickup code',
    returnWithApp: 'Return with the app',
    damagesTitle: 'Damages',
    damageTitle: '{{area}}: {{kind}}',
    state: 'State',
    reportedOn: 'Reported on',
    cost: 'Cost',
    explanation: 'Explanation',
    states: { reported: 'Reported', assessed: 'Assessed', settled: 'Settled' },
    areas: {
      front: 'Front',
      'front-left': 'Front left',
      left: 'Left side',
      'rear-left': 'Rear left',
      rear: 'Rear',
      'rear-right': 'Rear right',
      right: 'Right side',
      'front-right': 'Front right',
      roof: 'Roof',
      windscreen: 'Windshield',
      wheels: 'Wheels and tires',
      interior: 'Interior',
    },
    kinds: {
      scratch: 'Scratch',
      dent: 'Dent',
      crack: 'Crack',
      chip: 'Stone chip',
      tyre: 'Tire damage',
      interior: 'Interior damage',
      other: 'Other damage',
    },
  },
};

export type RentalStrings = Translations<typeof strings>;

export default strings;
