// The consent banner's strings in sv-SE.
import type { ConsentStrings } from './en-US.ts';

const svSE: ConsentStrings = {
  title: 'Cookies och integritet',
  intro:
    'Vi använder nödvändiga cookies för att webbplatsen ska fungera. Med ditt samtycke använder vi också prestandacookies och spårning för att mäta och förbättra vår tjänst. Du kan ändra ditt val när som helst under ”Hantera cookies” längst ned på sidan.',
  acceptAll: 'Godkänn alla',
  limitedUse: 'Begränsad användning',
  settings: 'Inställningar',
  privacy: 'Integritetspolicy',
  imprint: 'Om företaget',
  settingsTitle: 'Cookieinställningar',
  settingsIntro: 'Välj vilka kategorier vi får använda. Nödvändiga cookies är alltid aktiva.',
  categories: 'Kategorier',
  essential: 'Nödvändiga',
  essentialText: 'Behövs för att webbplatsen ska fungera: språk, säkerhet och din bokning. Alltid aktiva.',
  alwaysOn: 'Alltid aktiva',
  performance: 'Prestanda',
  performanceText:
    'Statistik och spårning som hjälper oss att förstå hur webbplatsen används och att göra den bättre.',
  save: 'Spara inställningar',
  back: 'Tillbaka',
};
export default svSE;
