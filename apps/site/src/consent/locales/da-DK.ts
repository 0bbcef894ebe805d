// The consent banner's strings in da-DK.
import type { ConsentStrings } from './en-US.ts';

const daDK: ConsentStrings = {
  title: 'Cookies og privatliv',
  intro:
    'Vi bruger nødvendige cookies, så dette website fungerer. Med dit samtykke bruger vi også statistikcookies og sporing til at måle og forbedre vores service. Du kan til enhver tid ændre dit valg under »Administrer cookies« nederst på siden.',
  acceptAll: 'Accepter alle',
  limitedUse: 'Begrænset brug',
  settings: 'Indstillinger',
  privacy: 'Privatlivspolitik',
  imprint: 'Kolofon',
  settingsTitle: 'Cookieindstillinger',
  settingsIntro: 'Vælg, hvilke kategorier vi må bruge. Nødvendige cookies er altid slået til.',
  categories: 'Kategorier',
  essential: 'Nødvendige',
  essentialText: 'Nødvendige for, at websitet fungerer: sprog, sikkerhed og din booking. Altid slået til.',
  alwaysOn: 'Altid slået til',
  performance: 'Statistik',
  performanceText:
    'Statistik og sporing, der hjælper os med at forstå, hvordan websitet bruges, og gøre det bedre.',
  save: 'Gem indstillinger',
  back: 'Tilbage',
};
export default daDK;
