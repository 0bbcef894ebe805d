// The shell namespace in sv-SE: Swedish for Sweden.
import type { ShellStrings } from '../en-US/shell.ts';

const shell: ShellStrings = {
  notFound: {
    title: 'Sidan hittades inte',
    body: 'Sidan du letar efter finns inte eller har tagits bort.',
    linksHeading: 'De här sidorna kan hjälpa dig',
    branches: 'Hitta ett kontor',
    fleet: 'Vår bilflotta',
    home: 'Tillbaka till startsidan',
  },
  error: {
    title: 'Något gick fel',
    body: 'Vi har tekniska problem just nu. Försök igen senare.',
    retry: 'Försök igen',
    home: 'Tillbaka till startsidan',
  },
  offline: {
    title: 'Du är offline',
    body: 'Kontrollera din internetanslutning och försök sedan igen.',
  },
  languageSwitcher: {
    label: 'Språk',
    current: 'Aktuellt språk: {{language}}',
    external: 'öppnar den regionala webbplatsen',
  },
  common: {
    skipToContent: 'Hoppa till huvudinnehållet',
    menu: 'Meny',
    openMenu: 'Öppna menyn',
    closeMenu: 'Stäng menyn',
    close: 'Stäng',
    loading: 'Laddar…',
    signIn: 'Logga in',
    myAccount: 'Mitt konto',
    home: 'Start',
    footer: 'Sidfot',
    mainNavigation: 'Huvudnavigering',
    opensInNewWindow: 'öppnas i ett nytt fönster',
    sites: 'Alla webbplatser',
    pageTitleSuffix: '{{brand}}',
    /** Shown in a container whose app could not be loaded or mounted (the host's fallback). */
    appFailed: 'Den här delen av sidan kunde inte laddas. Ladda om sidan.',
    appUnavailable: 'Den här delen av sidan kunde inte laddas. Försök igen senare.',
    newsBanner: 'Nyheter',
  },
};

export default shell;
