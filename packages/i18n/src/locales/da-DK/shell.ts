// The shell namespace in da-DK: Danish for Denmark.
import type { ShellStrings } from '../en-US/shell.ts';

const shell: ShellStrings = {
  notFound: {
    title: 'Siden blev ikke fundet',
    body: 'Den side, du leder efter, findes ikke eller er blevet fjernet.',
    linksHeading: 'Disse sider kan måske hjælpe dig',
    branches: 'Find en afdeling',
    fleet: 'Vores bilpark',
    home: 'Tilbage til forsiden',
  },
  error: {
    title: 'Noget gik galt',
    body: 'Vi har tekniske problemer lige nu. Prøv igen senere.',
    retry: 'Prøv igen',
    home: 'Tilbage til forsiden',
  },
  offline: {
    title: 'Du er offline',
    body: 'Tjek din internetforbindelse, og prøv så igen.',
  },
  languageSwitcher: {
    label: 'Sprog',
    current: 'Nuværende sprog: {{language}}',
    external: 'åbner det regionale website',
  },
  common: {
    skipToContent: 'Gå til hovedindholdet',
    menu: 'Menu',
    openMenu: 'Åbn menuen',
    closeMenu: 'Luk menuen',
    close: 'Luk',
    loading: 'Indlæser…',
    signIn: 'Log ind',
    myAccount: 'Min konto',
    home: 'Forside',
    footer: 'Sidefod',
    mainNavigation: 'Hovednavigation',
    opensInNewWindow: 'åbner i et nyt vindue',
    sites: 'Alle websites',
    pageTitleSuffix: '{{brand}}',
    /** Shown in a container whose app could not be loaded or mounted (the host's fallback). */
    appFailed: 'Denne del af siden kunne ikke indlæses. Genindlæs siden.',
    appUnavailable: 'Denne del af siden kunne ikke indlæses. Prøv igen senere.',
    newsBanner: 'Nyheder',
  },
};

export default shell;
