// The shell namespace in ro-RO: Romanian for Romania.
import type { ShellStrings } from '../en-US/shell.ts';

const shell: ShellStrings = {
  notFound: {
    title: 'Pagina nu a fost găsită',
    body: 'Pagina pe care o căutați nu există sau a fost eliminată.',
    linksHeading: 'Aceste pagini vă pot ajuta',
    branches: 'Găsește o agenție',
    fleet: 'Flota noastră',
    home: 'Înapoi la pagina principală',
  },
  error: {
    title: 'A apărut o eroare',
    body: 'Avem în prezent probleme tehnice. Vă rugăm să încercați din nou mai târziu.',
    retry: 'Încearcă din nou',
    home: 'Înapoi la pagina principală',
  },
  offline: {
    title: 'Sunteți offline',
    body: 'Verificați conexiunea la internet, apoi încercați din nou.',
  },
  languageSwitcher: {
    label: 'Limbă',
    current: 'Limba curentă: {{language}}',
    external: 'deschide site-ul regional',
  },
  common: {
    skipToContent: 'Salt la conținutul principal',
    menu: 'Meniu',
    openMenu: 'Deschide meniul',
    closeMenu: 'Închide meniul',
    close: 'Închide',
    loading: 'Se încarcă…',
    signIn: 'Autentificare',
    myAccount: 'Contul meu',
    home: 'Pagina principală',
    footer: 'Subsol',
    mainNavigation: 'Navigare principală',
    opensInNewWindow: 'se deschide într-o fereastră nouă',
    sites: 'Toate site-urile',
    pageTitleSuffix: '{{brand}}',
    /** Shown in a container whose app could not be loaded or mounted (the host's fallback). */
    appFailed: 'Această parte a paginii nu a putut fi încărcată. Vă rugăm să reîncărcați pagina.',
    appUnavailable:
      'Această parte a paginii nu a putut fi încărcată. Vă rugăm să încercați din nou mai târziu.',
    newsBanner: 'Noutăți',
  },
};

export default shell;
