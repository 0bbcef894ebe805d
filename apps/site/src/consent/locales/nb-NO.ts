// The consent banner's strings in nb-NO.
import type { ConsentStrings } from './en-US.ts';

const nbNO: ConsentStrings = {
  title: 'Informasjonskapsler og personvern',
  intro:
    'Vi bruker nødvendige informasjonskapsler for at nettstedet skal fungere. Med ditt samtykke bruker vi også informasjonskapsler for statistikk og sporing for å måle og forbedre tjenesten vår. Du kan når som helst endre valget ditt under «Administrer informasjonskapsler» nederst på siden.',
  acceptAll: 'Godta alle',
  limitedUse: 'Begrenset bruk',
  settings: 'Innstillinger',
  privacy: 'Personvernerklæring',
  imprint: 'Om oss',
  settingsTitle: 'Innstillinger for informasjonskapsler',
  settingsIntro: 'Velg hvilke kategorier vi kan bruke. Nødvendige informasjonskapsler er alltid på.',
  categories: 'Kategorier',
  essential: 'Nødvendige',
  essentialText: 'Trengs for at nettstedet skal fungere: språk, sikkerhet og bestillingen din. Alltid på.',
  alwaysOn: 'Alltid på',
  performance: 'Statistikk',
  performanceText:
    'Statistikk og sporing som hjelper oss å forstå hvordan nettstedet brukes, og å gjøre det bedre.',
  save: 'Lagre innstillingene',
  back: 'Tilbake',
};
export default nbNO;
