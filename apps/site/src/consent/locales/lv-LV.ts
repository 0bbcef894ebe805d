// The consent banner's strings in lv-LV.
import type { ConsentStrings } from './en-US.ts';

const lvLV: ConsentStrings = {
  title: 'Sīkdatnes un privātums',
  intro:
    'Mēs izmantojam nepieciešamās sīkdatnes, lai šī vietne darbotos. Ar jūsu piekrišanu mēs izmantojam arī veiktspējas sīkdatnes un izsekošanu, lai novērtētu un uzlabotu savu pakalpojumu. Savu izvēli varat jebkurā laikā mainīt lapas apakšā sadaļā „Pārvaldīt sīkdatnes“.',
  acceptAll: 'Pieņemt visas',
  limitedUse: 'Ierobežota izmantošana',
  settings: 'Iestatījumi',
  privacy: 'Privātuma politika',
  imprint: 'Uzņēmuma informācija',
  settingsTitle: 'Sīkdatņu iestatījumi',
  settingsIntro:
    'Izvēlieties, kuras kategorijas mēs drīkstam izmantot. Nepieciešamās sīkdatnes ir vienmēr ieslēgtas.',
  categories: 'Kategorijas',
  essential: 'Nepieciešamās',
  essentialText: 'Vajadzīgas vietnes darbībai: valodai, drošībai un jūsu rezervācijai. Vienmēr ieslēgtas.',
  alwaysOn: 'Vienmēr ieslēgtas',
  performance: 'Veiktspēja',
  performanceText:
    'Statistika un izsekošana, kas palīdz mums saprast, kā vietne tiek izmantota, un to uzlabot.',
  save: 'Saglabāt iestatījumus',
  back: 'Atpakaļ',
};
export default lvLV;
