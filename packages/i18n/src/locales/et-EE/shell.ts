// The shell namespace in et-EE: Estonian for Estonia.
import type { ShellStrings } from '../en-US/shell.ts';

const shell: ShellStrings = {
  notFound: {
    title: 'Lehte ei leitud',
    body: 'Otsitavat lehte ei ole olemas või see on eemaldatud.',
    linksHeading: 'Need lehed võivad sind aidata',
    branches: 'Leia esindus',
    fleet: 'Meie autopark',
    home: 'Tagasi avalehele',
  },
  error: {
    title: 'Midagi läks valesti',
    body: 'Meil on praegu tehnilisi probleeme. Proovi hiljem uuesti.',
    retry: 'Proovi uuesti',
    home: 'Tagasi avalehele',
  },
  offline: {
    title: 'Internetiühendus puudub',
    body: 'Kontrolli internetiühendust ja proovi siis uuesti.',
  },
  languageSwitcher: {
    label: 'Keel',
    current: 'Praegune keel: {{language}}',
    external: 'avab piirkondliku veebilehe',
  },
  common: {
    skipToContent: 'Liigu põhisisu juurde',
    menu: 'Menüü',
    openMenu: 'Ava menüü',
    closeMenu: 'Sulge menüü',
    close: 'Sulge',
    loading: 'Laadimine…',
    signIn: 'Logi sisse',
    myAccount: 'Minu konto',
    home: 'Avaleht',
    footer: 'Jalus',
    mainNavigation: 'Peamenüü',
    opensInNewWindow: 'avaneb uues aknas',
    sites: 'Kõik veebilehed',
    pageTitleSuffix: '{{brand}}',
    /** Shown in a container whose app could not be loaded or mounted (the host's fallback). */
    appFailed: 'Seda lehe osa ei õnnestunud laadida. Laadi leht uuesti.',
    appUnavailable: 'Seda lehe osa ei õnnestunud laadida. Proovi hiljem uuesti.',
    newsBanner: 'Uudised',
  },
};

export default shell;
