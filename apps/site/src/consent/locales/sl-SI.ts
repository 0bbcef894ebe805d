// The consent banner's strings in sl-SI.
import type { ConsentStrings } from './en-US.ts';

const slSI: ConsentStrings = {
  title: 'Piškotki in zasebnost',
  intro:
    'Uporabljamo nujne piškotke, da to spletno mesto deluje. Z vašo privolitvijo uporabljamo tudi piškotke za merjenje učinkovitosti in sledenje, s katerimi merimo in izboljšujemo našo storitev. Svojo izbiro lahko kadar koli spremenite s povezavo »Upravljanje piškotkov« na dnu strani.',
  acceptAll: 'Sprejmi vse',
  limitedUse: 'Omejena uporaba',
  settings: 'Nastavitve',
  privacy: 'Pravilnik o zasebnosti',
  imprint: 'Impresum',
  settingsTitle: 'Nastavitve piškotkov',
  settingsIntro: 'Izberite, katere kategorije smemo uporabljati. Nujni piškotki so vedno vklopljeni.',
  categories: 'Kategorije',
  essential: 'Nujni',
  essentialText:
    'Potrebni za delovanje spletnega mesta: jezik, varnost in vaša rezervacija. Vedno vklopljeni.',
  alwaysOn: 'Vedno vklopljeno',
  performance: 'Učinkovitost',
  performanceText:
    'Statistika in sledenje, ki nam pomagata razumeti, kako se spletno mesto uporablja, in ga izboljšati.',
  save: 'Shrani nastavitve',
  back: 'Nazaj',
};
export default slSI;
