// The rental catalogue's customer-facing texts (protections and extras) in every language the booking
// app ships (issue 23: the Arabic pages showed English names): the one place for them. Routes answer in
// the request's language (`catalogLanguage`); the seed writes the market's language into the database,
// which stays the fallback for an add-on this table does not know.
import type { FastifyRequest } from 'fastify';
import { acceptedLocales } from './context.ts';
import { resolveMarket } from './http.ts';

/** The languages of the catalogue texts: those of the booking app's locales (apps/booking/src/shared/locales). */
export const CATALOG_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'ar'] as const;
export type CatalogLanguage = (typeof CATALOG_LANGUAGES)[number];

/** The add-on codes of the seed (db/seed/fleet.ts). */
export const ADDON_CODES = [
  'BASIC',
  'SMART',
  'ALL_INCLUSIVE',
  'ADDITIONAL_DRIVER',
  'CHILD_SEAT',
  'NAVIGATION',
  'UNLIMITED_KM',
  'PREPAID_FUEL',
] as const;
type AddonCode = (typeof ADDON_CODES)[number];

/** A protection's or extra's name and what it covers. */
type AddonText = { name: string; description: string };

// French: a no-break space before ';' (the booking app's French typography, locale-typography.test.ts).
// Arabic: Arabic-Indic digits, the digits of the Arabic pages (one digit system per view, issue 23).
const addonTexts: Record<CatalogLanguage, Record<AddonCode, AddonText>> = {
  en: {
    BASIC: { name: 'Basic protection', description: 'Collision and theft protection with a deductible.' },
    SMART: { name: 'Smart protection', description: 'A lower deductible, and glass and tyres are covered.' },
    ALL_INCLUSIVE: {
      name: 'All-inclusive protection',
      description: 'No deductible; covers glass, tyres, interior and lost keys.',
    },
    ADDITIONAL_DRIVER: {
      name: 'Additional driver',
      description: 'Share the driving; each extra driver shows a valid licence.',
    },
    CHILD_SEAT: { name: 'Child seat', description: 'For children from 9 to 18 kg, fitted on request.' },
    NAVIGATION: { name: 'Navigation system', description: 'Built-in navigation with current maps.' },
    UNLIMITED_KM: {
      name: 'Unlimited kilometres',
      description: 'Drive as far as you like without mileage charges.',
    },
    PREPAID_FUEL: { name: 'Prepaid fuel', description: 'Return the vehicle with any fuel level.' },
  },
  de: {
    BASIC: { name: 'Basisschutz', description: 'Kollisions- und Diebstahlschutz mit Selbstbeteiligung.' },
    SMART: {
      name: 'Smart-Schutz',
      description: 'Geringere Selbstbeteiligung, Glas und Reifen sind mitversichert.',
    },
    ALL_INCLUSIVE: {
      name: 'Rundum-Schutz',
      description: 'Keine Selbstbeteiligung; deckt Glas, Reifen, Innenraum und Schlüsselverlust.',
    },
    ADDITIONAL_DRIVER: {
      name: 'Zusatzfahrer',
      description: 'Teilen Sie sich das Fahren; jeder Zusatzfahrer zeigt einen gültigen Führerschein.',
    },
    CHILD_SEAT: { name: 'Kindersitz', description: 'Für Kinder von 9 bis 18 kg, auf Wunsch eingebaut.' },
    NAVIGATION: { name: 'Navigationssystem', description: 'Eingebautes Navi mit aktuellen Karten.' },
    UNLIMITED_KM: {
      name: 'Unbegrenzte Kilometer',
      description: 'Fahren Sie so weit Sie wollen, ohne Kilometerkosten.',
    },
    PREPAID_FUEL: {
      name: 'Tankpauschale',
      description: 'Geben Sie das Fahrzeug mit beliebigem Tankstand zurück.',
    },
  },
  fr: {
    BASIC: { name: 'Protection de base', description: 'Protection collision et vol avec franchise.' },
    SMART: { name: 'Protection Smart', description: 'Franchise réduite\u00a0; vitres et pneus couverts.' },
    ALL_INCLUSIVE: {
      name: 'Protection tout compris',
      description: 'Sans franchise\u00a0; couvre vitres, pneus, intérieur et perte de clés.',
    },
    ADDITIONAL_DRIVER: {
      name: 'Conducteur supplémentaire',
      description: 'Partagez la conduite\u00a0; chaque conducteur présente un permis valide.',
    },
    CHILD_SEAT: { name: 'Siège enfant', description: 'Pour les enfants de 9 à 18 kg, installé sur demande.' },
    NAVIGATION: { name: 'GPS', description: 'Navigation intégrée avec cartes à jour.' },
    UNLIMITED_KM: {
      name: 'Kilométrage illimité',
      description: 'Roulez autant que vous voulez, sans frais kilométriques.',
    },
    PREPAID_FUEL: {
      name: 'Carburant prépayé',
      description: 'Rendez le véhicule avec n’importe quel niveau de carburant.',
    },
  },
  es: {
    BASIC: { name: 'Protección básica', description: 'Protección contra colisión y robo con franquicia.' },
    SMART: { name: 'Protección Smart', description: 'Franquicia reducida; lunas y neumáticos cubiertos.' },
    ALL_INCLUSIVE: {
      name: 'Protección todo incluido',
      description: 'Sin franquicia; cubre lunas, neumáticos, interior y pérdida de llaves.',
    },
    ADDITIONAL_DRIVER: {
      name: 'Conductor adicional',
      description: 'Compartan la conducción; cada conductor muestra un permiso válido.',
    },
    CHILD_SEAT: { name: 'Silla infantil', description: 'Para niños de 9 a 18 kg, instalada a petición.' },
    NAVIGATION: { name: 'Navegador', description: 'Navegación integrada con mapas actualizados.' },
    UNLIMITED_KM: {
      name: 'Kilometraje ilimitado',
      description: 'Conduzca todo lo que quiera sin cargos por kilómetro.',
    },
    PREPAID_FUEL: {
      name: 'Combustible prepagado',
      description: 'Devuelva el vehículo con cualquier nivel de combustible.',
    },
  },
  it: {
    BASIC: { name: 'Protezione base', description: 'Protezione da collisione e furto con franchigia.' },
    SMART: { name: 'Protezione Smart', description: 'Franchigia ridotta; cristalli e pneumatici coperti.' },
    ALL_INCLUSIVE: {
      name: 'Protezione tutto incluso',
      description: 'Nessuna franchigia; copre cristalli, pneumatici, interni e chiavi smarrite.',
    },
    ADDITIONAL_DRIVER: {
      name: 'Conducente aggiuntivo',
      description: 'Condividete la guida; ogni conducente mostra una patente valida.',
    },
    CHILD_SEAT: {
      name: 'Seggiolino per bambini',
      description: 'Per bambini da 9 a 18 kg, montato su richiesta.',
    },
    NAVIGATION: { name: 'Navigatore', description: 'Navigatore integrato con mappe aggiornate.' },
    UNLIMITED_KM: {
      name: 'Chilometraggio illimitato',
      description: 'Guidate quanto volete senza costi chilometrici.',
    },
    PREPAID_FUEL: {
      name: 'Carburante prepagato',
      description: 'Riconsegnate il veicolo con qualsiasi livello di carburante.',
    },
  },
  nl: {
    BASIC: {
      name: 'Basisbescherming',
      description: 'Bescherming tegen aanrijding en diefstal met eigen risico.',
    },
    SMART: { name: 'Smart-bescherming', description: 'Lager eigen risico; ruiten en banden gedekt.' },
    ALL_INCLUSIVE: {
      name: 'All-inclusive bescherming',
      description: 'Geen eigen risico; dekt ruiten, banden, interieur en verloren sleutels.',
    },
    ADDITIONAL_DRIVER: {
      name: 'Extra bestuurder',
      description: 'Deel het rijden; elke extra bestuurder toont een geldig rijbewijs.',
    },
    CHILD_SEAT: { name: 'Kinderzitje', description: 'Voor kinderen van 9 tot 18 kg, op verzoek geplaatst.' },
    NAVIGATION: { name: 'Navigatiesysteem', description: 'Ingebouwde navigatie met actuele kaarten.' },
    UNLIMITED_KM: { name: 'Onbeperkt kilometers', description: 'Rijd zo ver u wilt zonder kilometerkosten.' },
    PREPAID_FUEL: {
      name: 'Vooraf betaalde brandstof',
      description: 'Lever het voertuig in met elk brandstofniveau.',
    },
  },
  ar: {
    BASIC: { name: 'الحماية الأساسية', description: 'حماية من أضرار التصادم والسرقة مع مبلغ تحمّل.' },
    SMART: { name: 'الحماية الذكية', description: 'مبلغ تحمّل أقل، وتشمل الزجاج والإطارات.' },
    ALL_INCLUSIVE: {
      name: 'الحماية الشاملة',
      description: 'بلا مبلغ تحمّل، وتشمل الزجاج والإطارات والمقصورة الداخلية وفقدان المفاتيح.',
    },
    ADDITIONAL_DRIVER: {
      name: 'سائق إضافي',
      description: 'شارِك القيادة، على أن يُبرز كل سائق إضافي رخصة قيادة سارية.',
    },
    CHILD_SEAT: { name: 'مقعد أطفال', description: 'للأطفال من ٩ إلى ١٨ كغ، يُركَّب عند الطلب.' },
    NAVIGATION: { name: 'نظام ملاحة', description: 'نظام ملاحة مدمج بخرائط محدّثة.' },
    UNLIMITED_KM: {
      name: 'كيلومترات غير محدودة',
      description: 'قُد المسافة التي تريدها دون رسوم على الكيلومترات.',
    },
    PREPAID_FUEL: { name: 'وقود مدفوع مسبقًا', description: 'أعد المركبة بأي مستوى من الوقود.' },
  },
};

