import type { RentalStrings } from './en-US.ts';

const strings: RentalStrings = {
  rental: {
    checkIn: 'Online utasfelvétel',
    checkedIn: 'Utasfelvétel kész · átvételi kód megjelenítése',
    returnWithApp: 'Visszaadás az alkalmazással',
    damagesTitle: 'Sérülések',
    damageTitle: '{{area}}: {{kind}}',
    state: 'Állapot',
    reportedOn: 'Bejelentve',
    cost: 'Költség',
    explanation: 'Magyarázat',
    states: {
      reported: 'Bejelentve',
      assessed: 'Felmérve',
      settled: 'Lezárva',
    },
    areas: {
      front: 'Eleje',
      'front-left': 'Bal eleje',
      left: 'Bal oldal',
      'rear-left': 'Bal hátulja',
      rear: 'Hátulja',
      'rear-right': 'Jobb hátulja',
      right: 'Jobb oldal',
      'front-right': 'Jobb eleje',
      roof: 'Tető',
      windscreen: 'Szélvédő',
      wheels: 'Kerekek és gumiabroncsok',
      interior: 'Utastér',
    },
    kinds: {
      scratch: 'Karcolás',
      dent: 'Horpadás',
      crack: 'Repedés',
      chip: 'Kőfelverődés',
      tyre: 'Gumiabroncs-sérülés',
      interior: 'Utastér sérülése',
      other: 'Egyéb sérülés',
    },
  },
};

export default strings;
