// The shell namespace in lv-LV: Latvian for Latvia.
import type { ShellStrings } from '../en-US/shell.ts';

const shell: ShellStrings = {
  notFound: {
    title: 'Lapa nav atrasta',
    body: 'Meklētā lapa neeksistē vai ir izņemta.',
    linksHeading: 'Šīs lapas jums varētu noderēt',
    branches: 'Atrast filiāli',
    fleet: 'Mūsu autoparks',
    home: 'Atpakaļ uz sākumlapu',
  },
  error: {
    title: 'Radās kļūda',
    body: 'Mums pašlaik ir tehniskas problēmas. Lūdzu, mēģiniet vēlreiz vēlāk.',
    retry: 'Mēģināt vēlreiz',
    home: 'Atpakaļ uz sākumlapu',
  },
  offline: {
    title: 'Jūs esat bezsaistē',
    body: 'Pārbaudiet interneta savienojumu un mēģiniet vēlreiz.',
  },
  languageSwitcher: {
    label: 'Valoda',
    current: 'Pašreizējā valoda: {{language}}',
    external: 'atver reģionālo vietni',
  },
  common: {
    skipToContent: 'Pāriet uz galveno saturu',
    menu: 'Izvēlne',
    openMenu: 'Atvērt izvēlni',
    closeMenu: 'Aizvērt izvēlni',
    close: 'Aizvērt',
    loading: 'Notiek ielāde…',
    signIn: 'Pieslēgties',
    myAccount: 'Mans konts',
    home: 'Sākumlapa',
    footer: 'Kājene',
    mainNavigation: 'Galvenā navigācija',
    opensInNewWindow: 'atveras jaunā logā',
    sites: 'Visas vietnes',
    pageTitleSuffix: '{{brand}}',
    /** Shown in a container whose app could not be loaded or mounted (the host's fallback). */
    appFailed: 'Šo lapas daļu neizdevās ielādēt. Lūdzu, pārlādējiet lapu.',
    appUnavailable: 'Šo lapas daļu neizdevās ielādēt. Lūdzu, mēģiniet vēlreiz vēlāk.',
    newsBanner: 'Jaunumi',
  },
};

export default shell;
