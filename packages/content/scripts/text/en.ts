// English text table (US spelling); en-GB, en-IE, en-AU and en-NZ derive from it in ../scaffold.ts.
import type { LanguageText } from './types.ts';

export const en: LanguageText = {
  nav: {
    menu: 'Menu',
    rent: 'Rent',
    cars: 'Car rental',
    vans: 'Vans & trucks',
    fleet: 'Our fleet',
    subscription: 'Car subscription',
    mobility: 'More mobility',
    share: 'Kestrel Share',
    ride: 'Kestrel Ride',
    plus: 'Kestrel Plus',
    app: 'Get the app',
    help: 'Help & services',
    helpCenter: 'Help center',
    rentalGuide: 'Rental guide',
    rentalServices: 'Rental services',
    account: 'My account',
    bookings: 'My bookings',
    manageBooking: 'Manage a booking',
    profiles: 'Profiles',
    subscriptions: 'My subscriptions',
    settings: 'Account settings',
  },
  footer: {
    text: '© 2026 Kestrel Mobility. All prices include taxes and fees. Kestrel is a fictional demo brand.',
    terms: 'Terms & conditions',
    privacy: 'Privacy policy',
    imprint: 'Imprint',
  },
  banner: 'New: book a Kestrel Ride in {city} and save on your first trip',
  pages: {
    home: {
      title: 'Car rental in {city} and beyond | {brand}',
      description:
        'Rent a car with {brand}: premium vehicles at airports, train stations and city branches, free cancellation and no hidden fees.',
      sections: [
        [
          'Car rental with {brand}',
          'Pick up your rental car at the airport, the main train station or one of our city branches in {city}. Choose from compact cars, family SUVs and convertibles, all usually less than two years old.',
        ],
        [
          'Why drivers choose {brand}',
          '- **Free cancellation** up to 24 hours before pickup on most rates\n- Unlimited mileage on weekend and long-term rentals\n- Contactless pickup with the {brand} app at selected branches\n- 24/7 roadside assistance included',
        ],
        [
          'Find the right car',
          'Not sure which model fits your trip? Browse [our fleet]({fleet} "Our fleet") or read the [rental guide]({rentalGuide} "Rental guide") for tips on insurance, fuel and young drivers.',
        ],
      ],
      truckSections: [
        [
          'Moving house?',
          'Our [vans and trucks]({truck} "Vans and trucks") carry everything from a single sofa to a two-bedroom apartment. Rent by the hour or for the whole weekend.',
        ],
      ],
    },
    truck: {
      title: 'Van and truck rental | {brand}',
      description:
        'Rent a cargo van or moving truck by the hour, day or week, with unlimited mileage options.',
      sections: [
        [
          'Van and truck rental',
          'From compact cargo vans to 7.5-ton box trucks: {brand} has the right vehicle for moving house, deliveries and trade jobs in {city}.',
        ],
        [
          'Which size do I need?',
          '- **Cargo van** (up to 8 m³): a studio or a few pieces of furniture\n- **Large van** (up to 14 m³): a one-bedroom apartment\n- **Box truck** (up to 20 m³): a family home, with tail lift',
        ],
        [
          'Good to know',
          'Most vans can be driven with a standard car license. Moving blankets, straps and hand trucks can be added when you book.',
        ],
      ],
    },
    share: {
      title: 'Kestrel Share: car sharing by the minute | {brand}',
      description:
        'Unlock a car with your phone, drive by the minute and park within the home zone in {city}.',
      sections: [
        [
          'Car sharing with Kestrel Share',
          'Find a car nearby in the app, unlock it with your phone and go. Fuel, insurance and parking in the home zone are included in the price per minute.',
        ],
        [
          'How it works',
          '- Register once with your driving license and a payment method\n- Reserve a car up to 20 minutes ahead for free\n- End your trip anywhere inside the home zone',
        ],
        [
          'Questions?',
          'The [help center]({helpCenter} "Help center") answers the most common questions about Kestrel Share.',
        ],
      ],
    },
    ride: {
      title: 'Kestrel Ride: book a ride in {city} | {brand}',
      description:
        'Book a professional driver in {city} in seconds: fixed prices, airport transfers and business rides.',
      sections: [
        [
          'Kestrel Ride',
          'Book a ride with a professional driver in {city}. You see the fixed price before you book, and your driver waits for you at the airport at no extra cost.',
        ],
        [
          'Rides for every occasion',
          '- **Economy** for everyday trips\n- **Business** with premium sedans\n- **Van** for up to seven passengers and extra luggage',
        ],
      ],
    },
    plus: {
      title: 'Kestrel Plus: long-term rental | {brand}',
      description: 'Rent a car for one month or longer with insurance, maintenance and tires included.',
      sections: [
        [
          'Kestrel Plus long-term rental',
          'Need a car for a project, a relocation or a long stay in {city}? With Kestrel Plus you rent for one month or more at a fixed monthly price.',
        ],
        [
          "What's included",
          '- Insurance and road tax\n- Maintenance, tires and seasonal tire changes\n- A replacement vehicle if yours is in the workshop',
        ],
      ],
    },
    subscription: {
      title: 'Car subscription | {brand}',
      description:
        'Subscribe to a new car with one monthly price: insurance, maintenance and registration included.',
      sections: [
        [
          'Car subscription',
          'All-inclusive driving without buying: choose your car, your mileage package and your term, and we deliver the car to your door.',
        ],
        [
          'Flexible terms',
          '- **Flexible**: 30 days, renewing monthly\n- **6 or 12 months**: a lower monthly price, then monthly renewals\n- Loyalty bonus after 6 months',
        ],
      ],
    },
    'help-center': {
      title: 'Help center | {brand}',
      description: 'Answers about bookings, payment, insurance and damage, and ways to contact {brand}.',
      sections: [
        [
          'How can we help?',
          'Search our help articles or pick a topic below. Most questions about bookings, payment and pickup are answered in a minute.',
        ],
        [
          'Popular topics',
          '- Changing or cancelling a booking\n- Deposits and payment methods\n- What to do after an accident or damage',
        ],
      ],
    },
    account: {
      title: 'My account | {brand}',
      description: 'Manage your bookings, profiles and payment details in your {brand} account.',
      sections: [
        [
          'Your {brand} account',
          'Sign in to see your [bookings]({bookings} "My bookings"), save driver profiles and speed up your next checkout.',
        ],
      ],
    },
    fleet: {
      title: 'Our rental fleet | {brand}',
      description: 'From small city cars to luxury sedans and minivans: explore the {brand} rental fleet.',
      sections: [
        [
          'Our fleet',
          'The {brand} fleet is one of the youngest in the industry. Pick a category to see typical models, luggage space and features.',
        ],
        [
          'Guaranteed model',
          'For selected categories you can book a guaranteed model, so you get exactly the car you chose.',
        ],
      ],
    },
    'rental-guide': {
      title: 'Rental guide: tips for your car rental | {brand}',
      description:
        'Everything you need to know before renting a car: documents, deposits, insurance and fuel.',
      sections: [
        [
          'Rental guide',
          'Renting a car is easy when you know the rules. This guide covers the most important points before, during and after your trip.',
        ],
        [
          'What to bring',
          '- A driving license held for at least one year\n- An ID card or passport\n- A credit card in the main driver’s name for the deposit',
        ],
        [
          'Fuel and charging',
          'Return the car with the same fuel level as at pickup. Electric cars should come back with at least 70 percent charge.',
        ],
      ],
    },
    'rental-services': {
      title: 'Rental services and extras | {brand}',
      description:
        'Child seats, additional drivers, protection packages and delivery: extras for your {brand} rental.',
      sections: [
        [
          'Rental services',
          'Make your rental fit your trip. All extras can be added when you book or later in [your account]({account} "My account").',
        ],
        [
          'Popular extras',
          '- Child and booster seats\n- Additional drivers\n- Protection packages with reduced or no deductible\n- Delivery and collection at your address',
        ],
      ],
    },
    services: {
      title: 'Book your rental | {brand}',
      description: 'Search offers, choose extras and book your {brand} rental in a few steps.',
      sections: [
        [
          'Book your rental',
          'Your booking is loading. Choose your dates and pickup branch to see available offers.',
        ],
      ],
    },
    zen: {
      title: 'Express booking | {brand}',
      description: 'A calm, three-step booking for {brand} customers.',
      sections: [
        [
          'Express booking',
          'Three steps, no distractions: choose your car, confirm your details and pay. Your saved profile is filled in for you.',
        ],
      ],
    },
    'ride-help-article': {
      title: 'How do I book a ride? | Kestrel Ride help',
      description: 'Step-by-step help for booking a Kestrel Ride, changing pickup details and paying.',
      sections: [
        [
          'How do I book a ride?',
          'Open Kestrel Ride, enter your pickup address and destination, and choose a ride class. You see the fixed price before you confirm.',
        ],
        [
          'Changing your pickup',
          'You can change the pickup time free of charge up to one hour before the ride in [Kestrel Ride]({ride} "Kestrel Ride").',
        ],
        [
          'Paying for your ride',
          'Rides are paid with the card saved in your account. Your receipt arrives by e-mail after the trip.',
        ],
      ],
    },
    terms: {
      title: 'Terms and conditions | {brand}',
      description: 'The rental terms and conditions of {brand}.',
      sections: [
        [
          'Terms and conditions',
          'These terms apply to all rentals booked on this site. The terms shown during booking are part of your contract.',
        ],
        [
          'Cancellation',
          'Most rates can be cancelled free of charge up to 24 hours before pickup. Prepaid rates may carry a cancellation fee.',
        ],
      ],
    },
    privacy: {
      title: 'Privacy policy | {brand}',
      description: 'How {brand} processes your personal data.',
      sections: [
        [
          'Privacy policy',
          'We process your personal data only to provide our services, meet legal obligations and, with your consent, improve our offers.',
        ],
        [
          'Your rights',
          'You can request access to, correction of or deletion of your data at any time in [your account]({account} "My account").',
        ],
      ],
    },
    imprint: {
      title: 'Imprint | {brand}',
      description: 'Company information of {brand}.',
      sections: [
        [
          'Imprint',
          'Kestrel Mobility is a fictional company used for this demo site. No real rental contracts are made on this site.',
        ],
      ],
    },
  },
  categories: {
    automatic: ['Automatic cars', 'Relaxed driving in city traffic, with no clutch to worry about.'],
    compact: ['Compact cars', 'Easy to park and economical, with room for four and their luggage.'],
    convertible: ['Convertibles', 'Open-top driving for coastal roads and summer weekends.'],
    economy: ['Economy cars', 'Our lowest prices for short trips and city driving.'],
    electric: ['Electric cars', 'Zero local emissions, with charging cards available at pickup.'],
    luxury: ['Luxury cars', 'Premium sedans and SUVs for business trips and special occasions.'],
    pickupTruck: ['Pickup trucks', 'Open cargo beds and four-wheel drive for work and outdoor trips.'],
    sport: ['Sports cars', 'High-performance models for drivers who enjoy the road.'],
    stationWagon: ['Station wagons', 'Extra luggage space for family holidays and sports gear.'],
    suv: ['SUVs', 'A higher seating position and space for the whole family.'],
    van: ['Minivans', 'Seven to nine seats for groups and large families.'],
  },
  category: {
    title: '{category} for rent | {brand}',
    description: '{blurb} Compare models and book online at {brand}.',
    sections: [
      ['{category}', '{blurb} Availability depends on the branch; book early for holidays and weekends.'],
      [
        'Typical features',
        '- Air conditioning and Bluetooth\n- Navigation on most models\n- Free cancellation on most rates',
      ],
      ['More categories', 'See the whole [fleet]({fleet} "Our fleet") to compare categories.'],
    ],
  },
  airport: {
    title: 'Car rental at {airport} ({code}) | {brand}',
    description:
      'Pick up your rental car right at {airport}: desks in the arrivals area and cars a short walk away.',
    heroTitle: 'Your car is waiting at {airport}',
    prefix: 'Save up to',
    highlight: '15%',
    suffix: 'when you book online',
    sections: [
      [
        'Car rental at {airport}',
        'Our desk is in the arrivals area of {airport} ({code}). Your car is parked a short walk away, ready for the drive into {airportCity}.',
      ],
      [
        'Good to know',
        '- Free cancellation up to 24 hours before pickup on most rates\n- Flight delayed? We hold your car for up to three hours\n- Return 24/7 with key drop',
      ],
    ],
  },
};
