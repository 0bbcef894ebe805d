import type { RentalStrings } from './en-US.ts';

const strings: RentalStrings = {
  rental: {
    checkIn: 'Reģistrēties tiešsaistē',
    checkedIn: 'Reģistrēts · rādīt saņemšanas kodu',
    returnWithApp: 'Atgriezt ar lietotni',
    damagesTitle: 'Bojājumi',
    damageTitle: '{{area}}: {{kind}}',
    state: 'Statuss',
    reportedOn: 'Paziņots',
    cost: 'Izmaksas',
    explanation: 'Paskaidrojums',
    states: {
      reported: 'Paziņots',
      assessed: 'Novērtēts',
      settled: 'Noslēgts',
    },
    areas: {
      front: 'Priekša',
      'front-left': 'Priekšā pa kreisi',
      left: 'Kreisais sāns',
      'rear-left': 'Aizmugurē pa kreisi',
      rear: 'Aizmugure',
      'rear-right': 'Aizmugurē pa labi',
      right: 'Labais sāns',
      'front-right': 'Priekšā pa labi',
      roof: 'Jumts',
      windscreen: 'Vējstikls',
      wheels: 'Riteņi un riepas',
      interior: 'Salons',
    },
    kinds: {
      scratch: 'Skrāpējums',
      dent: 'Iespiedums',
      crack: 'Plaisa',
      chip: 'Akmens šķemba',
      tyre: 'Riepas bojājums',
      interior: 'Salona bojājums',
      other: 'Cits bojājums',
    },
  },
};

export default strings;
