// The shell namespace in is-IS: Icelandic for Iceland.
import type { ShellStrings } from '../en-US/shell.ts';

const shell: ShellStrings = {
  notFound: {
    title: 'Síðan fannst ekki',
    body: 'Síðan sem þú leitar að er ekki til eða hefur verið fjarlægð.',
    linksHeading: 'Þessar síður gætu hjálpað þér',
    branches: 'Finna afgreiðslustað',
    fleet: 'Bílaflotinn okkar',
    home: 'Aftur á forsíðuna',
  },
  error: {
    title: 'Eitthvað fór úrskeiðis',
    body: 'Við glímum við tæknileg vandamál í augnablikinu. Reyndu aftur síðar.',
    retry: 'Reyna aftur',
    home: 'Aftur á forsíðuna',
  },
  offline: {
    title: 'Engin nettenging',
    body: 'Athugaðu nettenginguna og reyndu svo aftur.',
  },
  languageSwitcher: {
    label: 'Tungumál',
    current: 'Núverandi tungumál: {{language}}',
    external: 'opnar vef annars svæðis',
  },
  common: {
    skipToContent: 'Fara beint í meginmál',
    menu: 'Valmynd',
    openMenu: 'Opna valmynd',
    closeMenu: 'Loka valmynd',
    close: 'Loka',
    loading: 'Hleður…',
    signIn: 'Skrá inn',
    myAccount: 'Mínar síður',
    home: 'Forsíða',
    footer: 'Síðufótur',
    mainNavigation: 'Aðalvalmynd',
    opensInNewWindow: 'opnast í nýjum glugga',
    sites: 'Allir vefir',
    pageTitleSuffix: '{{brand}}',
    /** Shown in a container whose app could not be loaded or mounted (the host's fallback). */
    appFailed: 'Ekki tókst að hlaða þessum hluta síðunnar. Hladdu síðunni inn aftur.',
    appUnavailable: 'Ekki tókst að hlaða þessum hluta síðunnar. Reyndu aftur síðar.',
    newsBanner: 'Fréttir',
  },
};

export default shell;
