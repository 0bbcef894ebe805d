// URL slugs per market language (spec §2 "Slugs per market"): one entry per language, with the
// English variants (international, British car-hire style, US) spelled out.
import type { z } from 'zod';
import type { slugsSchema } from './schema.ts';

type Slugs = z.infer<typeof slugsSchema>;
type Categories = Slugs['fleetCategories'];

const englishCategories: Categories = {
  automatic: 'automatic-car-rental',
  compact: 'compact-car-rental',
  convertible: 'convertible-car-rental',
  economy: 'economy-car-rental',
  electric: 'electric-car-rental',
  luxury: 'luxury-cars',
  pickupTruck: 'pickup-truck-rental',
  sport: 'sports-car-rental',
  stationWagon: 'station-wagon-rental',
  suv: 'suv-rental',
  van: 'minivan-rental',
};

/** spec §2 English examples: car-rental, fleet, rental-guide, rental-services, ... */
const english: Slugs = {
  stationFinder: 'car-rental',
  truck: 'van-rental',
  fleet: 'fleet',
  rentalGuide: 'rental-guide',
  rentalServices: 'rental-services',
  magazine: 'magazine',
  fastlane: 'fastlane',
  b2bSignup: 'business-sign-up',
  fleetCategories: englishCategories,
};

/** spec §2: the UK uses car-hire style slugs and /van/ for vans. */
const british: Slugs = {
  stationFinder: 'car-hire',
  truck: 'van',
  fleet: 'fleet',
  rentalGuide: 'hire-guide',
  rentalServices: 'hire-services',
  magazine: 'magazine',
  fastlane: 'fastlane',
  b2bSignup: 'business-sign-up',
  fleetCategories: {
    automatic: 'automatic-car-hire',
    compact: 'compact-car-hire',
    convertible: 'convertible-car-hire',
    economy: 'economy-car-hire',
    electric: 'electric-car-hire',
    luxury: 'luxury-cars',
    pickupTruck: 'pickup-truck-hire',
    sport: 'sports-car-hire',
    stationWagon: 'estate-car-hire',
    suv: 'suv-hire',
    van: 'minivan-hire',
  },
};

/** spec §2: the US truck page is /truck-rental/. */
const american: Slugs = { ...english, truck: 'truck-rental' };

