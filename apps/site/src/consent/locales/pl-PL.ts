// The consent banner's strings in pl-PL.
import type { ConsentStrings } from './en-US.ts';

const plPL: ConsentStrings = {
  title: 'Pliki cookie i prywatność',
  intro:
    'Używamy niezbędnych plików cookie, aby ta strona działała. Za Twoją zgodą używamy też plików cookie wydajnościowych i narzędzi śledzących, aby mierzyć i ulepszać nasze usługi. Swój wybór możesz w każdej chwili zmienić w sekcji „Zarządzaj plikami cookie” na dole strony.',
  acceptAll: 'Zaakceptuj wszystkie',
  limitedUse: 'Ograniczone użycie',
  settings: 'Ustawienia',
  privacy: 'Polityka prywatności',
  imprint: 'Informacje o firmie',
  settingsTitle: 'Ustawienia plików cookie',
  settingsIntro: 'Wybierz, z których kategorii możemy korzystać. Niezbędne pliki cookie są zawsze włączone.',
  categories: 'Kategorie',
  essential: 'Niezbędne',
  essentialText: 'Potrzebne do działania strony: język, bezpieczeństwo i Twoja rezerwacja. Zawsze włączone.',
  alwaysOn: 'Zawsze włączone',
  performance: 'Wydajnościowe',
  performanceText:
    'Statystyki i śledzenie, które pomagają nam zrozumieć, jak korzystasz ze strony, i ją ulepszać.',
  save: 'Zapisz ustawienia',
  back: 'Wróć',
};
export default plPL;
