// The shell namespace in hu-HU: Hungarian for Hungary.
import type { ShellStrings } from '../en-US/shell.ts';

const shell: ShellStrings = {
  notFound: {
    title: 'Az oldal nem található',
    body: 'A keresett oldal nem létezik, vagy eltávolították.',
    linksHeading: 'Ezek az oldalak segíthetnek',
    branches: 'Fiók keresése',
    fleet: 'Flottánk',
    home: 'Vissza a főoldalra',
  },
  error: {
    title: 'Hiba történt',
    body: 'Jelenleg technikai problémáink vannak. Kérjük, próbálja újra később.',
    retry: 'Újrapróbálás',
    home: 'Vissza a főoldalra',
  },
  offline: {
    title: 'Nincs internetkapcsolat',
    body: 'Ellenőrizze az internetkapcsolatát, majd próbálja újra.',
  },
  languageSwitcher: {
    label: 'Nyelv',
    current: 'Jelenlegi nyelv: {{language}}',
    external: 'a regionális oldalt nyitja meg',
  },
  common: {
    skipToContent: 'Ugrás a fő tartalomra',
    menu: 'Menü',
    openMenu: 'Menü megnyitása',
    closeMenu: 'Menü bezárása',
    close: 'Bezárás',
    loading: 'Betöltés…',
    signIn: 'Bejelentkezés',
    myAccount: 'Fiókom',
    home: 'Főoldal',
    footer: 'Lábléc',
    mainNavigation: 'Fő navigáció',
    opensInNewWindow: 'új ablakban nyílik meg',
    sites: 'Minden oldal',
    pageTitleSuffix: '{{brand}}',
    /** Shown in a container whose app could not be loaded or mounted (the host's fallback). */
    appFailed: 'Az oldal ezen részét nem sikerült betölteni. Kérjük, töltse be újra az oldalt.',
    appUnavailable: 'Az oldal ezen részét nem sikerült betölteni. Kérjük, próbálja újra később.',
    newsBanner: 'Hírek',
  },
};

export default shell;