/** Slugs by language (ISO 639-1), spelled out for the larger languages. */
const byLanguage: Record<string, Slugs> = {
  en: english,
  de: {
    stationFinder: 'autovermietung',
    truck: 'transporter-mieten',
    fleet: 'flotte',
    rentalGuide: 'mietwagen-ratgeber',
    rentalServices: 'mietwagen-services',
    magazine: 'magazin',
    fastlane: 'fastlane',
    b2bSignup: 'geschaeftskunden-registrierung',
    fleetCategories: {
      automatic: 'automatik-mietwagen',
      compact: 'kompaktwagen-mieten',
      convertible: 'cabrio-mieten',
      economy: 'kleinwagen-mieten',
      electric: 'elektroauto-mieten',
      luxury: 'luxusauto-mieten',
      pickupTruck: 'pickup-mieten',
      sport: 'sportwagen-mieten',
      stationWagon: 'kombi-mieten',
      suv: 'suv-mieten',
      van: 'kleinbus-mieten',
    },
  },
  fr: {
    stationFinder: 'location-voiture',
    truck: 'location-utilitaire',
    fleet: 'flotte',
    rentalGuide: 'guide-location',
    rentalServices: 'services-location',
    magazine: 'magazine',
    fastlane: 'fastlane',
    b2bSignup: 'inscription-entreprise',
    fleetCategories: {
      automatic: 'location-voiture-automatique',
      compact: 'location-voiture-compacte',
      convertible: 'location-cabriolet',
      economy: 'location-voiture-economique',
      electric: 'location-voiture-electrique',
      luxury: 'voitures-de-luxe',
      pickupTruck: 'location-pick-up',
      sport: 'location-voiture-de-sport',
      stationWagon: 'location-break',
      suv: 'location-suv',
      van: 'location-monospace',
    },
  },
  it: {
    stationFinder: 'noleggio-auto',
    truck: 'noleggio-furgoni',
    fleet: 'flotta',
    rentalGuide: 'guida-noleggio',
    rentalServices: 'servizi-noleggio',
    magazine: 'magazine',
    fastlane: 'fastlane',
    b2bSignup: 'registrazione-aziende',
    fleetCategories: {
      automatic: 'noleggio-auto-automatiche',
      compact: 'noleggio-auto-compatte',
      convertible: 'noleggio-cabrio',
      economy: 'noleggio-auto-economiche',
      electric: 'noleggio-auto-elettriche',
      luxury: 'auto-di-lusso',
      pickupTruck: 'noleggio-pick-up',
      sport: 'noleggio-auto-sportive',
      stationWagon: 'noleggio-station-wagon',
      suv: 'noleggio-suv',
      van: 'noleggio-monovolume',
    },
  },
  nl: {
    stationFinder: 'autoverhuur',
    truck: 'bestelwagen-huren',
    fleet: 'vloot',
    rentalGuide: 'huurgids',
    rentalServices: 'huurdiensten',
    magazine: 'magazine',
    fastlane: 'fastlane',
    b2bSignup: 'zakelijk-aanmelden',
    fleetCategories: {
      automatic: 'automaat-huren',
      compact: 'compacte-auto-huren',
      convertible: 'cabrio-huren',
      economy: 'kleine-auto-huren',
      electric: 'elektrische-auto-huren',
      luxury: 'luxe-autos',
      pickupTruck: 'pick-up-huren',
      sport: 'sportwagen-huren',
      stationWagon: 'stationwagen-huren',
      suv: 'suv-huren',
      van: 'personenbus-huren',
    },
  },
  es: {
    stationFinder: 'alquiler-de-coches',
    truck: 'alquiler-de-furgonetas',
    fleet: 'flota',
    rentalGuide: 'guia-de-alquiler',
    rentalServices: 'servicios-de-alquiler',
    magazine: 'magazine',
    fastlane: 'fastlane',
    b2bSignup: 'registro-empresas',
    fleetCategories: {
      automatic: 'alquiler-coches-automaticos',
      compact: 'alquiler-coches-compactos',
      convertible: 'alquiler-descapotables',
      economy: 'alquiler-coches-economicos',
      electric: 'alquiler-coches-electricos',
      luxury: 'coches-de-lujo',
      pickupTruck: 'alquiler-pickup',
      sport: 'alquiler-coches-deportivos',
      stationWagon: 'alquiler-familiares',
      suv: 'alquiler-suv',
      van: 'alquiler-monovolumen',
    },
  },
  pt: {
    stationFinder: 'aluguer-de-carros',
    truck: 'aluguer-de-carrinhas',
    fleet: 'frota',
    rentalGuide: 'guia-de-aluguer',
    rentalServices: 'servicos-de-aluguer',
    magazine: 'magazine',
    fastlane: 'fastlane',
    b2bSignup: 'registo-empresas',
    fleetCategories: {
      automatic: 'aluguer-carros-automaticos',
      compact: 'aluguer-carros-compactos',
      convertible: 'aluguer-descapotaveis',
      economy: 'aluguer-carros-economicos',
      electric: 'aluguer-carros-eletricos',
      luxury: 'carros-de-luxo',
      pickupTruck: 'aluguer-pick-up',
      sport: 'aluguer-carros-desportivos',
      stationWagon: 'aluguer-carrinhas-familiares',
      suv: 'aluguer-suv',
      van: 'aluguer-monovolumes',
    },
  },
  da: {
    stationFinder: 'biludlejning',
    truck: 'varebil-udlejning',
    fleet: 'flaade',
    rentalGuide: 'lejeguide',
    rentalServices: 'lejeservices',
    magazine: 'magasin',
    fastlane: 'fastlane',
    b2bSignup: 'erhverv-tilmelding',
    fleetCategories: {
      automatic: 'automatgear-biludlejning',
      compact: 'kompakt-biludlejning',
      convertible: 'cabriolet-udlejning',
      economy: 'billig-biludlejning',
      electric: 'elbil-udlejning',
      luxury: 'luksusbiler',
      pickupTruck: 'pickup-udlejning',
      sport: 'sportsvogn-udlejning',
      stationWagon: 'stationcar-udlejning',
      suv: 'suv-udlejning',
      van: 'minibus-udlejning',
    },
  },
  sv: {
    stationFinder: 'biluthyrning',
    truck: 'hyra-transportbil',
    fleet: 'fordonsflotta',
    rentalGuide: 'hyrguide',
    rentalServices: 'hyrtjanster',
    magazine: 'magasin',
    fastlane: 'fastlane',
    b2bSignup: 'foretag-registrering',
    fleetCategories: {
      automatic: 'hyra-automatbil',
      compact: 'hyra-kompaktbil',
      convertible: 'hyra-cabriolet',
      economy: 'hyra-smabil',
      electric: 'hyra-elbil',
      luxury: 'lyxbilar',
      pickupTruck: 'hyra-pickup',
      sport: 'hyra-sportbil',
      stationWagon: 'hyra-kombi',
      suv: 'hyra-suv',
      van: 'hyra-minibuss',
    },
  },
};

