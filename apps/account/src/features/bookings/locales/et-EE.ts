import type { RentalStrings } from './en-US.ts';

const strings: RentalStrings = {
  rental: {
    checkIn: 'Registreeru veebis',
    checkedIn: 'Registreeritud · näita kättesaamiskoodi',
    returnWithApp: 'Tagasta rakendusega',
    damagesTitle: 'Kahjustused',
    damageTitle: '{{area}}: {{kind}}',
    state: 'Olek',
    reportedOn: 'Teatatud',
    cost: 'Maksumus',
    explanation: 'Selgitus',
    states: {
      reported: 'Teatatud',
      assessed: 'Hinnatud',
      settled: 'Lahendatud',
    },
    areas: {
      front: 'Esiosa',
      'front-left': 'Vasak esiosa',
      left: 'Vasak külg',
      'rear-left': 'Vasak tagaosa',
      rear: 'Tagaosa',
      'rear-right': 'Parem tagaosa',
      right: 'Parem külg',
      'front-right': 'Parem esiosa',
      roof: 'Katus',
      windscreen: 'Esiklaas',
      wheels: 'Rattad ja rehvid',
      interior: 'Salong',
    },
    kinds: {
      scratch: 'Kriimustus',
      dent: 'Mõlk',
      crack: 'Pragu',
      chip: 'Kivilöögijälg',
      tyre: 'Rehvikahjustus',
      interior: 'Salongi kahjustus',
      other: 'Muu kahjustus',
    },
  },
};

export default strings;
