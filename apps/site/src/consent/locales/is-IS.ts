// The consent banner's strings in is-IS.
import type { ConsentStrings } from './en-US.ts';

const isIS: ConsentStrings = {
  title: 'Vafrakökur og persónuvernd',
  intro:
    'Við notum nauðsynlegar vafrakökur svo að vefurinn virki. Með þínu samþykki notum við einnig afkastakökur og rakningu til að mæla og bæta þjónustuna okkar. Þú getur breytt vali þínu hvenær sem er undir „Stjórna vafrakökum“ neðst á síðunni.',
  acceptAll: 'Samþykkja allt',
  limitedUse: 'Takmörkuð notkun',
  settings: 'Stillingar',
  privacy: 'Persónuverndarstefna',
  imprint: 'Um fyrirtækið',
  settingsTitle: 'Stillingar vafrakaka',
  settingsIntro: 'Veldu hvaða flokka við megum nota. Nauðsynlegar vafrakökur eru alltaf virkar.',
  categories: 'Flokkar',
  essential: 'Nauðsynlegar',
  essentialText: 'Nauðsynlegar til að vefurinn virki: tungumál, öryggi og bókunin þín. Alltaf virkar.',
  alwaysOn: 'Alltaf virkar',
  performance: 'Afköst',
  performanceText:
    'Tölfræði og rakning sem hjálpa okkur að skilja hvernig vefurinn er notaður og að bæta hann.',
  save: 'Vista stillingar',
  back: 'Til baka',
};
export default isIS;
