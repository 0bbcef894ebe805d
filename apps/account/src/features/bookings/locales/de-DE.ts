import type { RentalStrings } from './en-US.ts';

const strings: RentalStrings = {
  rental: {
    checkIn: 'Online einchecken',
    checkedIn: 'Eingecheckt · Abholcode anzeigen',
    returnWithApp: 'Mit der App zurückgeben',
    damagesTitle: 'Schäden',
    damageTitle: '{{area}}: {{kind}}',
    state: 'Stand',
    reportedOn: 'Gemeldet am',
    cost: 'Kosten',
    explanation: 'Erläuterung',
    states: { reported: 'Gemeldet', assessed: 'Begutachtet', settled: 'Abgeschlossen' },
    areas: {
      front: 'Vorne',
      'front-left': 'Vorne links',
      left: 'Linke Seite',
      'rear-left': 'Hinten links',
      rear: 'Hinten',
      'rear-right': 'Hinten rechts',
      right: 'Rechte Seite',
      'front-right': 'Vorne rechts',
      roof: 'Dach',
      windscreen: 'Windschutzscheibe',
      wheels: 'Räder und Reifen',
      interior: 'Innenraum',
    },
    kinds: {
      scratch: 'Kratzer',
      dent: 'Delle',
      crack: 'Riss',
      chip: 'Steinschlag',
      tyre: 'Reifenschaden',
      interior: 'Schaden im Innenraum',
      other: 'Anderer Schaden',
    },
  },
};

export default strings;
