// Italian text table (it-IT, it-CH).
import type { LanguageText } from './types.ts';

export const it: LanguageText = {
  nav: {
    menu: 'Menu',
    rent: 'Noleggia',
    cars: 'Noleggio auto',
    vans: 'Furgoni e camion',
    fleet: 'La nostra flotta',
    subscription: 'Abbonamento auto',
    mobility: 'Più mobilità',
    share: 'Kestrel Share',
    ride: 'Kestrel Ride',
    plus: 'Kestrel Plus',
    app: "Scarica l'app",
    help: 'Aiuto e servizi',
    helpCenter: 'Centro assistenza',
    rentalGuide: 'Guida al noleggio',
    rentalServices: 'Servizi ed extra',
    account: 'Il mio account',
    bookings: 'Le mie prenotazioni',
    manageBooking: 'Gestisci una prenotazione',
    profiles: 'Profili',
    subscriptions: 'I miei abbonamenti',
    settings: 'Impostazioni account',
  },
  footer: {
    text: '© 2026 Kestrel Mobility. Tutti i prezzi includono le imposte. Kestrel è un marchio dimostrativo fittizio.',
    terms: 'Condizioni generali',
    privacy: 'Privacy',
    imprint: 'Note legali',
  },
  banner: 'Novità: prenota una corsa Kestrel Ride a {city} e risparmia sul primo viaggio',
  pages: {
    home: {
      title: 'Noleggio auto a {city} e in tutta Europa | {brand}',
      description:
        "Noleggia un'auto con {brand}: veicoli recenti in aeroporto, in stazione e in città, cancellazione gratuita e nessun costo nascosto.",
      sections: [
        [
          'Noleggio auto con {brand}',
          "Ritira l'auto a noleggio in aeroporto, alla stazione centrale o in una delle nostre filiali a {city}. Citycar, SUV per la famiglia o cabriolet: la maggior parte delle nostre auto ha meno di due anni.",
        ],
        [
          'Perché scegliere {brand}',
          "- **Cancellazione gratuita** fino a 24 ore prima del ritiro con la maggior parte delle tariffe\n- Chilometraggio illimitato per noleggi nel fine settimana e a lungo termine\n- Ritiro contactless con l'app {brand} nelle filiali selezionate\n- Assistenza stradale 24 ore su 24 inclusa",
        ],
        [
          "Trova l'auto giusta",
          'Non sai quale modello fa per te? Scopri [la nostra flotta]({fleet} "La nostra flotta") o leggi la [guida al noleggio]({rentalGuide} "Guida al noleggio") per sapere tutto su assicurazione, carburante e neopatentati.',
        ],
      ],
      truckSections: [
        [
          'Devi traslocare?',
          'I nostri [furgoni e camion]({truck} "Furgoni e camion") trasportano di tutto, dal singolo divano a un trilocale. Noleggia a ore o per tutto il fine settimana.',
        ],
      ],
    },
    truck: {
      title: 'Noleggio furgoni e camion | {brand}',
      description: 'Noleggia un furgone o un camion per traslochi a ore, a giorni o a settimane.',
      sections: [
        [
          'Noleggio furgoni e camion',
          'Dal furgone compatto al camion da 7,5 tonnellate: da {brand} a {city} trovi il veicolo giusto per traslochi, consegne e lavori.',
        ],
        [
          'Di quale misura ho bisogno?',
          '- **Furgone** (fino a 8 m³): un monolocale o qualche mobile\n- **Furgone grande** (fino a 14 m³): un bilocale\n- **Camion cassonato** (fino a 20 m³): una casa familiare, con sponda idraulica',
        ],
        [
          'Buono a sapersi',
          'La maggior parte dei furgoni si guida con la patente B. Coperte, cinghie e carrelli si aggiungono al momento della prenotazione.',
        ],
      ],
    },
    share: {
      title: 'Kestrel Share: car sharing al minuto | {brand}',
      description: "Apri l'auto con lo smartphone, paga al minuto e parcheggia nell'area servita di {city}.",
      sections: [
        [
          'Car sharing con Kestrel Share',
          "Trova un'auto vicino a te nell'app, aprila con lo smartphone e parti. Carburante, assicurazione e parcheggio nell'area servita sono inclusi nella tariffa al minuto.",
        ],
        [
          'Come funziona',
          "- Registrati una volta con patente e metodo di pagamento\n- Prenota gratis un'auto fino a 20 minuti prima\n- Termina la corsa ovunque nell'area servita",
        ],
        [
          'Domande?',
          'Il [centro assistenza]({helpCenter} "Centro assistenza") risponde alle domande più frequenti su Kestrel Share.',
        ],
      ],
    },
    ride: {
      title: 'Kestrel Ride: prenota una corsa a {city} | {brand}',
      description:
        'Prenota un autista professionista a {city} in pochi secondi: prezzi fissi, transfer aeroportuali e viaggi di lavoro.',
      sections: [
        [
          'Kestrel Ride',
          "Prenota una corsa con autista professionista a {city}. Vedi il prezzo fisso prima di prenotare e in aeroporto l'autista ti aspetta senza costi aggiuntivi.",
        ],
        [
          'Una corsa per ogni occasione',
          '- **Economy** per gli spostamenti quotidiani\n- **Business** con berline premium\n- **Van** fino a sette passeggeri con bagagli',
        ],
      ],
    },
    plus: {
      title: 'Kestrel Plus: noleggio a lungo termine | {brand}',
      description: "Noleggia un'auto da un mese in su con assicurazione, manutenzione e pneumatici inclusi.",
      sections: [
        [
          'Noleggio a lungo termine Kestrel Plus',
          "Ti serve un'auto per un progetto, un trasferimento o un lungo soggiorno a {city}? Con Kestrel Plus noleggi da un mese in su a un canone mensile fisso.",
        ],
        [
          'Cosa è incluso',
          '- Assicurazione e bollo\n- Manutenzione, pneumatici e cambio stagionale\n- Auto sostitutiva quando la tua è in officina',
        ],
      ],
    },
    subscription: {
      title: 'Abbonamento auto | {brand}',
      description:
        "Un'auto nuova a un canone mensile unico: assicurazione, manutenzione e immatricolazione incluse.",
      sections: [
        [
          'Abbonamento auto',
          "Guida senza comprare: scegli l'auto, il pacchetto di chilometri e la durata, e te la consegniamo a casa.",
        ],
        [
          'Durate flessibili',
          '- **Flessibile**: 30 giorni, rinnovo mensile\n- **6 o 12 mesi**: canone più basso, poi rinnovo mensile\n- Bonus fedeltà dopo 6 mesi',
        ],
      ],
    },
    'help-center': {
      title: 'Centro assistenza | {brand}',
      description:
        'Risposte su prenotazioni, pagamenti, assicurazione e danni, e tutti i contatti di {brand}.',
      sections: [
        [
          'Come possiamo aiutarti?',
          'Cerca tra i nostri articoli o scegli un argomento. La maggior parte delle domande su prenotazione, pagamento e ritiro trova risposta in un minuto.',
        ],
        [
          'Argomenti frequenti',
          '- Modificare o cancellare una prenotazione\n- Deposito cauzionale e metodi di pagamento\n- Cosa fare dopo un incidente o un danno',
        ],
      ],
    },
    account: {
      title: 'Il mio account | {brand}',
      description: 'Gestisci prenotazioni, profili e dati di pagamento nel tuo account {brand}.',
      sections: [
        [
          'Il tuo account {brand}',
          'Accedi per vedere le tue [prenotazioni]({bookings} "Le mie prenotazioni"), salvare i profili dei conducenti e prenotare più velocemente.',
        ],
      ],
    },
    fleet: {
      title: 'La nostra flotta a noleggio | {brand}',
      description: 'Dalle citycar alle berline di lusso e ai monovolume: scopri la flotta {brand}.',
      sections: [
        [
          'La nostra flotta',
          'La flotta {brand} è tra le più giovani del settore. Scegli una categoria per vedere i modelli tipici, il bagagliaio e le dotazioni.',
        ],
        [
          'Modello garantito',
          "In alcune categorie puoi prenotare un modello garantito e ricevere esattamente l'auto che hai scelto.",
        ],
      ],
    },
    'rental-guide': {
      title: 'Guida al noleggio: consigli utili | {brand}',
      description:
        'Tutto quello che devi sapere prima di noleggiare: documenti, deposito, assicurazione e carburante.',
      sections: [
        [
          'Guida al noleggio',
          "Noleggiare un'auto è semplice se conosci le regole. Questa guida riassume l'essenziale prima, durante e dopo il viaggio.",
        ],
        [
          'Cosa portare',
          "- Una patente posseduta da almeno un anno\n- Carta d'identità o passaporto\n- Una carta di credito intestata al conducente principale per il deposito",
        ],
        [
          'Carburante e ricarica',
          "Riconsegna l'auto con lo stesso livello di carburante del ritiro. Le auto elettriche devono tornare con almeno il 70 % di batteria.",
        ],
      ],
    },
    'rental-services': {
      title: 'Servizi ed extra per il noleggio | {brand}',
      description:
        'Seggiolini, conducenti aggiuntivi, protezioni e consegna: gli extra per il tuo noleggio {brand}.',
      sections: [
        [
          'Servizi ed extra',
          'Adatta il noleggio al tuo viaggio. Tutti gli extra si aggiungono in fase di prenotazione o più tardi nel [tuo account]({account} "Il mio account").',
        ],
        [
          'Extra più richiesti',
          '- Seggiolini e rialzi per bambini\n- Conducenti aggiuntivi\n- Protezioni con franchigia ridotta o senza franchigia\n- Consegna e ritiro al tuo indirizzo',
        ],
      ],
    },
    services: {
      title: 'Prenota il tuo noleggio | {brand}',
      description: 'Cerca le offerte, scegli gli extra e prenota il tuo noleggio {brand} in pochi passaggi.',
      sections: [
        [
          'Prenota il tuo noleggio',
          'La prenotazione si sta caricando. Scegli le date e la filiale di ritiro per vedere le offerte disponibili.',
        ],
      ],
    },
    zen: {
      title: 'Prenotazione express | {brand}',
      description: 'Una prenotazione tranquilla in tre passaggi per i clienti {brand}.',
      sections: [
        [
          'Prenotazione express',
          "Tre passaggi, nessuna distrazione: scegli l'auto, conferma i dati e paga. Il tuo profilo salvato viene compilato automaticamente.",
        ],
      ],
    },
    'ride-help-article': {
      title: 'Come prenoto una corsa? | Assistenza Kestrel Ride',
      description: 'Passo dopo passo: prenotare una corsa Kestrel Ride, modificare il ritiro e pagare.',
      sections: [
        [
          'Come prenoto una corsa?',
          "Apri Kestrel Ride, inserisci l'indirizzo di partenza e la destinazione e scegli una categoria. Vedi il prezzo fisso prima di confermare.",
        ],
        [
          "Modificare l'orario di ritiro",
          'Puoi modificare gratis l\'orario fino a un\'ora prima della corsa in [Kestrel Ride]({ride} "Kestrel Ride").',
        ],
        [
          'Pagare la corsa',
          'Le corse si pagano con la carta salvata nel tuo account. La ricevuta arriva via e-mail dopo il viaggio.',
        ],
      ],
    },
    terms: {
      title: 'Condizioni generali di noleggio | {brand}',
      description: 'Le condizioni generali di noleggio di {brand}.',
      sections: [
        [
          'Condizioni generali',
          'Queste condizioni valgono per tutti i noleggi prenotati su questo sito. Le condizioni mostrate durante la prenotazione fanno parte del contratto.',
        ],
        [
          'Cancellazione',
          'La maggior parte delle tariffe è cancellabile gratuitamente fino a 24 ore prima del ritiro. Le tariffe prepagate possono prevedere una penale.',
        ],
      ],
    },
    privacy: {
      title: 'Informativa sulla privacy | {brand}',
      description: 'Come {brand} tratta i tuoi dati personali.',
      sections: [
        [
          'Informativa sulla privacy',
          'Trattiamo i tuoi dati solo per fornire i nostri servizi, adempiere agli obblighi di legge e, con il tuo consenso, migliorare le nostre offerte.',
        ],
        [
          'I tuoi diritti',
          'Puoi chiedere in qualsiasi momento accesso, rettifica o cancellazione dei tuoi dati nel [tuo account]({account} "Il mio account").',
        ],
      ],
    },
    imprint: {
      title: 'Note legali | {brand}',
      description: 'Informazioni societarie di {brand}.',
      sections: [
        [
          'Note legali',
          "Kestrel Mobility è un'azienda fittizia creata per questo sito dimostrativo. Su questo sito non si concludono contratti di noleggio reali.",
        ],
      ],
    },
  },
  categories: {
    automatic: ['Auto con cambio automatico', 'Guida rilassata nel traffico cittadino, senza frizione.'],
    compact: [
      'Auto compatte',
      'Facili da parcheggiare ed economiche, con spazio per quattro persone e bagagli.',
    ],
    convertible: ['Cabriolet', "Guida a cielo aperto sulle strade costiere e nei weekend d'estate."],
    economy: ['Auto economiche', 'I nostri prezzi migliori per brevi tragitti e città.'],
    electric: ['Auto elettriche', 'Zero emissioni locali, con carta di ricarica disponibile al ritiro.'],
    luxury: ['Auto di lusso', "Berline e SUV premium per viaggi d'affari e occasioni speciali."],
    pickupTruck: ['Pick-up', 'Cassone aperto e trazione integrale per lavoro e avventure.'],
    sport: ['Auto sportive', 'Modelli potenti per chi ama guidare.'],
    stationWagon: ['Station wagon', 'Più bagagliaio per le vacanze in famiglia e le attrezzature sportive.'],
    suv: ['SUV', 'Posizione di guida rialzata e spazio per tutta la famiglia.'],
    van: ['Monovolume', 'Da sette a nove posti per gruppi e famiglie numerose.'],
  },
  category: {
    title: 'Noleggio: {category} | {brand}',
    description: '{blurb} Confronta i modelli e prenota online con {brand}.',
    sections: [
      [
        '{category} a noleggio',
        '{blurb} La disponibilità dipende dalla filiale; prenota in anticipo per vacanze e fine settimana.',
      ],
      [
        'Dotazioni tipiche',
        '- Aria condizionata e Bluetooth\n- Navigatore sulla maggior parte dei modelli\n- Cancellazione gratuita con la maggior parte delle tariffe',
      ],
      ['Altre categorie', 'Confronta tutte le categorie nella [nostra flotta]({fleet} "La nostra flotta").'],
    ],
  },
  airport: {
    title: "Noleggio auto all'{airport} ({code}) | {brand}",
    description:
      "Ritira l'auto a noleggio direttamente all'{airport}: banco nell'area arrivi e auto a pochi passi.",
    heroTitle: "La tua auto ti aspetta all'{airport}",
    prefix: 'Risparmia fino al',
    highlight: '15%',
    suffix: 'prenotando online',
    sections: [
      [
        "Noleggio auto all'{airport}",
        "Il nostro banco si trova nell'area arrivi dell'{airport} ({code}). La tua auto è parcheggiata a pochi passi, pronta per raggiungere {airportCity}.",
      ],
      [
        'Buono a sapersi',
        "- Cancellazione gratuita fino a 24 ore prima del ritiro con la maggior parte delle tariffe\n- Volo in ritardo? Teniamo l'auto per te fino a tre ore\n- Riconsegna 24 ore su 24 con cassetta chiavi",
      ],
    ],
  },
};
