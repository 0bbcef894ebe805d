// Demo texts in the market's language (English where we have no translation): billboards and
// subscription campaigns. Protections and extras are the catalogue's (src/catalog-texts.ts).

/** The demo texts of one language. */
export type DemoTexts = {
  billboardCars: { title: string; subtitle: string; cta: string };
  billboardTrucks: { title: string; subtitle: string; cta: string };
  campaignFee: { title: string; description: string; benefit: string };
  campaignHalf: { title: string; description: string; benefit: string };
};

const en: DemoTexts = {
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
