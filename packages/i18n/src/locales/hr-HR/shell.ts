// The shell namespace in hr-HR: Croatian for Croatia.
import type { ShellStrings } from '../en-US/shell.ts';

const shell: ShellStrings = {
  notFound: {
    title: 'Stranica nije pronađena',
    body: 'Stranica koju tražite ne postoji ili je uklonjena.',
    linksHeading: 'Ove bi vam stranice mogle pomoći',
    branches: 'Pronađite poslovnicu',
    fleet: 'Naša flota',
    home: 'Povratak na početnu stranicu',
  },
  error: {
    title: 'Nešto je pošlo po zlu',
    body: 'Trenutačno imamo tehničkih poteškoća. Pokušajte ponovno kasnije.',
    retry: 'Pokušaj ponovno',
    home: 'Povratak na početnu stranicu',
  },
  offline: {
    title: 'Niste povezani s internetom',
    body: 'Provjerite internetsku vezu i pokušajte ponovno.',
  },
  languageSwitcher: {
    label: 'Jezik',
    current: 'Trenutačni jezik: {{language}}',
    external: 'otvara regionalnu web-stranicu',
  },
  common: {
    skipToContent: 'Preskoči na glavni sadržaj',
    menu: 'Izbornik',
    openMenu: 'Otvori izbornik',
    closeMenu: 'Zatvori izbornik',
    close: 'Zatvori',
    loading: 'Učitavanje…',
    signIn: 'Prijava',
    myAccount: 'Moj račun',
    home: 'Početna',
    footer: 'Podnožje',
    mainNavigation: 'Glavna navigacija',
    opensInNewWindow: 'otvara se u novom prozoru',
    sites: 'Sve web-stranice',
    pageTitleSuffix: '{{brand}}',
    /** Shown in a container whose app could not be loaded or mounted (the host's fallback). */
    appFailed: 'Ovaj dio stranice nije se mogao učitati. Ponovno učitajte stranicu.',
    appUnavailable: 'Ovaj dio stranice nije se mogao učitati. Pokušajte ponovno kasnije.',
    newsBanner: 'Novosti',
  },
};

export default shell;
