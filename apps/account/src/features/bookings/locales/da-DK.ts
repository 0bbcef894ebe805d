import type { RentalStrings } from './en-US.ts';

const strings: RentalStrings = {
  rental: {
    checkIn: 'Tjek ind online',
    checkedIn: 'Tjekket ind · vis afhentningskode',
    returnWithApp: 'Aflever med appen',
    damagesTitle: 'Skader',
    damageTitle: '{{area}}: {{kind}}',
    state: 'Status',
    reportedOn: 'Meldt den',
    cost: 'Pris',
    explanation: 'Forklaring',
    states: {
      reported: 'Meldt',
      assessed: 'Vurderet',
      settled: 'Afsluttet',
    },
    areas: {
      front: 'Front',
      'front-left': 'Venstre for',
      left: 'Venstre side',
      'rear-left': 'Venstre bag',
      rear: 'Bagende',
      'rear-right': 'Højre bag',
      right: 'Højre side',
      'front-right': 'Højre for',
      roof: 'Tag',
      windscreen: 'Forrude',
      wheels: 'Hjul og dæk',
      interior: 'Kabine',
    },
    kinds: {
      scratch: 'Ridse',
      dent: 'Bule',
      crack: 'Revne',
      chip: 'Stenslag',
      tyre: 'Dækskade',
      interior: 'Skade i kabinen',
      other: 'Anden skade',
    },
  },
};

export default strings;
