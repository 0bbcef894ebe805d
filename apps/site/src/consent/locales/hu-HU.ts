// The consent banner's strings in hu-HU.
import type { ConsentStrings } from './en-US.ts';

const huHU: ConsentStrings = {
  title: 'Sütik és adatvédelem',
  intro:
    'Az oldal működéséhez szükséges sütiket használunk. Az Ön hozzájárulásával teljesítménysütiket és követést is alkalmazunk, hogy mérjük és fejlesszük szolgáltatásunkat. Döntését bármikor módosíthatja az oldal alján, a „Sütik kezelése” menüpontban.',
  acceptAll: 'Az összes elfogadása',
  limitedUse: 'Korlátozott használat',
  settings: 'Beállítások',
  privacy: 'Adatvédelmi tájékoztató',
  imprint: 'Impresszum',
  settingsTitle: 'Sütibeállítások',
  settingsIntro:
    'Válassza ki, mely kategóriákat használhatjuk. A szükséges sütik mindig be vannak kapcsolva.',
  categories: 'Kategóriák',
  essential: 'Szükséges',
  essentialText: 'Az oldal működéséhez kellenek: nyelv, biztonság és az Ön foglalása. Mindig bekapcsolva.',
  alwaysOn: 'Mindig bekapcsolva',
  performance: 'Teljesítmény',
  performanceText:
    'Statisztikák és követés, amelyek segítenek megérteni, hogyan használják az oldalt, és jobbá tenni azt.',
  save: 'Beállítások mentése',
  back: 'Vissza',
};
export default huHU;
