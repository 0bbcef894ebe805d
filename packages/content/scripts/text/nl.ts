// Dutch text table (nl-NL, nl-BE).
import type { LanguageText } from './types.ts';

export const nl: LanguageText = {
  nav: {
    menu: 'Menu',
    rent: 'Huren',
    cars: 'Autoverhuur',
    vans: 'Bestelwagens & vrachtwagens',
    fleet: 'Onze vloot',
    subscription: 'Auto-abonnement',
    mobility: 'Meer mobiliteit',
    share: 'Kestrel Share',
    ride: 'Kestrel Ride',
    plus: 'Kestrel Plus',
    app: 'Download de app',
    help: 'Hulp & services',
    helpCenter: 'Klantenservice',
    rentalGuide: 'Huurgids',
    rentalServices: 'Services & extra’s',
    account: 'Mijn account',
    bookings: 'Mijn reserveringen',
    manageBooking: 'Reservering beheren',
    profiles: 'Profielen',
    subscriptions: 'Mijn abonnementen',
    settings: 'Accountinstellingen',
  },
  footer: {
    text: '© 2026 Kestrel Mobility. Alle prijzen inclusief btw. Kestrel is een fictief demomerk.',
    terms: 'Algemene voorwaarden',
    privacy: 'Privacy',
    imprint: 'Colofon',
  },
  banner: 'Nieuw: boek een Kestrel Ride in {city} en bespaar op je eerste rit',
  pages: {
    home: {
      title: 'Autoverhuur in {city} en daarbuiten | {brand}',
      description:
        'Huur een auto bij {brand}: nieuwe auto’s op luchthavens, stations en in de stad, gratis annuleren en geen verborgen kosten.',
      sections: [
        [
          'Autoverhuur bij {brand}',
          'Haal je huurauto op op de luchthaven, op het centraal station of bij een van onze vestigingen in {city}. Van stadsauto tot gezins-SUV of cabrio: de meeste auto’s zijn jonger dan twee jaar.',
        ],
        [
          'Waarom kiezen voor {brand}',
          '- **Gratis annuleren** tot 24 uur voor ophalen bij de meeste tarieven\n- Onbeperkt kilometers bij weekend- en langetermijnhuur\n- Contactloos ophalen met de {brand} app bij geselecteerde vestigingen\n- 24/7 pechhulp inbegrepen',
        ],
        [
          'Vind de juiste auto',
          'Twijfel je welk model bij je reis past? Bekijk [onze vloot]({fleet} "Onze vloot") of lees de [huurgids]({rentalGuide} "Huurgids") voor tips over verzekering, brandstof en jonge bestuurders.',
        ],
      ],
      truckSections: [
        [
          'Ga je verhuizen?',
          'Onze [bestelwagens en vrachtwagens]({truck} "Bestelwagens en vrachtwagens") vervoeren alles, van één bank tot een driekamerappartement. Huur per uur of voor het hele weekend.',
        ],
      ],
    },
    truck: {
      title: 'Bestelwagen en vrachtwagen huren | {brand}',
      description: 'Huur een bestelwagen of verhuiswagen per uur, dag of week.',
      sections: [
        [
          'Bestelwagen en vrachtwagen huren',
          'Van compacte bestelwagen tot bakwagen van 7,5 ton: bij {brand} in {city} vind je het juiste voertuig voor verhuizing, leveringen en klussen.',
        ],
        [
          'Welke maat heb ik nodig?',
          '- **Bestelwagen** (tot 8 m³): een studio of enkele meubels\n- **Grote bestelwagen** (tot 14 m³): een tweekamerappartement\n- **Bakwagen** (tot 20 m³): een eengezinswoning, met laadklep',
        ],
        [
          'Goed om te weten',
          'De meeste bestelwagens mag je met rijbewijs B besturen. Verhuisdekens, spanbanden en steekwagens voeg je toe bij het reserveren.',
        ],
      ],
    },
    share: {
      title: 'Kestrel Share: autodelen per minuut | {brand}',
      description:
        'Open een auto met je telefoon, rijd per minuut en parkeer in het servicegebied van {city}.',
      sections: [
        [
          'Autodelen met Kestrel Share',
          'Vind een auto in de buurt in de app, open hem met je telefoon en rijd weg. Brandstof, verzekering en parkeren in het servicegebied zitten in de minuutprijs.',
        ],
        [
          'Zo werkt het',
          '- Eenmalig registreren met rijbewijs en betaalmiddel\n- Een auto tot 20 minuten vooraf gratis reserveren\n- Je rit overal in het servicegebied beëindigen',
        ],
        [
          'Vragen?',
          'Bij de [klantenservice]({helpCenter} "Klantenservice") vind je antwoorden over Kestrel Share.',
        ],
      ],
    },
    ride: {
      title: 'Kestrel Ride: boek een rit in {city} | {brand}',
      description:
        'Boek in een paar seconden een professionele chauffeur in {city}: vaste prijzen, luchthavenvervoer en zakelijke ritten.',
      sections: [
        [
          'Kestrel Ride',
          'Boek een rit met een professionele chauffeur in {city}. Je ziet de vaste prijs vooraf en op de luchthaven wacht je chauffeur zonder meerprijs.',
        ],
        [
          'Voor elke gelegenheid',
          '- **Economy** voor dagelijkse ritten\n- **Business** met premium sedans\n- **Van** voor maximaal zeven passagiers en bagage',
        ],
      ],
    },
    plus: {
      title: 'Kestrel Plus: langetermijnhuur | {brand}',
      description: 'Huur een auto vanaf een maand, inclusief verzekering, onderhoud en banden.',
      sections: [
        [
          'Langetermijnhuur met Kestrel Plus',
          'Heb je een auto nodig voor een project, een verhuizing of een lang verblijf in {city}? Met Kestrel Plus huur je vanaf een maand voor een vaste maandprijs.',
        ],
        [
          'Wat is inbegrepen',
          '- Verzekering en wegenbelasting\n- Onderhoud, banden en seizoenswissel\n- Vervangend vervoer als je auto in de werkplaats staat',
        ],
      ],
    },
    subscription: {
      title: 'Auto-abonnement | {brand}',
      description: 'Een nieuwe auto voor één maandprijs: verzekering, onderhoud en registratie inbegrepen.',
      sections: [
        [
          'Auto-abonnement',
          'Zorgeloos rijden zonder te kopen: kies je auto, je kilometerpakket en de looptijd, en wij bezorgen de auto aan je deur.',
        ],
        [
          'Flexibele looptijden',
          '- **Flexibel**: 30 dagen, maandelijks verlengd\n- **6 of 12 maanden**: lagere maandprijs, daarna maandelijks verlengd\n- Loyaliteitsbonus na 6 maanden',
        ],
      ],
    },
    'help-center': {
      title: 'Klantenservice | {brand}',
      description:
        'Antwoorden over reserveren, betalen, verzekering en schade, en alle manieren om {brand} te bereiken.',
      sections: [
        [
          'Waarmee kunnen we helpen?',
          'Zoek in onze artikelen of kies een onderwerp. De meeste vragen over reserveren, betalen en ophalen zijn in een minuut beantwoord.',
        ],
        [
          'Veelgestelde onderwerpen',
          '- Een reservering wijzigen of annuleren\n- Borg en betaalmethoden\n- Wat te doen na een ongeval of schade',
        ],
      ],
    },
    account: {
      title: 'Mijn account | {brand}',
      description: 'Beheer je reserveringen, profielen en betaalgegevens in je {brand} account.',
      sections: [
        [
          'Je {brand} account',
          'Log in om je [reserveringen]({bookings} "Mijn reserveringen") te bekijken, bestuurdersprofielen op te slaan en sneller te boeken.',
        ],
      ],
    },
    fleet: {
      title: 'Onze huurvloot | {brand}',
      description: 'Van stadsauto tot luxe sedan en personenbus: ontdek de vloot van {brand}.',
      sections: [
        [
          'Onze vloot',
          'De vloot van {brand} is een van de jongste in de branche. Kies een categorie om typische modellen, kofferruimte en uitrusting te zien.',
        ],
        [
          'Gegarandeerd model',
          'In geselecteerde categorieën boek je een gegarandeerd model en krijg je precies de auto die je kiest.',
        ],
      ],
    },
    'rental-guide': {
      title: 'Huurgids: tips voor je huurauto | {brand}',
      description: 'Alles wat je moet weten voordat je huurt: documenten, borg, verzekering en brandstof.',
      sections: [
        [
          'Huurgids',
          'Een auto huren is eenvoudig als je de regels kent. Deze gids zet het belangrijkste voor, tijdens en na je reis op een rij.',
        ],
        [
          'Wat neem je mee',
          '- Een rijbewijs dat je minstens een jaar hebt\n- Een identiteitskaart of paspoort\n- Een creditcard op naam van de hoofdbestuurder voor de borg',
        ],
        [
          'Tanken en laden',
          'Lever de auto in met hetzelfde brandstofniveau als bij ophalen. Elektrische auto’s komen terug met minstens 70 procent lading.',
        ],
      ],
    },
    'rental-services': {
      title: 'Huurdiensten en extra’s | {brand}',
      description:
        'Kinderzitjes, extra bestuurders, beschermingspakketten en bezorging: extra’s voor je huur bij {brand}.',
      sections: [
        [
          'Services & extra’s',
          'Stem je huur af op je reis. Alle extra’s voeg je toe bij het reserveren of later in [je account]({account} "Mijn account").',
        ],
        [
          'Populaire extra’s',
          '- Kinderzitjes en zittingverhogers\n- Extra bestuurders\n- Beschermingspakketten met lager of geen eigen risico\n- Bezorgen en ophalen op je adres',
        ],
      ],
    },
    services: {
      title: 'Je huurauto reserveren | {brand}',
      description:
        'Zoek aanbiedingen, kies extra’s en reserveer je huurauto bij {brand} in een paar stappen.',
      sections: [
        [
          'Je huurauto reserveren',
          'Je reservering wordt geladen. Kies je data en ophaalvestiging om het beschikbare aanbod te zien.',
        ],
      ],
    },
    zen: {
      title: 'Snel reserveren | {brand}',
      description: 'Rustig reserveren in drie stappen voor klanten van {brand}.',
      sections: [
        [
          'Snel reserveren',
          'Drie stappen, geen afleiding: kies je auto, bevestig je gegevens en betaal. Je opgeslagen profiel wordt automatisch ingevuld.',
        ],
      ],
    },
    'ride-help-article': {
      title: 'Hoe boek ik een rit? | Kestrel Ride hulp',
      description: 'Stap voor stap: een rit boeken met Kestrel Ride, de ophaaltijd wijzigen en betalen.',
      sections: [
        [
          'Hoe boek ik een rit?',
          'Open Kestrel Ride, vul je ophaaladres en bestemming in en kies een klasse. Je ziet de vaste prijs voordat je bevestigt.',
        ],
        [
          'Ophaaltijd wijzigen',
          'Je kunt de ophaaltijd tot een uur voor de rit gratis wijzigen in [Kestrel Ride]({ride} "Kestrel Ride").',
        ],
        [
          'Betalen',
          'Ritten worden betaald met de kaart in je account. Het betaalbewijs ontvang je na de rit per e-mail.',
        ],
      ],
    },
    terms: {
      title: 'Algemene voorwaarden | {brand}',
      description: 'De algemene huurvoorwaarden van {brand}.',
      sections: [
        [
          'Algemene voorwaarden',
          'Deze voorwaarden gelden voor alle huurovereenkomsten die via deze site worden geboekt. De voorwaarden die je bij het boeken ziet, maken deel uit van je contract.',
        ],
        [
          'Annuleren',
          'De meeste tarieven zijn tot 24 uur voor ophalen gratis te annuleren. Bij vooraf betaalde tarieven kunnen annuleringskosten gelden.',
        ],
      ],
    },
    privacy: {
      title: 'Privacyverklaring | {brand}',
      description: 'Hoe {brand} je persoonsgegevens verwerkt.',
      sections: [
        [
          'Privacyverklaring',
          'We verwerken je gegevens alleen om onze diensten te leveren, aan wettelijke plichten te voldoen en, met je toestemming, ons aanbod te verbeteren.',
        ],
        [
          'Je rechten',
          'Je kunt op elk moment inzage, correctie of verwijdering van je gegevens aanvragen in [je account]({account} "Mijn account").',
        ],
      ],
    },
    imprint: {
      title: 'Colofon | {brand}',
      description: 'Bedrijfsgegevens van {brand}.',
      sections: [
        [
          'Colofon',
          'Kestrel Mobility is een fictief bedrijf voor deze demosite. Via deze site worden geen echte huurovereenkomsten gesloten.',
        ],
      ],
    },
  },
  categories: {
    automatic: ['Automaten', 'Ontspannen rijden in het stadsverkeer, zonder koppeling.'],
    compact: ['Compacte auto’s', 'Makkelijk te parkeren en zuinig, met plek voor vier personen en bagage.'],
    convertible: ['Cabrio’s', 'Open rijden over kustwegen en in zomerweekenden.'],
    economy: ['Kleine auto’s', 'Onze laagste prijzen voor korte ritten en de stad.'],
    electric: ['Elektrische auto’s', 'Lokaal uitstootvrij, met laadpas bij het ophalen.'],
    luxury: ['Luxe auto’s', 'Premium sedans en SUV’s voor zakenreizen en bijzondere gelegenheden.'],
    pickupTruck: ['Pick-ups', 'Open laadbak en vierwielaandrijving voor werk en avontuur.'],
    sport: ['Sportwagens', 'Krachtige modellen voor wie graag rijdt.'],
    stationWagon: ['Stationwagens', 'Extra bagageruimte voor gezinsvakanties en sportspullen.'],
    suv: ['SUV’s', 'Een hogere zitpositie en ruimte voor het hele gezin.'],
    van: ['Personenbussen', 'Zeven tot negen zitplaatsen voor groepen en grote gezinnen.'],
  },
  category: {
    title: '{category} huren | {brand}',
    description: '{blurb} Vergelijk modellen en boek online bij {brand}.',
    sections: [
      [
        '{category} huren',
        '{blurb} De beschikbaarheid hangt af van de vestiging; boek op tijd voor vakanties en weekenden.',
      ],
      [
        'Typische uitrusting',
        '- Airconditioning en Bluetooth\n- Navigatie bij de meeste modellen\n- Gratis annuleren bij de meeste tarieven',
      ],
      ['Meer categorieën', 'Vergelijk alle categorieën in [onze vloot]({fleet} "Onze vloot").'],
    ],
  },
  airport: {
    title: 'Autoverhuur op {airport} ({code}) | {brand}',
    description: 'Haal je huurauto direct op {airport} op: balie in de aankomsthal, auto’s op loopafstand.',
    heroTitle: 'Je auto staat klaar op {airport}',
    prefix: 'Bespaar tot',
    highlight: '15%',
    suffix: 'bij online boeken',
    sections: [
      [
        'Autoverhuur op {airport}',
        'Onze balie zit in de aankomsthal van {airport} ({code}). Je auto staat op loopafstand klaar voor de rit naar {airportCity}.',
      ],
      [
        'Goed om te weten',
        '- Gratis annuleren tot 24 uur voor ophalen bij de meeste tarieven\n- Vlucht vertraagd? We houden je auto tot drie uur vast\n- 24/7 inleveren met sleutelkluis',
      ],
    ],
  },
};
