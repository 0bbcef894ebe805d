import type { RentalStrings } from './en-US.ts';

const strings: RentalStrings = {
  rental: {
    checkIn: 'Checka in online',
    checkedIn: 'Incheckad · visa hämtningskod',
    returnWithApp: 'Lämna tillbaka med appen',
    damagesTitle: 'Skador',
    damageTitle: '{{area}}: {{kind}}',
    state: 'Status',
    reportedOn: 'Anmäld den',
    cost: 'Kostnad',
    explanation: 'Förklaring',
    states: {
      reported: 'Anmäld',
      assessed: 'Bedömd',
      settled: 'Avslutad',
    },
    areas: {
      front: 'Fronten',
      'front-left': 'Vänster fram',
      left: 'Vänster sida',
      'rear-left': 'Vänster bak',
      rear: 'Bakänden',
      'rear-right': 'Höger bak',
      right: 'Höger sida',
      'front-right': 'Höger fram',
      roof: 'Tak',
      windscreen: 'Vindruta',
      wheels: 'Hjul och däck',
      interior: 'Kupé',
    },
    kinds: {
      scratch: 'Repa',
      dent: 'Buckla',
      crack: 'Spricka',
      chip: 'Stenskott',
      tyre: 'Däckskada',
      interior: 'Skada i kupén',
      other: 'Annan skada',
    },
  },
};

export default strings;
