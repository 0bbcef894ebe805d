// The shell namespace in fi-FI: Finnish for Finland.
import type { ShellStrings } from '../en-US/shell.ts';

const shell: ShellStrings = {
  notFound: {
    title: 'Sivua ei löytynyt',
    body: 'Etsimääsi sivua ei ole olemassa tai se on poistettu.',
    linksHeading: 'Näistä sivuista voi olla apua',
    branches: 'Etsi toimipiste',
    fleet: 'Autovalikoimamme',
    home: 'Takaisin etusivulle',
  },
  error: {
    title: 'Jokin meni vikaan',
    body: 'Meillä on juuri nyt teknisiä ongelmia. Yritä myöhemmin uudelleen.',
    retry: 'Yritä uudelleen',
    home: 'Takaisin etusivulle',
  },
  offline: {
    title: 'Ei verkkoyhteyttä',
    body: 'Tarkista internetyhteytesi ja yritä sitten uudelleen.',
  },
  languageSwitcher: {
    label: 'Kieli',
    current: 'Nykyinen kieli: {{language}}',
    external: 'avaa alueellisen sivuston',
  },
  common: {
    skipToContent: 'Siirry pääsisältöön',
    menu: 'Valikko',
    openMenu: 'Avaa valikko',
    closeMenu: 'Sulje valikko',
    close: 'Sulje',
    loading: 'Ladataan…',
    signIn: 'Kirjaudu sisään',
    myAccount: 'Oma tili',
    home: 'Etusivu',
    footer: 'Alatunniste',
    mainNavigation: 'Päävalikko',
    opensInNewWindow: 'avautuu uuteen ikkunaan',
    sites: 'Kaikki sivustot',
    pageTitleSuffix: '{{brand}}',
    /** Shown in a container whose app could not be loaded or mounted (the host's fallback). */
    appFailed: 'Tätä sivun osaa ei voitu ladata. Lataa sivu uudelleen.',
    appUnavailable: 'Tätä sivun osaa ei voitu ladata. Yritä myöhemmin uudelleen.',
    newsBanner: 'Uutiset',
  },
};

export default shell;
