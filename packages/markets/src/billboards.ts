// The billboard campaign of each market (spec §7 /v2/apps/campaign, ?trucks= for vans and trucks; §9
// sizes 1600×640 and 375×400): one source for the product API, which seeds and serves it, and the static
// site, which draws it on the subscription and truck pages at build time. Texts in the market's language
// (English where there is no translation); images under /cms/marketing/ (drawn by apps/site).

/** spec §9: the billboard's wide (desktop) and narrow (mobile) images. */
export const billboardSizes = {
  desktop: { width: 1600, height: 640 },
  mobile: { width: 375, height: 400 },
} as const;

type Texts = { title: string; subtitle: string; cta: string };

const en: Record<'cars' | 'trucks', Texts> = {
  cars: {
    title: 'Drive more, pay less this season',
    subtitle: 'Up to 20% off rentals of 5 days or more.',
    cta: 'Find your car',
  },
  trucks: {
    title: 'Moving? Vans and trucks from the city centre',
    subtitle: 'Unlimited kilometres on weekend van rentals.',
    cta: 'Find your van',
  },
};

const de: Record<'cars' | 'trucks', Texts> = {
  cars: {
    title: 'Mehr fahren, weniger zahlen',
    subtitle: 'Bis zu 20 % Rabatt auf Mieten ab 5 Tagen.',
    cta: 'Auto finden',
  },
  trucks: {
    title: 'Umzug geplant? Transporter und Lkw aus der Innenstadt',
    subtitle: 'Unbegrenzte Kilometer bei Wochenendmieten.',
    cta: 'Transporter finden',
  },
};

const fr: Record<'cars' | 'trucks', Texts> = {
  cars: {
    title: 'Roulez plus, payez moins',
    subtitle: 'Jusqu’à 20 % de réduction dès 5 jours de location.',
    cta: 'Trouver une voiture',
  },
  trucks: {
    title: 'Un déménagement ? Utilitaires et camions en centre-ville',
    subtitle: 'Kilométrage illimité le week-end.',
    cta: 'Trouver un utilitaire',
  },
};

const nl: Record<'cars' | 'trucks', Texts> = {
  cars: {
    title: 'Meer rijden, minder betalen',
    subtitle: 'Tot 20% korting bij huur vanaf 5 dagen.',
    cta: 'Vind uw auto',
  },
  trucks: {
    title: 'Verhuizen? Bestelwagens en vrachtwagens in het centrum',
    subtitle: 'Onbeperkt kilometers bij weekendhuur.',
    cta: 'Vind uw bestelwagen',
  },
};

const es: Record<'cars' | 'trucks', Texts> = {
  cars: {
    title: 'Conduce más, paga menos',
    subtitle: 'Hasta un 20 % de descuento en alquileres de 5 días o más.',
    cta: 'Buscar coche',
  },
  trucks: {
    title: '¿Mudanza? Furgonetas y camiones en el centro',
    subtitle: 'Kilometraje ilimitado en alquileres de fin de semana.',
    cta: 'Buscar furgoneta',
  },
};

const it: Record<'cars' | 'trucks', Texts> = {
  cars: {
    title: 'Guida di più, paga di meno',
    subtitle: 'Fino al 20% di sconto sui noleggi da 5 giorni.',
    cta: 'Trova la tua auto',
  },
  trucks: {
    title: 'Trasloco? Furgoni e camion in centro città',
    subtitle: 'Chilometri illimitati nei noleggi del fine settimana.',
    cta: 'Trova il tuo furgone',
  },
};

const byLanguage: Record<string, Record<'cars' | 'trucks', Texts>> = { en, de, fr, nl, es, it };

/** What the billboard needs of a market (a CountryMarket of this package has it). */
export interface BillboardMarket {
  /** ISO 3166-1 alpha-2, e.g. 'DE'. */
  country: string;
  /** The market's main locale: the texts' language. */
  locale: string;
  /** Whether vans and trucks are offered (no truck billboard otherwise). */
  offersVans: boolean;
  /** Site-relative truck/van page, the truck billboard's link. */
  truckPath: string;
}

/** A billboard as the API answers it and the site draws it. */
export interface Billboard {
  /** The language of the texts ('de', or 'en' where the market's has no translation). */
  lang: string;
  title: string;
  subtitle: string;
  cta: { label: string; url: string };
  images: {
    desktop: { src: string; width: number; height: number };
    mobile: { src: string; width: number; height: number };
  };
}

/** The market's car billboard, or its van/truck billboard (null where vans and trucks are not offered). */
export function billboardOf(market: BillboardMarket, trucks: boolean): Billboard | null {
  if (trucks && !market.offersVans) return null;
  const kind = trucks ? 'trucks' : 'cars';
  const language = market.locale.slice(0, 2);
  const lang = language in byLanguage ? language : 'en';
  const texts = byLanguage[lang]![kind];
  const base = `/cms/marketing/billboard-${market.country.toLowerCase()}-${kind}`;
  return {
    lang,
    title: texts.title,
    subtitle: texts.subtitle,
    cta: { label: texts.cta, url: trucks ? market.truckPath : '/' },
    images: {
      desktop: { src: `${base}-1600x640.jpg`, ...billboardSizes.desktop },
      mobile: { src: `${base}-375x400.jpg`, ...billboardSizes.mobile },
    },
  };
}
