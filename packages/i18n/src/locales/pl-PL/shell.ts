// The shell namespace in pl-PL: Polish for Poland.
import type { ShellStrings } from '../en-US/shell.ts';

const shell: ShellStrings = {
  notFound: {
    title: 'Nie znaleziono strony',
    body: 'Strona, której szukasz, nie istnieje lub została usunięta.',
    linksHeading: 'Te strony mogą Ci pomóc',
    branches: 'Znajdź oddział',
    fleet: 'Nasza flota',
    home: 'Wróć na stronę główną',
  },
  error: {
    title: 'Coś poszło nie tak',
    body: 'Mamy obecnie problemy techniczne. Spróbuj ponownie później.',
    retry: 'Spróbuj ponownie',
    home: 'Wróć na stronę główną',
  },
  offline: {
    title: 'Jesteś offline',
    body: 'Sprawdź połączenie z internetem i spróbuj ponownie.',
  },
  languageSwitcher: {
    label: 'Język',
    current: 'Bieżący język: {{language}}',
    external: 'otwiera stronę regionalną',
  },
  common: {
    skipToContent: 'Przejdź do treści głównej',
    menu: 'Menu',
    openMenu: 'Otwórz menu',
    closeMenu: 'Zamknij menu',
    close: 'Zamknij',
    loading: 'Ładowanie…',
    signIn: 'Zaloguj się',
    myAccount: 'Moje konto',
    home: 'Strona główna',
    footer: 'Stopka',
    mainNavigation: 'Nawigacja główna',
    opensInNewWindow: 'otwiera się w nowym oknie',
    sites: 'Wszystkie strony',
    pageTitleSuffix: '{{brand}}',
    /** Shown in a container whose app could not be loaded or mounted (the host's fallback). */
    appFailed: 'Nie udało się załadować tej części strony. Odśwież stronę.',
    appUnavailable: 'Nie udało się załadować tej części strony. Spróbuj ponownie później.',
    newsBanner: 'Aktualności',
  },
};

export default shell;
