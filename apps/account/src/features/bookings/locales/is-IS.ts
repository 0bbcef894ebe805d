import type { RentalStrings } from './en-US.ts';

const strings: RentalStrings = {
  rental: {
    checkIn: 'Innrita á netinu',
    checkedIn: 'Innritun lokið · sýna afhendingarkóða',
    returnWithApp: 'Skila með appinu',
    damagesTitle: 'Tjón',
    damageTitle: '{{area}}: {{kind}}',
    state: 'Staða',
    reportedOn: 'Tilkynnt',
    cost: 'Kostnaður',
    explanation: 'Skýring',
    states: {
      reported: 'Tilkynnt',
      assessed: 'Metið',
      settled: 'Lokið',
    },
    areas: {
      front: 'Framhlið',
      'front-left': 'Vinstra megin að framan',
      left: 'Vinstri hlið',
      'rear-left': 'Vinstra megin að aftan',
      rear: 'Afturhlið',
      'rear-right': 'Hægra megin að aftan',
      right: 'Hægri hlið',
      'front-right': 'Hægra megin að framan',
      roof: 'Þak',
      windscreen: 'Framrúða',
      wheels: 'Hjól og dekk',
      interior: 'Innrými',
    },
    kinds: {
      scratch: 'Rispa',
      dent: 'Dæld',
      crack: 'Sprunga',
      chip: 'Steinkast',
      tyre: 'Dekkjaskemmd',
      interior: 'Skemmd í innrými',
      other: 'Annað tjón',
    },
  },
};

export default strings;
