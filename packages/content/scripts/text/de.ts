// German text table (de-DE, de-AT; de-CH respells ß as ss in ../scaffold.ts).
import type { LanguageText } from './types.ts';

export const de: LanguageText = {
  nav: {
    menu: 'Menü',
    rent: 'Mieten',
    cars: 'Autovermietung',
    vans: 'Transporter & Lkw',
    fleet: 'Unsere Flotte',
    subscription: 'Auto-Abo',
    mobility: 'Mehr Mobilität',
    share: 'Kestrel Share',
    ride: 'Kestrel Ride',
    plus: 'Kestrel Plus',
    app: 'App laden',
    help: 'Hilfe & Services',
    helpCenter: 'Hilfe-Center',
    rentalGuide: 'Mietwagen-Ratgeber',
    rentalServices: 'Services & Extras',
    account: 'Mein Konto',
    bookings: 'Meine Buchungen',
    manageBooking: 'Buchung verwalten',
    profiles: 'Profile',
    subscriptions: 'Meine Abos',
    settings: 'Kontoeinstellungen',
  },
  footer: {
    text: '© 2026 Kestrel Mobility. Alle Preise inklusive Mehrwertsteuer. Kestrel ist eine fiktive Demo-Marke.',
    terms: 'AGB',
    privacy: 'Datenschutz',
    imprint: 'Impressum',
  },
  banner: 'Neu: Kestrel Ride in {city} – jetzt Fahrt buchen und bei der ersten Fahrt sparen',
  pages: {
    home: {
      title: 'Autovermietung in {city} und ganz Europa | {brand}',
      description:
        'Mietwagen bei {brand}: moderne Fahrzeuge an Flughäfen, Bahnhöfen und in der Stadt, kostenlose Stornierung und keine versteckten Kosten.',
      sections: [
        [
          'Mietwagen von {brand}',
          'Holen Sie Ihren Mietwagen am Flughafen, am Hauptbahnhof oder in einer unserer Stadtfilialen in {city} ab. Vom Kleinwagen über den Familien-SUV bis zum Cabrio – die meisten Fahrzeuge sind jünger als zwei Jahre.',
        ],
        [
          'Darum fahren Kundinnen und Kunden mit {brand}',
          '- **Kostenlose Stornierung** bis 24 Stunden vor Abholung bei den meisten Tarifen\n- Unbegrenzte Kilometer bei Wochenend- und Langzeitmieten\n- Kontaktlose Abholung mit der {brand} App in ausgewählten Filialen\n- Pannenhilfe rund um die Uhr inklusive',
        ],
        [
          'Das passende Auto finden',
          'Sie sind unsicher, welches Modell zu Ihrer Reise passt? Entdecken Sie [unsere Flotte]({fleet} "Unsere Flotte") oder lesen Sie im [Mietwagen-Ratgeber]({rentalGuide} "Mietwagen-Ratgeber") alles zu Versicherung, Tanken und jungen Fahrern.',
        ],
      ],
      truckSections: [
        [
          'Sie ziehen um?',
          'Unsere [Transporter und Lkw]({truck} "Transporter und Lkw") bringen alles von einem einzelnen Sofa bis zur Dreizimmerwohnung ans Ziel. Mieten Sie stundenweise oder für das ganze Wochenende.',
        ],
      ],
    },
    truck: {
      title: 'Transporter und Lkw mieten | {brand}',
      description:
        'Transporter oder Umzugs-Lkw stunden-, tage- oder wochenweise mieten, auf Wunsch mit Freikilometern.',
      sections: [
        [
          'Transporter und Lkw mieten',
          'Vom kompakten Kastenwagen bis zum 7,5-Tonner: Bei {brand} in {city} finden Sie das richtige Fahrzeug für Umzug, Lieferung und Handwerk.',
        ],
        [
          'Welche Größe brauche ich?',
          '- **Kastenwagen** (bis 8 m³): ein Zimmer oder einzelne Möbel\n- **Großraumtransporter** (bis 14 m³): eine Zweizimmerwohnung\n- **Koffer-Lkw** (bis 20 m³): ein Einfamilienhaus, mit Ladebordwand',
        ],
        [
          'Gut zu wissen',
          'Die meisten Transporter dürfen Sie mit dem Führerschein der Klasse B fahren. Umzugsdecken, Spanngurte und Sackkarren buchen Sie einfach dazu.',
        ],
      ],
    },
    share: {
      title: 'Kestrel Share: Carsharing im Minutentarif | {brand}',
      description:
        'Auto per Smartphone öffnen, minutengenau fahren und im Geschäftsgebiet von {city} parken.',
      sections: [
        [
          'Carsharing mit Kestrel Share',
          'Finden Sie ein Auto in Ihrer Nähe in der App, öffnen Sie es mit dem Smartphone und fahren Sie los. Kraftstoff, Versicherung und Parken im Geschäftsgebiet sind im Minutenpreis enthalten.',
        ],
        [
          "So funktioniert's",
          '- Einmal mit Führerschein und Zahlungsmittel registrieren\n- Auto bis zu 20 Minuten vorher kostenlos reservieren\n- Fahrt überall im Geschäftsgebiet beenden',
        ],
        [
          'Fragen?',
          'Im [Hilfe-Center]({helpCenter} "Hilfe-Center") finden Sie Antworten rund um Kestrel Share.',
        ],
      ],
    },
    ride: {
      title: 'Kestrel Ride: Fahrt in {city} buchen | {brand}',
      description:
        'In Sekunden eine Fahrt mit Profi-Chauffeur in {city} buchen: Festpreise, Flughafentransfers, Geschäftsfahrten.',
      sections: [
        [
          'Kestrel Ride',
          'Buchen Sie eine Fahrt mit professionellem Fahrer in {city}. Den Festpreis sehen Sie vor der Buchung, und am Flughafen wartet Ihr Fahrer ohne Aufpreis auf Sie.',
        ],
        [
          'Für jeden Anlass',
          '- **Economy** für alltägliche Wege\n- **Business** mit Premium-Limousinen\n- **Van** für bis zu sieben Personen und viel Gepäck',
        ],
      ],
    },
    plus: {
      title: 'Kestrel Plus: Langzeitmiete | {brand}',
      description: 'Ein Auto ab einem Monat mieten – Versicherung, Wartung und Reifen inklusive.',
      sections: [
        [
          'Langzeitmiete mit Kestrel Plus',
          'Sie brauchen ein Auto für ein Projekt, einen Umzug oder einen längeren Aufenthalt in {city}? Mit Kestrel Plus mieten Sie ab einem Monat zum festen Monatspreis.',
        ],
        [
          'Was ist inklusive?',
          '- Versicherung und Kfz-Steuer\n- Wartung, Reifen und saisonaler Reifenwechsel\n- Ersatzfahrzeug, wenn Ihres in der Werkstatt ist',
        ],
      ],
    },
    subscription: {
      title: 'Auto-Abo | {brand}',
      description:
        'Ein Neuwagen zum monatlichen Komplettpreis: Versicherung, Wartung und Zulassung inklusive.',
      sections: [
        [
          'Auto-Abo',
          'Rundum-sorglos fahren, ohne zu kaufen: Wählen Sie Ihr Auto, Ihr Kilometerpaket und Ihre Laufzeit – wir liefern das Fahrzeug bis vor Ihre Haustür.',
        ],
        [
          'Flexible Laufzeiten',
          '- **Flexibel**: 30 Tage, monatlich verlängert\n- **6 oder 12 Monate**: günstigere Monatsrate, danach monatlich verlängert\n- Treuebonus nach 6 Monaten',
        ],
      ],
    },
    'help-center': {
      title: 'Hilfe-Center | {brand}',
      description:
        'Antworten zu Buchung, Zahlung, Versicherung und Schäden sowie alle Kontaktwege zu {brand}.',
      sections: [
        [
          'Wie können wir helfen?',
          'Durchsuchen Sie unsere Hilfeartikel oder wählen Sie ein Thema. Die meisten Fragen zu Buchung, Zahlung und Abholung sind in einer Minute beantwortet.',
        ],
        [
          'Häufige Themen',
          '- Buchung ändern oder stornieren\n- Kaution und Zahlungsarten\n- Was tun nach einem Unfall oder Schaden?',
        ],
      ],
    },
    account: {
      title: 'Mein Konto | {brand}',
      description: 'Buchungen, Profile und Zahlungsdaten in Ihrem {brand} Konto verwalten.',
      sections: [
        [
          'Ihr {brand} Konto',
          'Melden Sie sich an, um Ihre [Buchungen]({bookings} "Meine Buchungen") zu sehen, Fahrerprofile zu speichern und schneller zu buchen.',
        ],
      ],
    },
    fleet: {
      title: 'Unsere Mietwagenflotte | {brand}',
      description: 'Vom Kleinwagen über die Oberklasse bis zum Kleinbus: die Mietwagenflotte von {brand}.',
      sections: [
        [
          'Unsere Flotte',
          'Die {brand} Flotte gehört zu den jüngsten der Branche. Wählen Sie eine Kategorie, um typische Modelle, Kofferraumvolumen und Ausstattung zu sehen.',
        ],
        [
          'Modellgarantie',
          'In ausgewählten Kategorien buchen Sie ein garantiertes Modell – und bekommen genau das Auto, das Sie ausgesucht haben.',
        ],
      ],
    },
    'rental-guide': {
      title: 'Mietwagen-Ratgeber: Tipps für Ihre Anmietung | {brand}',
      description:
        'Alles, was Sie vor der Anmietung wissen sollten: Dokumente, Kaution, Versicherung und Tanken.',
      sections: [
        [
          'Mietwagen-Ratgeber',
          'Ein Auto zu mieten ist einfach, wenn man die Regeln kennt. Dieser Ratgeber fasst das Wichtigste vor, während und nach Ihrer Reise zusammen.',
        ],
        [
          'Das brauchen Sie',
          '- Einen Führerschein, den Sie seit mindestens einem Jahr besitzen\n- Personalausweis oder Reisepass\n- Eine Kreditkarte auf den Namen der Hauptfahrerin oder des Hauptfahrers für die Kaution',
        ],
        [
          'Tanken und Laden',
          'Geben Sie das Auto mit demselben Tankstand zurück wie bei der Abholung. Elektroautos sollten mit mindestens 70 Prozent Akkustand zurückkommen.',
        ],
      ],
    },
    'rental-services': {
      title: 'Services und Extras zur Miete | {brand}',
      description:
        'Kindersitze, Zusatzfahrer, Schutzpakete und Zustellung: Extras für Ihre Miete bei {brand}.',
      sections: [
        [
          'Services & Extras',
          'Passen Sie Ihre Miete an Ihre Reise an. Alle Extras buchen Sie bei der Reservierung oder später in [Ihrem Konto]({account} "Mein Konto").',
        ],
        [
          'Beliebte Extras',
          '- Kindersitze und Sitzerhöhungen\n- Zusatzfahrerinnen und Zusatzfahrer\n- Schutzpakete mit reduzierter oder ohne Selbstbeteiligung\n- Zustellung und Abholung an Ihrer Adresse',
        ],
      ],
    },
    services: {
      title: 'Mietwagen buchen | {brand}',
      description:
        'Angebote suchen, Extras wählen und Ihren Mietwagen bei {brand} in wenigen Schritten buchen.',
      sections: [
        [
          'Mietwagen buchen',
          'Ihre Buchung wird geladen. Wählen Sie Zeitraum und Abholfiliale, um verfügbare Angebote zu sehen.',
        ],
      ],
    },
    zen: {
      title: 'Express-Buchung | {brand}',
      description: 'Eine ruhige Buchung in drei Schritten für {brand} Kundinnen und Kunden.',
      sections: [
        [
          'Express-Buchung',
          'Drei Schritte, keine Ablenkung: Auto wählen, Daten bestätigen, bezahlen. Ihr gespeichertes Profil wird automatisch ausgefüllt.',
        ],
      ],
    },
    'ride-help-article': {
      title: 'Wie buche ich eine Fahrt? | Kestrel Ride Hilfe',
      description: 'Schritt für Schritt: eine Fahrt mit Kestrel Ride buchen, Abholung ändern und bezahlen.',
      sections: [
        [
          'Wie buche ich eine Fahrt?',
          'Öffnen Sie Kestrel Ride, geben Sie Abholadresse und Ziel ein und wählen Sie eine Fahrzeugklasse. Den Festpreis sehen Sie vor der Bestätigung.',
        ],
        [
          'Abholung ändern',
          'Die Abholzeit können Sie bis eine Stunde vor der Fahrt kostenlos in [Kestrel Ride]({ride} "Kestrel Ride") ändern.',
        ],
        [
          'Bezahlen',
          'Fahrten werden mit der in Ihrem Konto hinterlegten Karte bezahlt. Die Quittung kommt nach der Fahrt per E-Mail.',
        ],
      ],
    },
    terms: {
      title: 'Allgemeine Geschäftsbedingungen | {brand}',
      description: 'Die Mietbedingungen von {brand}.',
      sections: [
        [
          'Allgemeine Geschäftsbedingungen',
          'Diese Bedingungen gelten für alle auf dieser Website gebuchten Mieten. Die bei der Buchung angezeigten Bedingungen sind Teil Ihres Vertrags.',
        ],
        [
          'Stornierung',
          'Die meisten Tarife sind bis 24 Stunden vor Abholung kostenlos stornierbar. Bei Vorauszahlungstarifen kann eine Stornogebühr anfallen.',
        ],
      ],
    },
    privacy: {
      title: 'Datenschutzerklärung | {brand}',
      description: 'Wie {brand} Ihre personenbezogenen Daten verarbeitet.',
      sections: [
        [
          'Datenschutzerklärung',
          'Wir verarbeiten Ihre Daten nur, um unsere Leistungen zu erbringen, gesetzliche Pflichten zu erfüllen und – mit Ihrer Einwilligung – unsere Angebote zu verbessern.',
        ],
        [
          'Ihre Rechte',
          'Auskunft, Berichtigung oder Löschung Ihrer Daten können Sie jederzeit in [Ihrem Konto]({account} "Mein Konto") beantragen.',
        ],
      ],
    },
    imprint: {
      title: 'Impressum | {brand}',
      description: 'Anbieterkennzeichnung von {brand}.',
      sections: [
        [
          'Impressum',
          'Kestrel Mobility ist ein fiktives Unternehmen für diese Demo-Website. Über diese Website kommen keine echten Mietverträge zustande.',
        ],
      ],
    },
  },
  categories: {
    automatic: ['Automatikwagen', 'Entspannt durch den Stadtverkehr, ganz ohne Kupplung.'],
    compact: ['Kompaktwagen', 'Leicht zu parken und sparsam, mit Platz für vier Personen und Gepäck.'],
    convertible: ['Cabrios', 'Offen fahren auf Küstenstraßen und an Sommerwochenenden.'],
    economy: ['Kleinwagen', 'Unsere günstigsten Preise für kurze Strecken und die Stadt.'],
    electric: ['Elektroautos', 'Lokal emissionsfrei, Ladekarte auf Wunsch bei der Abholung.'],
    luxury: ['Luxusautos', 'Premium-Limousinen und SUVs für Geschäftsreisen und besondere Anlässe.'],
    pickupTruck: ['Pick-ups', 'Offene Ladefläche und Allradantrieb für Arbeit und Outdoor.'],
    sport: ['Sportwagen', 'Leistungsstarke Modelle für alle, die gern fahren.'],
    stationWagon: ['Kombis', 'Extra Stauraum für Familienurlaub und Sportausrüstung.'],
    suv: ['SUVs', 'Erhöhte Sitzposition und Platz für die ganze Familie.'],
    van: ['Kleinbusse', 'Sieben bis neun Sitze für Gruppen und große Familien.'],
  },
  category: {
    title: '{category} mieten | {brand}',
    description: '{blurb} Modelle vergleichen und online bei {brand} buchen.',
    sections: [
      [
        '{category} mieten',
        '{blurb} Die Verfügbarkeit hängt von der Filiale ab; buchen Sie für Ferien und Wochenenden frühzeitig.',
      ],
      [
        'Typische Ausstattung',
        '- Klimaanlage und Bluetooth\n- Navigationssystem bei den meisten Modellen\n- Kostenlose Stornierung bei den meisten Tarifen',
      ],
      ['Weitere Kategorien', 'Vergleichen Sie alle Kategorien in [unserer Flotte]({fleet} "Unsere Flotte").'],
    ],
  },
  airport: {
    title: 'Mietwagen am {airport} ({code}) | {brand}',
    description:
      'Mietwagen direkt am {airport} abholen: Schalter im Ankunftsbereich, Fahrzeuge nur wenige Schritte entfernt.',
    heroTitle: 'Ihr Mietwagen wartet am {airport}',
    prefix: 'Bis zu',
    highlight: '15 %',
    suffix: 'sparen bei Online-Buchung',
    sections: [
      [
        'Mietwagen am {airport}',
        'Unser Schalter liegt im Ankunftsbereich des {airport} ({code}). Ihr Auto steht nur wenige Schritte entfernt bereit für die Fahrt nach {airportCity}.',
      ],
      [
        'Gut zu wissen',
        '- Kostenlose Stornierung bis 24 Stunden vor Abholung bei den meisten Tarifen\n- Flug verspätet? Wir halten Ihr Auto bis zu drei Stunden bereit\n- Rückgabe rund um die Uhr per Schlüsselbox',
      ],
    ],
  },
};
