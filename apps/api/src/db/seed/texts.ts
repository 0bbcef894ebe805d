// Demo texts in the market's language (English where we have no translation): protections and extras,
// billboards and subscription campaigns.

type AddonText = { name: string; description: string };
/** The demo texts of one language. */
export type DemoTexts = {
  addons: Record<string, AddonText>;
  billboardCars: { title: string; subtitle: string; cta: string };
  billboardTrucks: { title: string; subtitle: string; cta: string };
  campaignFee: { title: string; description: string; benefit: string };
  campaignHalf: { title: string; description: string; benefit: string };
};

const en: DemoTexts = {
  addons: {
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
  billboardCars: {
    title: 'Drive more, pay less this season',
    subtitle: 'Up to 20% off rentals of 5 days or more.',
    cta: 'Find your car',
  },
  billboardTrucks: {
    title: 'Moving? Vans and trucks from the city centre',
    subtitle: 'Unlimited kilometres on weekend van rentals.',
    cta: 'Find your van',
  },
  campaignFee: {
    title: 'No enrollment fee',
    description: 'Register now and start any subscription without the enrollment fee.',
    benefit: 'Enrollment fee waived',
  },
  campaignHalf: {
    title: 'First month at half price',
    description: 'Your first subscription month costs half. Valid for all electric cars.',
    benefit: '50% off the first month',
  },
};

const de: DemoTexts = {
  addons: {
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
  billboardCars: {
    title: 'Mehr fahren, weniger zahlen',
    subtitle: 'Bis zu 20 % Rabatt auf Mieten ab 5 Tagen.',
    cta: 'Auto finden',
  },
  billboardTrucks: {
    title: 'Umzug geplant? Transporter und Lkw aus der Innenstadt',
    subtitle: 'Unbegrenzte Kilometer bei Wochenendmieten.',
    cta: 'Transporter finden',
  },
  campaignFee: {
    title: 'Keine Aktivierungsgebühr',
    description: 'Jetzt registrieren und jedes Abo ohne Aktivierungsgebühr starten.',
    benefit: 'Aktivierungsgebühr entfällt',
  },
  campaignHalf: {
    title: 'Erster Monat zum halben Preis',
    description: 'Ihr erster Abo-Monat kostet die Hälfte. Gilt für alle Elektroautos.',
    benefit: '50 % Rabatt im ersten Monat',
  },
};

const fr: DemoTexts = {
  addons: {
    BASIC: { name: 'Protection de base', description: 'Protection collision et vol avec franchise.' },
    SMART: { name: 'Protection Smart', description: 'Franchise réduite ; vitres et pneus couverts.' },
    ALL_INCLUSIVE: {
      name: 'Protection tout compris',
      description: 'Sans franchise ; couvre vitres, pneus, intérieur et perte de clés.',
    },
    ADDITIONAL_DRIVER: {
      name: 'Conducteur supplémentaire',
      description: 'Partagez la conduite ; chaque conducteur présente un permis valide.',
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
  billboardCars: {
    title: 'Roulez plus, payez moins',
    subtitle: 'Jusqu’à 20 % de réduction dès 5 jours de location.',
    cta: 'Trouver une voiture',
  },
  billboardTrucks: {
    title: 'Un déménagement ? Utilitaires et camions en centre-ville',
    subtitle: 'Kilométrage illimité le week-end.',
    cta: 'Trouver un utilitaire',
  },
  campaignFee: {
    title: 'Sans frais d’inscription',
    description: 'Inscrivez-vous et démarrez un abonnement sans frais d’inscription.',
    benefit: 'Frais d’inscription offerts',
  },
  campaignHalf: {
    title: 'Premier mois à moitié prix',
    description:
      'Votre premier mois d’abonnement coûte moitié moins. Valable pour toutes les voitures électriques.',
    benefit: '50 % sur le premier mois',
  },
};

const nl: DemoTexts = {
  addons: {
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
  billboardCars: {
    title: 'Meer rijden, minder betalen',
    subtitle: 'Tot 20% korting bij huur vanaf 5 dagen.',
    cta: 'Vind uw auto',
  },
  billboardTrucks: {
    title: 'Verhuizen? Bestelwagens en vrachtwagens in het centrum',
    subtitle: 'Onbeperkt kilometers bij weekendhuur.',
    cta: 'Vind uw bestelwagen',
  },
  campaignFee: {
    title: 'Geen inschrijfkosten',
    description: 'Registreer nu en start elk abonnement zonder inschrijfkosten.',
    benefit: 'Inschrijfkosten vervallen',
  },
  campaignHalf: {
    title: 'Eerste maand halve prijs',
    description: 'Uw eerste abonnementsmaand kost de helft. Geldig voor alle elektrische auto’s.',
    benefit: '50% korting op de eerste maand',
  },
};

const es: DemoTexts = {
  addons: {
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
  billboardCars: {
    title: 'Conduce más, paga menos',
    subtitle: 'Hasta un 20 % de descuento en alquileres de 5 días o más.',
    cta: 'Buscar coche',
  },
  billboardTrucks: {
    title: '¿Mudanza? Furgonetas y camiones en el centro',
    subtitle: 'Kilometraje ilimitado en alquileres de fin de semana.',
    cta: 'Buscar furgoneta',
  },
  campaignFee: {
    title: 'Sin cuota de alta',
    description: 'Regístrate y empieza cualquier suscripción sin cuota de alta.',
    benefit: 'Cuota de alta gratuita',
  },
  campaignHalf: {
    title: 'Primer mes a mitad de precio',
    description: 'Tu primer mes de suscripción cuesta la mitad. Válido para todos los coches eléctricos.',
    benefit: '50 % en el primer mes',
  },
};

const it: DemoTexts = {
  addons: {
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
  billboardCars: {
    title: 'Guida di più, paga di meno',
    subtitle: 'Fino al 20% di sconto sui noleggi da 5 giorni.',
    cta: 'Trova la tua auto',
  },
  billboardTrucks: {
    title: 'Trasloco? Furgoni e camion in centro città',
    subtitle: 'Chilometri illimitati nei noleggi del fine settimana.',
    cta: 'Trova il tuo furgone',
  },
  campaignFee: {
    title: 'Nessuna quota di iscrizione',
    description: 'Registrati ora e inizia qualsiasi abbonamento senza quota di iscrizione.',
    benefit: 'Quota di iscrizione gratuita',
  },
  campaignHalf: {
    title: 'Primo mese a metà prezzo',
    description: 'Il tuo primo mese di abbonamento costa la metà. Valido per tutte le auto elettriche.',
    benefit: '50% sul primo mese',
  },
};

const byLanguage: Record<string, DemoTexts> = { en, de, fr, nl, es, it };

/** Demo texts for a locale's language, English otherwise. */
export function demoTexts(locale: string): DemoTexts {
  return byLanguage[locale.slice(0, 2)] ?? en;
}