function isCatalogLanguage(lang: string): lang is CatalogLanguage {
  return (CATALOG_LANGUAGES as readonly string[]).includes(lang);
}

/** The catalogue language of a locale ('de-AT' → 'de'), English for a language without texts. */
export function catalogLanguageOf(locale: string): CatalogLanguage {
  const lang = (locale.split('-')[0] ?? '').toLowerCase();
  return isCatalogLanguage(lang) ? lang : 'en';
}

/**
 * The language a request reads catalogue texts in: the first Accept-Language entry (by weight) we have
 * texts for (the apps send the page's locale, then its language, then 'en'), else the language of the
 * request's market, else English.
 */
export function catalogLanguage(req: FastifyRequest): CatalogLanguage {
  const accepted = acceptedLocales(req)
    .map((l) => (l.split('-')[0] ?? '').toLowerCase())
    .find(isCatalogLanguage);
  return accepted ?? catalogLanguageOf(resolveMarket(req, undefined).locale);
}

/** Every add-on's name and description in a language (the seed writes the market's into the table). */
export function addonTextsIn(language: CatalogLanguage): Readonly<Record<AddonCode, AddonText>> {
  return addonTexts[language];
}

/** An add-on's name and description in a language; undefined for a code the catalogue does not know. */
export function addonText(code: string, language: CatalogLanguage): AddonText | undefined {
  return (addonTexts[language] as Record<string, AddonText | undefined>)[code];
}
