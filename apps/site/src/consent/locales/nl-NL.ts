// The consent banner's strings in nl-NL.
import type { ConsentStrings } from './en-US.ts';

const nlNL: ConsentStrings = {
  title: 'Cookies en privacy',
  intro:
    'We gebruiken essentiële cookies zodat deze website werkt. Met je toestemming gebruiken we ook prestatiecookies en tracking om onze service te meten en te verbeteren. Je kunt je keuze altijd wijzigen via "Cookies beheren" onderaan de pagina.',
  acceptAll: 'Alles accepteren',
  limitedUse: 'Beperkt gebruik',
  settings: 'Instellingen',
  privacy: 'Privacybeleid',
  imprint: 'Colofon',
  settingsTitle: 'Cookie-instellingen',
  settingsIntro: 'Kies welke categorieën we mogen gebruiken. Essentiële cookies staan altijd aan.',
  categories: 'Categorieën',
  essential: 'Essentieel',
  essentialText: 'Nodig om de website te laten werken: taal, beveiliging en je boeking. Altijd aan.',
  alwaysOn: 'Altijd aan',
  performance: 'Prestaties',
  performanceText:
    'Statistieken en tracking waarmee we begrijpen hoe de website wordt gebruikt en die verbeteren.',
  save: 'Instellingen opslaan',
  back: 'Terug',
};
export default nlNL;
