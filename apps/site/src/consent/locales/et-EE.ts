// The consent banner's strings in et-EE.
import type { ConsentStrings } from './en-US.ts';

const etEE: ConsentStrings = {
  title: 'Küpsised ja privaatsus',
  intro:
    'Kasutame hädavajalikke küpsiseid, et see veebileht töötaks. Sinu nõusolekul kasutame ka jõudlusküpsiseid ja jälgimist, et oma teenust mõõta ja paremaks muuta. Saad oma valikut igal ajal muuta lehe allosas valiku „Halda küpsiseid“ all.',
  acceptAll: 'Nõustu kõigiga',
  limitedUse: 'Piiratud kasutus',
  settings: 'Seaded',
  privacy: 'Privaatsuspoliitika',
  imprint: 'Ettevõtte andmed',
  settingsTitle: 'Küpsiste seaded',
  settingsIntro: 'Vali, milliseid kategooriaid võime kasutada. Hädavajalikud küpsised on alati sees.',
  categories: 'Kategooriad',
  essential: 'Hädavajalikud',
  essentialText: 'Vajalikud veebilehe toimimiseks: keel, turvalisus ja sinu broneering. Alati sees.',
  alwaysOn: 'Alati sees',
  performance: 'Jõudlus',
  performanceText:
    'Statistika ja jälgimine, mis aitavad meil mõista, kuidas veebilehte kasutatakse, ja seda paremaks muuta.',
  save: 'Salvesta seaded',
  back: 'Tagasi',
};
export default etEE;
