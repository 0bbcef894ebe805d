// The consent banner's strings in de-DE.
import type { ConsentStrings } from './en-US.ts';

const deDE: ConsentStrings = {
  title: 'Cookies und Datenschutz',
  intro:
    'Wir verwenden essenzielle Cookies, damit diese Website funktioniert. Mit Ihrer Einwilligung nutzen wir außerdem Performance-Cookies und Tracking, um unseren Service zu messen und zu verbessern. Sie können Ihre Wahl jederzeit unter „Cookies verwalten“ am Seitenende ändern.',
  acceptAll: 'Alle akzeptieren',
  limitedUse: 'Eingeschränkte Nutzung',
  settings: 'Einstellungen',
  privacy: 'Datenschutzerklärung',
  imprint: 'Impressum',
  settingsTitle: 'Cookie-Einstellungen',
  settingsIntro: 'Wählen Sie, welche Kategorien wir verwenden dürfen. Essenzielle Cookies sind immer aktiv.',
  categories: 'Kategorien',
  essential: 'Essenziell',
  essentialText: 'Für den Betrieb der Website nötig: Sprache, Sicherheit und Ihre Buchung. Immer aktiv.',
  alwaysOn: 'Immer aktiv',
  performance: 'Performance',
  performanceText:
    'Statistiken und Tracking, mit denen wir verstehen, wie die Website genutzt wird, und sie verbessern.',
  save: 'Einstellungen speichern',
  back: 'Zurück',
};
export default deDE;
