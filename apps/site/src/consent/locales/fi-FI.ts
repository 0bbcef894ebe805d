// The consent banner's strings in fi-FI.
import type { ConsentStrings } from './en-US.ts';

const fiFI: ConsentStrings = {
  title: 'Evästeet ja tietosuoja',
  intro:
    'Käytämme välttämättömiä evästeitä, jotta tämä sivusto toimii. Suostumuksellasi käytämme myös suorituskykyevästeitä ja seurantaa palvelumme mittaamiseen ja parantamiseen. Voit muuttaa valintaasi milloin tahansa sivun alareunasta kohdasta ”Hallitse evästeitä”.',
  acceptAll: 'Hyväksy kaikki',
  limitedUse: 'Rajoitettu käyttö',
  settings: 'Asetukset',
  privacy: 'Tietosuojaseloste',
  imprint: 'Yritystiedot',
  settingsTitle: 'Evästeasetukset',
  settingsIntro: 'Valitse, mitä luokkia saamme käyttää. Välttämättömät evästeet ovat aina käytössä.',
  categories: 'Luokat',
  essential: 'Välttämättömät',
  essentialText: 'Tarvitaan sivuston toimintaan: kieli, tietoturva ja varauksesi. Aina käytössä.',
  alwaysOn: 'Aina käytössä',
  performance: 'Suorituskyky',
  performanceText:
    'Tilastot ja seuranta, joiden avulla ymmärrämme, miten sivustoa käytetään, ja voimme parantaa sitä.',
  save: 'Tallenna asetukset',
  back: 'Takaisin',
};
export default fiFI;
