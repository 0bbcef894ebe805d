// The shell namespace in de-DE: German for Germany and the default for other German-speaking locales (see fallbackChain).
import type { ShellStrings } from '../en-US/shell.ts';

const shell: ShellStrings = {
  notFound: {
    title: 'Seite nicht gefunden',
    body: 'Die gesuchte Seite existiert nicht oder wurde entfernt.',
    linksHeading: 'Diese Seiten helfen Ihnen vielleicht weiter',
    branches: 'Filiale finden',
    fleet: 'Unsere Flotte',
    home: 'Zurück zur Startseite',
  },
  error: {
    title: 'Etwas ist schiefgelaufen',
    body: 'Wir haben gerade technische Probleme. Bitte versuchen Sie es später noch einmal.',
    retry: 'Erneut versuchen',
    home: 'Zurück zur Startseite',
  },
  offline: {
    title: 'Sie sind offline',
    body: 'Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es dann erneut.',
  },
  languageSwitcher: {
    label: 'Sprache',
    current: 'Aktuelle Sprache: {{language}}',
    external: 'öffnet die regionale Website',
  },
  common: {
    skipToContent: 'Zum Hauptinhalt springen',
    menu: 'Menü',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
    close: 'Schließen',
    loading: 'Wird geladen …',
    signIn: 'Anmelden',
    myAccount: 'Mein Konto',
    home: 'Startseite',
    footer: 'Fußzeile',
    mainNavigation: 'Hauptnavigation',
    opensInNewWindow: 'öffnet in einem neuen Fenster',
    sites: 'Alle Websites',
    pageTitleSuffix: '{{brand}}',
    /** Shown in a container whose app could not be loaded or mounted (the host's fallback). */
    appFailed: 'Dieser Teil der Seite konnte nicht geladen werden. Bitte laden Sie die Seite neu.',
    appUnavailable:
      'Dieser Teil der Seite konnte nicht geladen werden. Bitte versuchen Sie es später noch einmal.',
    newsBanner: 'Neuigkeiten',
  },
};

export default shell;
