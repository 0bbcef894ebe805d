import type { RentalStrings } from './en-US.ts';

const strings: RentalStrings = {
  rental: {
    checkIn: 'Registruotis internetu',
    checkedIn: 'Užsiregistruota · rodyti paėmimo kodą',
    returnWithApp: 'Grąžinti programėle',
    damagesTitle: 'Žala',
    damageTitle: '{{area}}: {{kind}}',
    state: 'Būsena',
    reportedOn: 'Pranešta',
    cost: 'Kaina',
    explanation: 'Paaiškinimas',
    states: {
      reported: 'Pranešta',
      assessed: 'Įvertinta',
      settled: 'Sureguliuota',
    },
    areas: {
      front: 'Priekis',
      'front-left': 'Priekis kairėje',
      left: 'Kairysis šonas',
      'rear-left': 'Galas kairėje',
      rear: 'Galas',
      'rear-right': 'Galas dešinėje',
      right: 'Dešinysis šonas',
      'front-right': 'Priekis dešinėje',
      roof: 'Stogas',
      windscreen: 'Priekinis stiklas',
      wheels: 'Ratai ir padangos',
      interior: 'Salonas',
    },
    kinds: {
      scratch: 'Įbrėžimas',
      dent: 'Įlenkimas',
      crack: 'Įtrūkimas',
      chip: 'Akmenuko žymė',
      tyre: 'Padangos pažeidimas',
      interior: 'Salono pažeidimas',
      other: 'Kita žala',
    },
  },
};

export default strings;
