// The shell namespace in sl-SI: Slovenian for Slovenia.
import type { ShellStrings } from '../en-US/shell.ts';

const shell: ShellStrings = {
  notFound: {
    title: 'Strani ni mogoče najti',
    body: 'Stran, ki jo iščete, ne obstaja ali je bila odstranjena.',
    linksHeading: 'Te strani vam bodo morda v pomoč',
    branches: 'Poiščite poslovalnico',
    fleet: 'Naš vozni park',
    home: 'Nazaj na domačo stran',
  },
  error: {
    title: 'Prišlo je do napake',
    body: 'Trenutno imamo tehnične težave. Poskusite znova pozneje.',
    retry: 'Poskusi znova',
    home: 'Nazaj na domačo stran',
  },
  offline: {
    title: 'Niste povezani z internetom',
    body: 'Preverite internetno povezavo in poskusite znova.',
  },
  languageSwitcher: {
    label: 'Jezik',
    current: 'Trenutni jezik: {{language}}',
    external: 'odpre regionalno spletno mesto',
  },
  common: {
    skipToContent: 'Preskoči na glavno vsebino',
    menu: 'Meni',
    openMenu: 'Odpri meni',
    closeMenu: 'Zapri meni',
    close: 'Zapri',
    loading: 'Nalaganje …',
    signIn: 'Prijava',
    myAccount: 'Moj račun',
    home: 'Domov',
    footer: 'Noga strani',
    mainNavigation: 'Glavna navigacija',
    opensInNewWindow: 'odpre se v novem oknu',
    sites: 'Vsa spletna mesta',
    pageTitleSuffix: '{{brand}}',
    /** Shown in a container whose app could not be loaded or mounted (the host's fallback). */
    appFailed: 'Tega dela strani ni bilo mogoče naložiti. Znova naložite stran.',
    appUnavailable: 'Tega dela strani ni bilo mogoče naložiti. Poskusite znova pozneje.',
    newsBanner: 'Novice',
  },
};

export default shell;
