// The shell namespace in nl-NL: Dutch for the Netherlands.
import type { ShellStrings } from '../en-US/shell.ts';

const shell: ShellStrings = {
  notFound: {
    title: 'Pagina niet gevonden',
    body: 'De pagina die u zoekt bestaat niet of is verwijderd.',
    linksHeading: 'Misschien helpen deze pagina’s u verder',
    branches: 'Vestiging zoeken',
    fleet: 'Ons wagenpark',
    home: 'Terug naar de homepage',
  },
  error: {
    title: 'Er is iets misgegaan',
    body: 'We hebben op dit moment technische problemen. Probeer het later opnieuw.',
    retry: 'Opnieuw proberen',
    home: 'Terug naar de homepage',
  },
  offline: {
    title: 'Je bent offline',
    body: 'Controleer je internetverbinding en probeer het daarna opnieuw.',
  },
  languageSwitcher: {
    label: 'Taal',
    current: 'Huidige taal: {{language}}',
    external: 'opent de regionale website',
  },
  common: {
    skipToContent: 'Direct naar de hoofdinhoud',
    menu: 'Menu',
    openMenu: 'Menu openen',
    closeMenu: 'Menu sluiten',
    close: 'Sluiten',
    loading: 'Bezig met laden…',
    signIn: 'Inloggen',
    myAccount: 'Mijn account',
    home: 'Home',
    footer: 'Voettekst',
    mainNavigation: 'Hoofdnavigatie',
    opensInNewWindow: 'opent in een nieuw venster',
    sites: 'Alle websites',
    pageTitleSuffix: '{{brand}}',
    /** Shown in a container whose app could not be loaded or mounted (the host's fallback). */
    appFailed: 'Dit deel van de pagina kon niet worden geladen. Laad de pagina opnieuw.',
    appUnavailable: 'Dit deel van de pagina kon niet worden geladen. Probeer het later opnieuw.',
    newsBanner: 'Nieuws',
  },
};

export default shell;
