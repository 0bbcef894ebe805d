// French text table (fr-FR and every other fr-* locale).
import type { LanguageText } from './types.ts';

export const fr: LanguageText = {
  nav: {
    menu: 'Menu',
    rent: 'Louer',
    cars: 'Location de voitures',
    vans: 'Utilitaires & camions',
    fleet: 'Notre flotte',
    subscription: 'Abonnement auto',
    mobility: 'Plus de mobilité',
    share: 'Kestrel Share',
    ride: 'Kestrel Ride',
    plus: 'Kestrel Plus',
    app: "Télécharger l'app",
    help: 'Aide & services',
    helpCenter: "Centre d'aide",
    rentalGuide: 'Guide de la location',
    rentalServices: 'Services & options',
    account: 'Mon compte',
    bookings: 'Mes réservations',
    manageBooking: 'Gérer une réservation',
    profiles: 'Profils',
    subscriptions: 'Mes abonnements',
    settings: 'Paramètres du compte',
  },
  footer: {
    text: '© 2026 Kestrel Mobility. Tous les prix incluent les taxes. Kestrel est une marque de démonstration fictive.',
    terms: 'Conditions générales',
    privacy: 'Confidentialité',
    imprint: 'Mentions légales',
  },
  banner: 'Nouveau : réservez un Kestrel Ride à {city} et économisez sur votre première course',
  pages: {
    home: {
      title: 'Location de voitures à {city} et ailleurs | {brand}',
      description:
        'Louez une voiture avec {brand} : des véhicules récents dans les aéroports, les gares et en ville, annulation gratuite et aucun frais caché.',
      sections: [
        [
          'Location de voitures avec {brand}',
          "Récupérez votre voiture de location à l'aéroport, à la gare centrale ou dans l'une de nos agences à {city}. Citadines, SUV familiaux ou cabriolets : la plupart de nos véhicules ont moins de deux ans.",
        ],
        [
          'Pourquoi choisir {brand}',
          "- **Annulation gratuite** jusqu'à 24 heures avant la prise en charge sur la plupart des tarifs\n- Kilométrage illimité pour les locations week-end et longue durée\n- Retrait sans contact avec l'app {brand} dans certaines agences\n- Assistance routière 24 h/24 incluse",
        ],
        [
          'Trouver la bonne voiture',
          'Vous hésitez entre plusieurs modèles ? Parcourez [notre flotte]({fleet} "Notre flotte") ou consultez le [guide de la location]({rentalGuide} "Guide de la location") pour tout savoir sur l\'assurance, le carburant et les jeunes conducteurs.',
        ],
      ],
      truckSections: [
        [
          'Vous déménagez ?',
          'Nos [utilitaires et camions]({truck} "Utilitaires et camions") transportent tout, du simple canapé à l\'appartement de trois pièces. Louez à l\'heure ou pour tout le week-end.',
        ],
      ],
    },
    truck: {
      title: "Location d'utilitaires et de camions | {brand}",
      description: "Louez un fourgon ou un camion de déménagement à l'heure, à la journée ou à la semaine.",
      sections: [
        [
          "Location d'utilitaires et de camions",
          'Du petit fourgon au porteur de 7,5 tonnes : {brand} propose à {city} le véhicule adapté à votre déménagement, vos livraisons ou vos chantiers.',
        ],
        [
          'Quelle taille choisir ?',
          "- **Fourgon** (jusqu'à 8 m³) : un studio ou quelques meubles\n- **Grand fourgon** (jusqu'à 14 m³) : un deux-pièces\n- **Camion caisse** (jusqu'à 20 m³) : une maison familiale, avec hayon élévateur",
        ],
        [
          'Bon à savoir',
          'La plupart des utilitaires se conduisent avec un permis B. Couvertures, sangles et diables peuvent être ajoutés lors de la réservation.',
        ],
      ],
    },
    share: {
      title: 'Kestrel Share : autopartage à la minute | {brand}',
      description:
        'Ouvrez une voiture avec votre téléphone, roulez à la minute et garez-vous dans la zone de {city}.',
      sections: [
        [
          'Autopartage avec Kestrel Share',
          "Trouvez une voiture près de vous dans l'app, ouvrez-la avec votre téléphone et partez. Carburant, assurance et stationnement dans la zone sont compris dans le prix à la minute.",
        ],
        [
          'Comment ça marche',
          "- Inscrivez-vous une fois avec votre permis et un moyen de paiement\n- Réservez gratuitement une voiture jusqu'à 20 minutes à l'avance\n- Terminez votre trajet n'importe où dans la zone",
        ],
        [
          'Des questions ?',
          'Le [centre d\'aide]({helpCenter} "Centre d\'aide") répond aux questions fréquentes sur Kestrel Share.',
        ],
      ],
    },
    ride: {
      title: 'Kestrel Ride : réserver une course à {city} | {brand}',
      description:
        'Réservez un chauffeur professionnel à {city} en quelques secondes : prix fixes, transferts aéroport, trajets professionnels.',
      sections: [
        [
          'Kestrel Ride',
          "Réservez une course avec un chauffeur professionnel à {city}. Vous voyez le prix fixe avant de réserver, et votre chauffeur vous attend à l'aéroport sans supplément.",
        ],
        [
          'Une course pour chaque occasion',
          "- **Economy** pour les trajets du quotidien\n- **Business** en berline premium\n- **Van** jusqu'à sept passagers avec bagages",
        ],
      ],
    },
    plus: {
      title: 'Kestrel Plus : location longue durée | {brand}',
      description: 'Louez une voiture pour un mois ou plus, assurance, entretien et pneus compris.',
      sections: [
        [
          'Location longue durée Kestrel Plus',
          "Besoin d'une voiture pour un projet, une mutation ou un long séjour à {city} ? Avec Kestrel Plus, vous louez à partir d'un mois à prix mensuel fixe.",
        ],
        [
          'Ce qui est inclus',
          "- Assurance et taxes\n- Entretien, pneus et changement saisonnier\n- Un véhicule de remplacement pendant les passages à l'atelier",
        ],
      ],
    },
    subscription: {
      title: 'Abonnement auto | {brand}',
      description:
        'Une voiture neuve pour un prix mensuel unique : assurance, entretien et immatriculation compris.',
      sections: [
        [
          'Abonnement auto',
          'Roulez sans acheter : choisissez votre voiture, votre forfait kilométrique et votre durée, nous livrons le véhicule à votre porte.',
        ],
        [
          'Des durées flexibles',
          '- **Flexible** : 30 jours, renouvelé chaque mois\n- **6 ou 12 mois** : une mensualité plus basse, puis renouvellement mensuel\n- Bonus fidélité après 6 mois',
        ],
      ],
    },
    'help-center': {
      title: "Centre d'aide | {brand}",
      description:
        "Réponses sur les réservations, le paiement, l'assurance et les dommages, et tous les moyens de contacter {brand}.",
      sections: [
        [
          'Comment pouvons-nous vous aider ?',
          'Recherchez dans nos articles ou choisissez un thème. La plupart des questions sur la réservation, le paiement et le retrait trouvent réponse en une minute.',
        ],
        [
          'Thèmes fréquents',
          '- Modifier ou annuler une réservation\n- Dépôt de garantie et moyens de paiement\n- Que faire après un accident ou un dommage ?',
        ],
      ],
    },
    account: {
      title: 'Mon compte | {brand}',
      description: 'Gérez vos réservations, profils et données de paiement dans votre compte {brand}.',
      sections: [
        [
          'Votre compte {brand}',
          'Connectez-vous pour voir vos [réservations]({bookings} "Mes réservations"), enregistrer des profils conducteur et réserver plus vite.',
        ],
      ],
    },
    fleet: {
      title: 'Notre flotte de location | {brand}',
      description: 'De la citadine à la berline de luxe et au monospace : découvrez la flotte {brand}.',
      sections: [
        [
          'Notre flotte',
          "La flotte {brand} est l'une des plus jeunes du secteur. Choisissez une catégorie pour voir les modèles types, le volume du coffre et les équipements.",
        ],
        [
          'Modèle garanti',
          'Dans certaines catégories, vous pouvez réserver un modèle garanti et obtenir exactement la voiture choisie.',
        ],
      ],
    },
    'rental-guide': {
      title: 'Guide de la location : nos conseils | {brand}',
      description:
        "Tout ce qu'il faut savoir avant de louer : documents, dépôt de garantie, assurance et carburant.",
      sections: [
        [
          'Guide de la location',
          "Louer une voiture est simple quand on connaît les règles. Ce guide résume l'essentiel avant, pendant et après votre voyage.",
        ],
        [
          'Les documents à prévoir',
          "- Un permis de conduire détenu depuis au moins un an\n- Une carte d'identité ou un passeport\n- Une carte de crédit au nom du conducteur principal pour le dépôt de garantie",
        ],
        [
          'Carburant et recharge',
          "Rendez la voiture avec le même niveau de carburant qu'au départ. Les voitures électriques doivent revenir avec au moins 70 % de batterie.",
        ],
      ],
    },
    'rental-services': {
      title: 'Services et options de location | {brand}',
      description:
        'Sièges enfant, conducteurs additionnels, protections et livraison : les options de votre location {brand}.',
      sections: [
        [
          'Services & options',
          'Adaptez votre location à votre voyage. Toutes les options s\'ajoutent lors de la réservation ou plus tard dans [votre compte]({account} "Mon compte").',
        ],
        [
          'Options populaires',
          '- Sièges enfant et rehausseurs\n- Conducteurs additionnels\n- Protections avec franchise réduite ou sans franchise\n- Livraison et reprise à votre adresse',
        ],
      ],
    },
    services: {
      title: 'Réserver votre location | {brand}',
      description:
        'Recherchez des offres, choisissez vos options et réservez votre location {brand} en quelques étapes.',
      sections: [
        [
          'Réserver votre location',
          "Votre réservation se charge. Choisissez vos dates et l'agence de départ pour voir les offres disponibles.",
        ],
      ],
    },
    zen: {
      title: 'Réservation express | {brand}',
      description: 'Une réservation sereine en trois étapes pour les clients {brand}.',
      sections: [
        [
          'Réservation express',
          'Trois étapes, aucune distraction : choisissez la voiture, confirmez vos informations et payez. Votre profil enregistré est prérempli.',
        ],
      ],
    },
    'ride-help-article': {
      title: 'Comment réserver une course ? | Aide Kestrel Ride',
      description: 'Pas à pas : réserver une course Kestrel Ride, modifier la prise en charge et payer.',
      sections: [
        [
          'Comment réserver une course ?',
          "Ouvrez Kestrel Ride, saisissez l'adresse de départ et la destination, puis choisissez une catégorie. Le prix fixe s'affiche avant la confirmation.",
        ],
        [
          "Modifier l'heure de prise en charge",
          'Vous pouvez modifier gratuitement l\'heure jusqu\'à une heure avant la course dans [Kestrel Ride]({ride} "Kestrel Ride").',
        ],
        [
          'Payer votre course',
          'Les courses sont payées avec la carte enregistrée dans votre compte. Le reçu arrive par e-mail après le trajet.',
        ],
      ],
    },
    terms: {
      title: 'Conditions générales de location | {brand}',
      description: 'Les conditions générales de location de {brand}.',
      sections: [
        [
          'Conditions générales',
          "Ces conditions s'appliquent à toutes les locations réservées sur ce site. Les conditions affichées lors de la réservation font partie de votre contrat.",
        ],
        [
          'Annulation',
          "La plupart des tarifs sont annulables gratuitement jusqu'à 24 heures avant la prise en charge. Les tarifs prépayés peuvent entraîner des frais d'annulation.",
        ],
      ],
    },
    privacy: {
      title: 'Politique de confidentialité | {brand}',
      description: 'Comment {brand} traite vos données personnelles.',
      sections: [
        [
          'Politique de confidentialité',
          'Nous traitons vos données uniquement pour fournir nos services, respecter nos obligations légales et, avec votre accord, améliorer nos offres.',
        ],
        [
          'Vos droits',
          'Vous pouvez demander à tout moment l\'accès, la rectification ou la suppression de vos données dans [votre compte]({account} "Mon compte").',
        ],
      ],
    },
    imprint: {
      title: 'Mentions légales | {brand}',
      description: 'Informations légales sur {brand}.',
      sections: [
        [
          'Mentions légales',
          "Kestrel Mobility est une entreprise fictive utilisée pour ce site de démonstration. Aucun contrat de location réel n'est conclu sur ce site.",
        ],
      ],
    },
  },
  categories: {
    automatic: ['Voitures automatiques', 'Une conduite détendue en ville, sans embrayage.'],
    compact: [
      'Voitures compactes',
      'Faciles à garer et économiques, avec de la place pour quatre et leurs bagages.',
    ],
    convertible: ['Cabriolets', "Rouler cheveux au vent sur les routes côtières et les week-ends d'été."],
    economy: ['Voitures économiques', 'Nos meilleurs prix pour les petits trajets et la ville.'],
    electric: ['Voitures électriques', 'Zéro émission locale, carte de recharge disponible au retrait.'],
    luxury: [
      'Voitures de luxe',
      "Berlines et SUV premium pour les voyages d'affaires et les grandes occasions.",
    ],
    pickupTruck: ['Pick-up', 'Benne ouverte et quatre roues motrices pour le travail et les escapades.'],
    sport: ['Voitures de sport', 'Des modèles performants pour le plaisir de conduire.'],
    stationWagon: ['Breaks', 'Plus de coffre pour les vacances en famille et le matériel de sport.'],
    suv: ['SUV', 'Une position de conduite surélevée et de la place pour toute la famille.'],
    van: ['Monospaces', 'Sept à neuf places pour les groupes et les familles nombreuses.'],
  },
  category: {
    title: 'Location : {category} | {brand}',
    description: '{blurb} Comparez les modèles et réservez en ligne chez {brand}.',
    sections: [
      [
        '{category} en location',
        "{blurb} La disponibilité dépend de l'agence ; réservez tôt pour les vacances et les week-ends.",
      ],
      [
        'Équipements courants',
        '- Climatisation et Bluetooth\n- GPS sur la plupart des modèles\n- Annulation gratuite sur la plupart des tarifs',
      ],
      ['Autres catégories', 'Comparez toutes les catégories dans [notre flotte]({fleet} "Notre flotte").'],
    ],
  },
  airport: {
    title: 'Location de voitures – {airport} ({code}) | {brand}',
    description:
      "Récupérez votre voiture dès l'atterrissage ({airport}) : comptoir dans le hall des arrivées, véhicules à quelques pas.",
    heroTitle: "Votre voiture vous attend dès l'atterrissage",
    prefix: "Jusqu'à",
    highlight: '-15 %',
    suffix: 'en réservant en ligne',
    sections: [
      [
        'Location de voitures – {airport}',
        'Notre comptoir se trouve dans le hall des arrivées ({airport}, {code}). Votre voiture est garée à quelques pas, prête pour la route vers {airportCity}.',
      ],
      [
        'Bon à savoir',
        "- Annulation gratuite jusqu'à 24 heures avant la prise en charge sur la plupart des tarifs\n- Vol retardé ? Nous gardons votre voiture jusqu'à trois heures\n- Restitution 24 h/24 avec boîte à clés",
      ],
    ],
  },
};
