import type { RentalStrings } from './en-US.ts';

const strings: RentalStrings = {
  rental: {
    checkIn: 'Spletna prijava',
    checkedIn: 'Prijavljeni · pokaži kodo za prevzem',
    returnWithApp: 'Vrni z aplikacijo',
    damagesTitle: 'Poškodbe',
    damageTitle: '{{area}}: {{kind}}',
    state: 'Stanje',
    reportedOn: 'Prijavljeno',
    cost: 'Strošek',
    explanation: 'Pojasnilo',
    states: {
      reported: 'Prijavljena',
      assessed: 'Ocenjena',
      settled: 'Zaključena',
    },
    areas: {
      front: 'Sprednji del',
      'front-left': 'Spredaj levo',
      left: 'Levi bok',
      'rear-left': 'Zadaj levo',
      rear: 'Zadnji del',
      'rear-right': 'Zadaj desno',
      right: 'Desni bok',
      'front-right': 'Spredaj desno',
      roof: 'Streha',
      windscreen: 'Vetrobransko steklo',
      wheels: 'Kolesa in pnevmatike',
      interior: 'Notranjost',
    },
    kinds: {
      scratch: 'Praska',
      dent: 'Udrtina',
      crack: 'Razpoka',
      chip: 'Udarec kamenčka',
      tyre: 'Poškodba pnevmatike',
      interior: 'Poškodba notranjosti',
      other: 'Druga poškodba',
    },
  },
};

export default strings;
