import type { RentalStrings } from './en-US.ts';

const strings: RentalStrings = {
  rental: {
    checkIn: 'Check-in online',
    checkedIn: 'Check-in făcut · afișați codul de preluare',
    returnWithApp: 'Returnați cu aplicația',
    damagesTitle: 'Daune',
    damageTitle: '{{area}}: {{kind}}',
    state: 'Stare',
    reportedOn: 'Semnalată la',
    cost: 'Cost',
    explanation: 'Explicație',
    states: {
      reported: 'Semnalată',
      assessed: 'Evaluată',
      settled: 'Soluționată',
    },
    areas: {
      front: 'Fața',
      'front-left': 'Stânga față',
      left: 'Partea stângă',
      'rear-left': 'Stânga spate',
      rear: 'Spatele',
      'rear-right': 'Dreapta spate',
      right: 'Partea dreaptă',
      'front-right': 'Dreapta față',
      roof: 'Plafonul',
      windscreen: 'Parbrizul',
      wheels: 'Roți și anvelope',
      interior: 'Interiorul',
    },
    kinds: {
      scratch: 'Zgârietură',
      dent: 'Lovitură',
      crack: 'Fisură',
      chip: 'Ciobitură de la pietriș',
      tyre: 'Deteriorare a anvelopei',
      interior: 'Deteriorare a interiorului',
      other: 'Altă daună',
    },
  },
};

export default strings;
