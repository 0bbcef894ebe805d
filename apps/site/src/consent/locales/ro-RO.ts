// The consent banner's strings in ro-RO.
import type { ConsentStrings } from './en-US.ts';

const roRO: ConsentStrings = {
  title: 'Cookie-uri și confidențialitate',
  intro:
    'Folosim cookie-uri esențiale pentru ca acest site să funcționeze. Cu acordul dvs., folosim și cookie-uri de performanță și instrumente de urmărire pentru a măsura și îmbunătăți serviciile noastre. Vă puteți modifica oricând alegerea din „Gestionează cookie-urile”, în partea de jos a paginii.',
  acceptAll: 'Acceptă toate',
  limitedUse: 'Utilizare limitată',
  settings: 'Setări',
  privacy: 'Politica de confidențialitate',
  imprint: 'Date despre companie',
  settingsTitle: 'Setări cookie-uri',
  settingsIntro: 'Alegeți ce categorii putem folosi. Cookie-urile esențiale sunt mereu active.',
  categories: 'Categorii',
  essential: 'Esențiale',
  essentialText: 'Necesare pentru funcționarea site-ului: limbă, securitate și rezervarea dvs. Mereu active.',
  alwaysOn: 'Mereu active',
  performance: 'Performanță',
  performanceText:
    'Statistici și urmărire care ne ajută să înțelegem cum este folosit site-ul și să îl îmbunătățim.',
  save: 'Salvează setările',
  back: 'Înapoi',
};
export default roRO;
