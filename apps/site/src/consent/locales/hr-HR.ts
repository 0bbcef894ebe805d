// The consent banner's strings in hr-HR.
import type { ConsentStrings } from './en-US.ts';

const hrHR: ConsentStrings = {
  title: 'Kolačići i privatnost',
  intro:
    'Koristimo nužne kolačiće kako bi ova web-stranica radila. Uz vašu privolu koristimo i kolačiće za performanse te praćenje kako bismo mjerili i poboljšavali našu uslugu. Svoj izbor možete promijeniti u bilo kojem trenutku putem poveznice „Upravljanje kolačićima“ na dnu stranice.',
  acceptAll: 'Prihvati sve',
  limitedUse: 'Ograničena upotreba',
  settings: 'Postavke',
  privacy: 'Pravila privatnosti',
  imprint: 'Impressum',
  settingsTitle: 'Postavke kolačića',
  settingsIntro: 'Odaberite koje kategorije smijemo koristiti. Nužni kolačići uvijek su uključeni.',
  categories: 'Kategorije',
  essential: 'Nužni',
  essentialText: 'Potrebni za rad web-stranice: jezik, sigurnost i vaša rezervacija. Uvijek uključeni.',
  alwaysOn: 'Uvijek uključeno',
  performance: 'Performanse',
  performanceText:
    'Statistika i praćenje koji nam pomažu razumjeti kako se web-stranica koristi i poboljšati je.',
  save: 'Spremi postavke',
  back: 'Natrag',
};
export default hrHR;
