// The shell namespace in nb-NO: Norwegian Bokmål for Norway.
import type { ShellStrings } from '../en-US/shell.ts';

const shell: ShellStrings = {
  notFound: {
    title: 'Fant ikke siden',
    body: 'Siden du leter etter, finnes ikke eller er fjernet.',
    linksHeading: 'Disse sidene kan kanskje hjelpe deg',
    branches: 'Finn et kontor',
    fleet: 'Vår bilpark',
    home: 'Tilbake til forsiden',
  },
  error: {
    title: 'Noe gikk galt',
    body: 'Vi har tekniske problemer akkurat nå. Prøv igjen senere.',
    retry: 'Prøv igjen',
    home: 'Tilbake til forsiden',
  },
  offline: {
    title: 'Du er frakoblet',
    body: 'Sjekk internettforbindelsen din, og prøv igjen.',
  },
  languageSwitcher: {
    label: 'Språk',
    current: 'Gjeldende språk: {{language}}',
    external: 'åpner det regionale nettstedet',
  },
  common: {
    skipToContent: 'Gå til hovedinnholdet',
    menu: 'Meny',
    openMenu: 'Åpne menyen',
    closeMenu: 'Lukk menyen',
    close: 'Lukk',
    loading: 'Laster inn …',
    signIn: 'Logg inn',
    myAccount: 'Min konto',
    home: 'Forside',
    footer: 'Bunntekst',
    mainNavigation: 'Hovednavigasjon',
    opensInNewWindow: 'åpnes i et nytt vindu',
    sites: 'Alle nettsteder',
    pageTitleSuffix: '{{brand}}',
    /** Shown in a container whose app could not be loaded or mounted (the host's fallback). */
    appFailed: 'Denne delen av siden kunne ikke lastes inn. Last inn siden på nytt.',
    appUnavailable: 'Denne delen av siden kunne ikke lastes inn. Prøv igjen senere.',
    newsBanner: 'Nyheter',
  },
};

export default shell;
