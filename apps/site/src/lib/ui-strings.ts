// Layout strings the shared shell namespace of @rental/i18n does not have yet, for the eleven locales
// of spec §9; other locales fall back along i18n's fallbackChain (then en-US).
import { fallbackChain } from '@rental/i18n';

const strings = {
  'en-US': {
    rideBooking: 'Book a ride',
    customerSettings: 'Your settings',
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
    rideBooking: 'Fahrt buchen',
    customerSettings: 'Deine Einstellungen',
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
    rideBooking: 'Réserver un trajet',
    customerSettings: 'Vos paramètres',
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
    rideBooking: 'Rit boeken',
    customerSettings: 'Je instellingen',
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
    rideBooking: 'Reservar un viaje',
    customerSettings: 'Tus ajustes',
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
    rideBooking: 'Prenota una corsa',
    customerSettings: 'Le tue impostazioni',
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
