import type { RentalStrings } from './en-US.ts';

const strings: RentalStrings = {
  rental: {
    checkIn: 'Enregistrement en ligne',
    checkedIn: 'Enregistré · afficher le code de retrait',
    returnWithApp: 'Restituer avec l’application',
    damagesTitle: 'Dommages',
    damageTitle: '{{area}} : {{kind}}',
    state: 'État',
    reportedOn: 'Signalé le',
    cost: 'Coût',
    explanation: 'Explication',
    states: {
      reported: 'Signalé',
      assessed: 'Évalué',
      settled: 'Clôturé',
    },
    areas: {
      front: 'Avant',
      'front-left': 'Avant gauche',
      left: 'Côté gauche',
      'rear-left': 'Arrière gauche',
      rear: 'Arrière',
      'rear-right': 'Arrière droit',
      right: 'Côté droit',
      'front-right': 'Avant droit',
      roof: 'Toit',
      windscreen: 'Pare-brise',
      wheels: 'Roues et pneus',
      interior: 'Habitacle',
    },
    kinds: {
      scratch: 'Rayure',
      dent: 'Bosse',
      crack: 'Fissure',
      chip: 'Impact de gravillon',
      tyre: 'Dommage au pneu',
      interior: 'Dommage à l’habitacle',
      other: 'Autre dommage',
    },
  },
};

export default strings;
