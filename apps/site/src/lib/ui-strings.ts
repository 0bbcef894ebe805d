// Layout strings the shared shell namespace of @rental/i18n does not have yet, for the eleven locales
// of spec §9; other locales fall back along i18n's fallbackChain (then en-US).
import { fallbackChain } from '@rental/i18n';

const strings = {
  'en-US': {
    productLines: 'Product lines',
    chooseProductLine: 'Choose a product line',
    manageCookies: 'Manage cookies',
    rideHistory: 'Your rides',
    skeleton: 'Loading the ride booking',
    promotion: 'Offer',
    siteLinks: 'Site links',
    fleetCategories: 'Vehicle categories',
    helpCenter: 'Help center',
    breadcrumb: 'Breadcrumb',
  },
  'en-GB': {},
  'en-AU': {},
  'en-NZ': {},
  'de-DE': {
    productLines: 'Angebote',
    chooseProductLine: 'Angebot wählen',
    manageCookies: 'Cookies verwalten',
    rideHistory: 'Deine Fahrten',
    skeleton: 'Fahrtbuchung wird geladen',
    promotion: 'Angebot',
    siteLinks: 'Seitenlinks',
    fleetCategories: 'Fahrzeugkategorien',
    helpCenter: 'Hilfe-Center',
    breadcrumb: 'Brotkrumennavigation',
  },
  'de-CH': {},
  'fr-FR': {
    productLines: 'Nos offres',
    chooseProductLine: 'Choisir une offre',
    manageCookies: 'Gérer les cookies',
    rideHistory: 'Vos trajets',
    skeleton: 'Chargement de la réservation de trajet',
    promotion: 'Offre',
    siteLinks: 'Liens du site',
    fleetCategories: 'Catégories de véhicules',
    helpCenter: "Centre d'aide",
    breadcrumb: "Fil d'Ariane",
  },
  'nl-NL': {
    productLines: 'Producten',
    chooseProductLine: 'Kies een product',
    manageCookies: 'Cookies beheren',
    rideHistory: 'Je ritten',
    skeleton: 'Ritboeking wordt geladen',
    promotion: 'Aanbieding',
    siteLinks: 'Sitelinks',
    fleetCategories: 'Voertuigcategorieën',
    helpCenter: 'Helpcentrum',
    breadcrumb: 'Kruimelpad',
  },
  'nl-BE': {},
  'es-ES': {
    productLines: 'Productos',
    chooseProductLine: 'Elige un producto',
    manageCookies: 'Gestionar cookies',
    rideHistory: 'Tus viajes',
    skeleton: 'Cargando la reserva de viaje',
    promotion: 'Oferta',
    siteLinks: 'Enlaces del sitio',
    fleetCategories: 'Categorías de vehículos',
    helpCenter: 'Centro de ayuda',
    breadcrumb: 'Ruta de navegación',
  },
  'it-IT': {
    productLines: 'Prodotti',
    chooseProductLine: 'Scegli un prodotto',
    manageCookies: 'Gestisci i cookie',
    rideHistory: 'Le tue corse',
    skeleton: 'Caricamento della prenotazione',
    promotion: 'Offerta',
    siteLinks: 'Link del sito',
    fleetCategories: 'Categorie di veicoli',
    helpCenter: 'Centro assistenza',
    breadcrumb: 'Percorso di navigazione',
  },
} satisfies Record<string, Partial<Record<string, string>>>;

export type UiKey = keyof (typeof strings)['en-US'];

/** The layout string `key` in `locale`, following i18n's fallback chain down to en-US. */
export function uiString(locale: string, key: UiKey): string {
  for (const candidate of fallbackChain(locale)) {
    const value = (strings as Record<string, Partial<Record<UiKey, string>>>)[candidate]?.[key];
    if (value !== undefined) return value;
  }
  return strings['en-US'][key];
}
