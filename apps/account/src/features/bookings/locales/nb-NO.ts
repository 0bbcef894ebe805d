import type { RentalStrings } from './en-US.ts';

const strings: RentalStrings = {
  rental: {
    checkIn: 'Sjekk inn på nett',
    checkedIn: 'Innsjekket · vis hentekoden',
    returnWithApp: 'Lever med appen',
    damagesTitle: 'Skader',
    damageTitle: '{{area}}: {{kind}}',
    state: 'Status',
    reportedOn: 'Meldt dato',
    cost: 'Kostnad',
    explanation: 'Forklaring',
    states: {
      reported: 'Meldt',
      assessed: 'Vurdert',
      settled: 'Avsluttet',
    },
    areas: {
      front: 'Fronten',
      'front-left': 'Venstre foran',
      left: 'Venstre side',
      'rear-left': 'Venstre bak',
      rear: 'Bakenden',
      'rear-right': 'Høyre bak',
      right: 'Høyre side',
      'front-right': 'Høyre foran',
      roof: 'Tak',
      windscreen: 'Frontrute',
      wheels: 'Hjul og dekk',
      interior: 'Kupé',
    },
    kinds: {
      scratch: 'Riper',
      dent: 'Bulk',
      crack: 'Sprekk',
      chip: 'Steinsprut',
      tyre: 'Dekkskade',
      interior: 'Skade i kupeen',
      other: 'Annen skade',
    },
  },
};

export default strings;
