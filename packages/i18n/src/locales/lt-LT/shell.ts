// The shell namespace in lt-LT: Lithuanian for Lithuania.
import type { ShellStrings } from '../en-US/shell.ts';

const shell: ShellStrings = {
  notFound: {
    title: 'Puslapis nerastas',
    body: 'Puslapio, kurio ieškote, nėra arba jis buvo pašalintas.',
    linksHeading: 'Šie puslapiai gali jums padėti',
    branches: 'Rasti skyrių',
    fleet: 'Mūsų automobilių parkas',
    home: 'Grįžti į pradžios puslapį',
  },
  error: {
    title: 'Kažkas nepavyko',
    body: 'Šiuo metu turime techninių nesklandumų. Bandykite dar kartą vėliau.',
    retry: 'Bandyti dar kartą',
    home: 'Grįžti į pradžios puslapį',
  },
  offline: {
    title: 'Nėra interneto ryšio',
    body: 'Patikrinkite interneto ryšį ir bandykite dar kartą.',
  },
  languageSwitcher: {
    label: 'Kalba',
    current: 'Dabartinė kalba: {{language}}',
    external: 'atidaroma regioninė svetainė',
  },
  common: {
    skipToContent: 'Pereiti prie pagrindinio turinio',
    menu: 'Meniu',
    openMenu: 'Atidaryti meniu',
    closeMenu: 'Uždaryti meniu',
    close: 'Uždaryti',
    loading: 'Įkeliama…',
    signIn: 'Prisijungti',
    myAccount: 'Mano paskyra',
    home: 'Pradžia',
    footer: 'Poraštė',
    mainNavigation: 'Pagrindinė navigacija',
    opensInNewWindow: 'atidaroma naujame lange',
    sites: 'Visos svetainės',
    pageTitleSuffix: '{{brand}}',
    /** Shown in a container whose app could not be loaded or mounted (the host's fallback). */
    appFailed: 'Šios puslapio dalies nepavyko įkelti. Įkelkite puslapį iš naujo.',
    appUnavailable: 'Šios puslapio dalies nepavyko įkelti. Bandykite dar kartą vėliau.',
    newsBanner: 'Naujienos',
  },
};

export default shell;