const pageKeys = [
  'stationFinder',
  'truck',
  'fleet',
  'rentalGuide',
  'rentalServices',
  'magazine',
  'fastlane',
  'b2bSignup',
] as const;
const categoryKeys = [
  'automatic',
  'compact',
  'convertible',
  'economy',
  'electric',
  'luxury',
  'pickupTruck',
  'sport',
  'stationWagon',
  'suv',
  'van',
] as const;

/** A slug set from two space-separated lists in the order of pageKeys and categoryKeys. */
function row(pages: string, categories: string): Slugs {
  const p = pages.split(' ');
  const c = categories.split(' ');
  if (p.length !== pageKeys.length || c.length !== categoryKeys.length) {
    throw new Error(
      `slugs.ts: expected ${pageKeys.length} page and ${categoryKeys.length} category slugs in "${pages}"`,
    );
  }
  return {
    ...(Object.fromEntries(pageKeys.map((key, i) => [key, p[i]])) as Omit<Slugs, 'fleetCategories'>),
    fleetCategories: Object.fromEntries(categoryKeys.map((key, i) => [key, c[i]])) as Categories,
  };
}

// The smaller languages, one line each (ASCII-folded, as URLs).
// Pages: stationFinder truck fleet rentalGuide rentalServices magazine fastlane b2bSignup
// Categories: automatic compact convertible economy electric luxury pickupTruck sport stationWagon suv van
const oneLine: Record<string, Slugs> = {
  fi: row(
    'autonvuokraus pakettiauton-vuokraus autot vuokraopas vuokrapalvelut lehti fastlane yritysasiakkaaksi',
    'automaattiauton-vuokraus kompaktiauton-vuokraus avoauton-vuokraus edullinen-autonvuokraus sahkoauton-vuokraus luksusautot avolava-auton-vuokraus urheiluauton-vuokraus farmariauton-vuokraus suv-auton-vuokraus tila-auton-vuokraus',
  ),
  nb: row(
    'bilutleie varebil-utleie bilpark leieguide leietjenester magasin fastlane bedrift-registrering',
    'automatgir-bilutleie kompaktbil-utleie cabriolet-utleie smabil-utleie elbil-utleie luksusbiler pickup-utleie sportsbil-utleie stasjonsvogn-utleie suv-utleie minibuss-utleie',
  ),
  pl: row(
    'wynajem-samochodow wynajem-busow flota poradnik-wynajmu uslugi-wynajmu magazyn fastlane rejestracja-firm',
    'wynajem-samochodow-automatycznych wynajem-samochodow-kompaktowych wynajem-kabrioletow wynajem-tanich-samochodow wynajem-samochodow-elektrycznych samochody-luksusowe wynajem-pickupow wynajem-samochodow-sportowych wynajem-kombi wynajem-suv wynajem-minivanow',
  ),
  et: row(
    'autorent kaubiku-rent autopark rendijuhend renditeenused ajakiri fastlane ariklientide-registreerimine',
    'automaatkastiga-autode-rent kompaktautode-rent kabrioletide-rent soodsate-autode-rent elektriautode-rent luksusautod pikapite-rent sportautode-rent universaalide-rent maasturite-rent mahtuniversaalide-rent',
  ),
  hr: row(
    'najam-automobila najam-kombija vozni-park vodic-za-najam usluge-najma magazin fastlane registracija-tvrtki',
    'najam-automobila-s-automatskim-mjenjacem najam-kompaktnih-automobila najam-kabrioleta najam-ekonomicnih-automobila najam-elektricnih-automobila luksuzni-automobili najam-pickupa najam-sportskih-automobila najam-karavana najam-suv-vozila najam-minivana',
  ),
  hu: row(
    'autoberles kisteherauto-berles flotta berlesi-utmutato berlesi-szolgaltatasok magazin fastlane uzleti-regisztracio',
    'automata-auto-berles kompakt-auto-berles kabrio-berles olcso-auto-berles elektromos-auto-berles luxusautok pickup-berles sportauto-berles kombi-berles suv-berles kisbusz-berles',
  ),
  is: row(
    'bilaleiga sendibilaleiga bilafloti leiguleidbeiningar leiguthjonusta timarit fastlane fyrirtaekjaskraning',
    'leiga-sjalfskiptra-bila leiga-millistaerdarbila leiga-blaejubila leiga-sparneytinna-bila leiga-rafbila luxusbilar leiga-pallbila leiga-sportbila leiga-skutbila leiga-jeppa leiga-smarutubila',
  ),
  lt: row(
    'automobiliu-nuoma krovininiu-automobiliu-nuoma autoparkas nuomos-gidas nuomos-paslaugos zurnalas fastlane verslo-registracija',
    'automatiniu-automobiliu-nuoma kompaktiniu-automobiliu-nuoma kabrioletu-nuoma ekonominiu-automobiliu-nuoma elektromobiliu-nuoma prabangus-automobiliai pikapu-nuoma sportiniu-automobiliu-nuoma universalu-nuoma visureigiu-nuoma vienaturiu-nuoma',
  ),
  lv: row(
    'auto-noma kravas-busu-noma autoparks nomas-celvedis nomas-pakalpojumi zurnals fastlane biznesa-registracija',
    'automatisko-auto-noma kompakto-auto-noma kabrioletu-noma ekonomisko-auto-noma elektroauto-noma luksusa-auto pikapu-noma sporta-auto-noma universalu-noma apvidus-auto-noma minivenu-noma',
  ),
  ro: row(
    'inchirieri-auto inchirieri-dube flota ghid-de-inchiriere servicii-de-inchiriere revista fastlane inregistrare-companii',
    'inchirieri-masini-automate inchirieri-masini-compacte inchirieri-decapotabile inchirieri-masini-economice inchirieri-masini-electrice masini-de-lux inchirieri-pickup inchirieri-masini-sport inchirieri-break inchirieri-suv inchirieri-monovolume',
  ),
  sl: row(
    'najem-avtomobilov najem-kombijev vozni-park vodnik-za-najem storitve-najema revija fastlane registracija-podjetij',
    'najem-avtomatskih-avtomobilov najem-kompaktnih-avtomobilov najem-kabrioletov najem-ugodnih-avtomobilov najem-elektricnih-avtomobilov luksuzni-avtomobili najem-pickupov najem-sportnih-avtomobilov najem-karavanov najem-suv-vozil najem-enoprostorcev',
  ),
};

/** The slugs of a locale: US and British English differ from the international English set. */
export function slugsFor(locale: string): Slugs {
  if (locale === 'en-US') return american;
  // spec §2 "/truck-rental/ US" holds for the Spanish-language US variant too.
  if (locale === 'es-US') return { ...(byLanguage.es ?? english), truck: american.truck };
  // Irish English follows British usage (car hire, van).
  if (locale === 'en-GB' || locale === 'en-IE') return british;
  const lang = locale.slice(0, 2);
  // Arabic pages use the English slugs: percent-encoded Arabic URLs are hard to share and type.
  return byLanguage[lang] ?? oneLine[lang] ?? english;
}
