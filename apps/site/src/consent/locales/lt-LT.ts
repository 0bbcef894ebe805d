// The consent banner's strings in lt-LT.
import type { ConsentStrings } from './en-US.ts';

const ltLT: ConsentStrings = {
  title: 'Slapukai ir privatumas',
  intro:
    'Naudojame būtinuosius slapukus, kad ši svetainė veiktų. Gavę jūsų sutikimą, taip pat naudojame našumo slapukus ir stebėjimą, kad galėtume vertinti ir tobulinti savo paslaugas. Savo pasirinkimą bet kada galite pakeisti puslapio apačioje, skiltyje „Tvarkyti slapukus“.',
  acceptAll: 'Priimti visus',
  limitedUse: 'Ribotas naudojimas',
  settings: 'Nustatymai',
  privacy: 'Privatumo politika',
  imprint: 'Įmonės duomenys',
  settingsTitle: 'Slapukų nustatymai',
  settingsIntro: 'Pasirinkite, kurias kategorijas galime naudoti. Būtinieji slapukai visada įjungti.',
  categories: 'Kategorijos',
  essential: 'Būtinieji',
  essentialText: 'Reikalingi svetainės veikimui: kalbai, saugumui ir jūsų rezervacijai. Visada įjungti.',
  alwaysOn: 'Visada įjungta',
  performance: 'Našumas',
  performanceText:
    'Statistika ir stebėjimas, padedantys mums suprasti, kaip naudojamasi svetaine, ir ją tobulinti.',
  save: 'Išsaugoti nustatymus',
  back: 'Atgal',
};
export default ltLT;
