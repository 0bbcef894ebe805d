import type { RentalStrings } from './en-US.ts';

const strings: RentalStrings = {
  rental: {
    checkIn: 'Online prijava',
    checkedIn: 'Prijavljeni ste · prikaži kod za preuzimanje',
    returnWithApp: 'Vrati putem aplikacije',
    damagesTitle: 'Oštećenja',
    damageTitle: '{{area}}: {{kind}}',
    state: 'Status',
    reportedOn: 'Prijavljeno',
    cost: 'Trošak',
    explanation: 'Objašnjenje',
    states: {
      reported: 'Prijavljeno',
      assessed: 'Procijenjeno',
      settled: 'Riješeno',
    },
    areas: {
      front: 'Prednja strana',
      'front-left': 'Prednja lijeva strana',
      left: 'Lijeva strana',
      'rear-left': 'Stražnja lijeva strana',
      rear: 'Stražnja strana',
      'rear-right': 'Stražnja desna strana',
      right: 'Desna strana',
      'front-right': 'Prednja desna strana',
      roof: 'Krov',
      windscreen: 'Vjetrobransko staklo',
      wheels: 'Kotači i gume',
      interior: 'Unutrašnjost',
    },
    kinds: {
      scratch: 'Ogrebotina',
      dent: 'Udubljenje',
      crack: 'Pukotina',
      chip: 'Oštećenje od kamenčića',
      tyre: 'Oštećenje gume',
      interior: 'Oštećenje unutrašnjosti',
      other: 'Drugo oštećenje',
    },
  },
};

export default strings;
