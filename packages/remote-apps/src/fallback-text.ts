// The short text a container shows when its app cannot be shown (issue 6: "a short localised fallback"),
// in the eleven translated locales (spec §9); other locales take their language's text, then en-US.

const texts: Record<string, string> = {
  'en-US': 'This part of the page could not be loaded. Please reload the page.',
  'en-GB': 'This part of the page could not be loaded. Please reload the page.',
  'en-AU': 'This part of the page could not be loaded. Please reload the page.',
  'en-NZ': 'This part of the page could not be loaded. Please reload the page.',
  'de-DE': 'Dieser Teil der Seite konnte nicht geladen werden. Bitte laden Sie die Seite neu.',
  'de-CH': 'Dieser Teil der Seite konnte nicht geladen werden. Bitte laden Sie die Seite neu.',
  'nl-NL': 'Dit deel van de pagina kon niet worden geladen. Laad de pagina opnieuw.',
  'nl-BE': 'Dit deel van de pagina kon niet worden geladen. Laad de pagina opnieuw.',
  'fr-FR': "Cette partie de la page n'a pas pu être chargée. Veuillez recharger la page.",
  'es-ES': 'No se ha podido cargar esta parte de la página. Vuelve a cargar la página.',
  'it-IT': 'Non è stato possibile caricare questa parte della pagina. Ricarica la pagina.',
};

/** Representative locale per language for locales without their own text (de-AT -> de-DE). */
const byLanguage: Record<string, string> = {
  en: 'en-US',
  de: 'de-DE',
  nl: 'nl-NL',
  fr: 'fr-FR',
  es: 'es-ES',
  it: 'it-IT',
};

/** The fallback text for a page language: exact locale, else its language, else en-US. */
export function fallbackText(locale: string): string {
  const exact = texts[locale];
  if (exact) return exact;
  const language = byLanguage[locale.split('-')[0]!.toLowerCase()];
  return texts[language ?? 'en-US'] ?? texts['en-US']!;
}

/** The locales with their own text (the eleven of spec §9). */
export const fallbackLocales = Object.keys(texts);
