// The shell namespace in it-IT: Italian for Italy and the default for other Italian-speaking locales.
import type { ShellStrings } from '../en-US/shell.ts';

const shell: ShellStrings = {
  notFound: {
    title: 'Pagina non trovata',
    body: 'La pagina che cerchi non esiste o è stata rimossa.',
    linksHeading: 'Queste pagine potrebbero esserti utili',
    branches: 'Trova una filiale',
    fleet: 'La nostra flotta',
    home: 'Torna alla home page',
  },
  error: {
    title: 'Si è verificato un errore',
    body: 'Al momento stiamo riscontrando problemi tecnici. Riprova più tardi.',
    retry: 'Riprova',
    home: 'Torna alla home page',
  },
  offline: {
    title: 'Sei offline',
    body: 'Controlla la connessione a Internet e riprova.',
  },
  languageSwitcher: {
    label: 'Lingua',
    current: 'Lingua attuale: {{language}}',
    external: 'apre il sito regionale',
  },
  common: {
    skipToContent: 'Vai al contenuto principale',
    menu: 'Menu',
    openMenu: 'Apri il menu',
    closeMenu: 'Chiudi il menu',
    close: 'Chiudi',
    loading: 'Caricamento…',
    signIn: 'Accedi',
    myAccount: 'Il mio account',
    home: 'Home',
    footer: 'Piè di pagina',
    mainNavigation: 'Navigazione principale',
    opensInNewWindow: 'si apre in una nuova finestra',
    sites: 'Tutti i siti',
    pageTitleSuffix: '{{brand}}',
    /** Shown in a container whose app could not be loaded or mounted (the host's fallback). */
    appFailed: 'Non è stato possibile caricare questa parte della pagina. Ricarica la pagina.',
    appUnavailable: 'Non è stato possibile caricare questa parte della pagina. Riprova più tardi.',
    newsBanner: 'Novità',
  },
};

export default shell;
