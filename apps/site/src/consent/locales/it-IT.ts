// The consent banner's strings in it-IT.
import type { ConsentStrings } from './en-US.ts';

const itIT: ConsentStrings = {
  title: 'Cookie e privacy',
  intro:
    'Utilizziamo cookie essenziali per il funzionamento di questo sito. Con il tuo consenso utilizziamo anche cookie di prestazione e di tracciamento per misurare e migliorare il nostro servizio. Puoi modificare la tua scelta in qualsiasi momento da "Gestisci cookie" in fondo alla pagina.',
  acceptAll: 'Accetta tutti',
  limitedUse: 'Uso limitato',
  settings: 'Impostazioni',
  privacy: 'Informativa sulla privacy',
  imprint: 'Note legali',
  settingsTitle: 'Impostazioni dei cookie',
  settingsIntro: 'Scegli quali categorie possiamo usare. I cookie essenziali sono sempre attivi.',
  categories: 'Categorie',
  essential: 'Essenziali',
  essentialText:
    'Necessari al funzionamento del sito: lingua, sicurezza e la tua prenotazione. Sempre attivi.',
  alwaysOn: 'Sempre attivi',
  performance: 'Prestazioni',
  performanceText:
    'Statistiche e tracciamento che ci aiutano a capire come viene usato il sito e a migliorarlo.',
  save: 'Salva impostazioni',
  back: 'Indietro',
};
export default itIT;
