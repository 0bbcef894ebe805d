import type { RentalStrings } from './en-US.ts';

const strings: RentalStrings = {
  rental: {
    checkIn: 'Online inchecken',
    checkedIn: 'Ingecheckt · ophaalcode tonen',
    returnWithApp: 'Inleveren met de app',
    damagesTitle: 'Schade',
    damageTitle: '{{area}}: {{kind}}',
    state: 'Status',
    reportedOn: 'Gemeld op',
    cost: 'Kosten',
    explanation: 'Toelichting',
    states: {
      reported: 'Gemeld',
      assessed: 'Beoordeeld',
      settled: 'Afgehandeld',
    },
    areas: {
      front: 'Voorkant',
      'front-left': 'Linksvoor',
      left: 'Linkerkant',
      'rear-left': 'Linksachter',
      rear: 'Achterkant',
      'rear-right': 'Rechtsachter',
      right: 'Rechterkant',
      'front-right': 'Rechtsvoor',
      roof: 'Dak',
      windscreen: 'Voorruit',
      wheels: 'Wielen en banden',
      interior: 'Interieur',
    },
    kinds: {
      scratch: 'Kras',
      dent: 'Deuk',
      crack: 'Barst',
      chip: 'Steenslag',
      tyre: 'Bandenschade',
      interior: 'Schade aan het interieur',
      other: 'Andere schade',
    },
  },
};

export default strings;
