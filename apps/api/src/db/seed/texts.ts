// Demo texts in the market's language (English where we have no translation): subscription campaigns
// (the billboards' are @rental/markets/billboards, shared with the site). Protections and extras are the catalogue's (src/catalog-texts.ts).

/** The demo texts of one language. */
export type DemoTexts = {
  campaignFee: { title: string; description: string; benefit: string };
  campaignHalf: { title: string; description: string; benefit: string };
};

const en: DemoTexts = {
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
