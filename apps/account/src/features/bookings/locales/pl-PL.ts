import type { RentalStrings } from './en-US.ts';

const strings: RentalStrings = {
  rental: {
    checkIn: 'Odpraw się online',
    checkedIn: 'Odprawa zakończona · pokaż kod odbioru',
    returnWithApp: 'Zwróć w aplikacji',
    damagesTitle: 'Uszkodzenia',
    damageTitle: '{{area}}: {{kind}}',
    state: 'Stan',
    reportedOn: 'Zgłoszono',
    cost: 'Koszt',
    explanation: 'Wyjaśnienie',
    states: {
      reported: 'Zgłoszone',
      assessed: 'Wycenione',
      settled: 'Rozliczone',
    },
    areas: {
      front: 'Przód',
      'front-left': 'Lewy przód',
      left: 'Lewy bok',
      'rear-left': 'Lewy tył',
      rear: 'Tył',
      'rear-right': 'Prawy tył',
      right: 'Prawy bok',
      'front-right': 'Prawy przód',
      roof: 'Dach',
      windscreen: 'Przednia szyba',
      wheels: 'Koła i opony',
      interior: 'Wnętrze',
    },
    kinds: {
      scratch: 'Zarysowanie',
      dent: 'Wgniecenie',
      crack: 'Pęknięcie',
      chip: 'Odprysk od kamienia',
      tyre: 'Uszkodzenie opony',
      interior: 'Uszkodzenie wnętrza',
      other: 'Inne uszkodzenie',
    },
  },
};

export default strings;
