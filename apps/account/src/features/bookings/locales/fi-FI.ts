import type { RentalStrings } from './en-US.ts';

const strings: RentalStrings = {
  rental: {
    checkIn: 'Tee lähtöselvitys verkossa',
    checkedIn: 'Lähtöselvitys tehty · näytä noutokoodi',
    returnWithApp: 'Palauta sovelluksella',
    damagesTitle: 'Vauriot',
    damageTitle: '{{area}}: {{kind}}',
    state: 'Tila',
    reportedOn: 'Ilmoitettu',
    cost: 'Kustannus',
    explanation: 'Selitys',
    states: {
      reported: 'Ilmoitettu',
      assessed: 'Arvioitu',
      settled: 'Käsitelty',
    },
    areas: {
      front: 'Etuosa',
      'front-left': 'Vasen etukulma',
      left: 'Vasen kylki',
      'rear-left': 'Vasen takakulma',
      rear: 'Takaosa',
      'rear-right': 'Oikea takakulma',
      right: 'Oikea kylki',
      'front-right': 'Oikea etukulma',
      roof: 'Katto',
      windscreen: 'Tuulilasi',
      wheels: 'Pyörät ja renkaat',
      interior: 'Sisätilat',
    },
    kinds: {
      scratch: 'Naarmu',
      dent: 'Lommo',
      crack: 'Halkeama',
      chip: 'Kiveniskemä',
      tyre: 'Rengasvaurio',
      interior: 'Sisätilan vaurio',
      other: 'Muu vaurio',
    },
  },
};

export default strings;
