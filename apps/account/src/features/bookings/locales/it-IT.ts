import type { RentalStrings } from './en-US.ts';

const strings: RentalStrings = {
  rental: {
    checkIn: 'Fai il check-in online',
    checkedIn: 'Check-in fatto · mostra il codice di ritiro',
    returnWithApp: 'Riconsegna con l’app',
    damagesTitle: 'Danni',
    damageTitle: '{{area}}: {{kind}}',
    state: 'Stato',
    reportedOn: 'Segnalato il',
    cost: 'Costo',
    explanation: 'Spiegazione',
    states: {
      reported: 'Segnalato',
      assessed: 'Valutato',
      settled: 'Chiuso',
    },
    areas: {
      front: 'Anteriore',
      'front-left': 'Anteriore sinistro',
      left: 'Lato sinistro',
      'rear-left': 'Posteriore sinistro',
      rear: 'Posteriore',
      'rear-right': 'Posteriore destro',
      right: 'Lato destro',
      'front-right': 'Anteriore destro',
      roof: 'Tetto',
      windscreen: 'Parabrezza',
      wheels: 'Ruote e pneumatici',
      interior: 'Interni',
    },
    kinds: {
      scratch: 'Graffio',
      dent: 'Ammaccatura',
      crack: 'Crepa',
      chip: 'Scheggiatura da sasso',
      tyre: 'Danno allo pneumatico',
      interior: 'Danno agli interni',
      other: 'Altro danno',
    },
  },
};

export default strings;
