// Demo geography: two or three real cities per country (coordinates, airport code, postcode) and the
// words each language uses for branch names and streets. Fictional addresses, real places.

/** [city, latitude, longitude, IATA airport code or null, postcode]. */
export type City = readonly [string, number, number, string | null, string];

/**
 * Cities without a passenger railway station, so without a railway branch (issue 19: the Icelandic home
 * sent customers to Reykjavík's "main train station"; Iceland, Cyprus, Malta and Guadeloupe have no
 * railway at all).
 */
export const citiesWithoutRailway: ReadonlySet<string> = new Set([
  'Reykjavík',
  'Akureyri',
  'Larnaca',
  'Paphos',
  'Valletta',
  'Sliema',
  'Pointe-à-Pitre',
  'Basse-Terre',
  'Liberia',
  'Queenstown',
  'Hurghada',
  'David',
]);

/** Cities per country, main city first. */
export const citiesByCountry: Record<string, readonly City[]> = {
  AE: [
    ['Dubai', 25.2048, 55.2708, 'DXB', '00000'],
    ['Abu Dhabi', 24.4539, 54.3773, 'AUH', '00000'],
  ],
  AR: [
    ['Buenos Aires', -34.6037, -58.3816, 'EZE', 'C1002'],
    ['Córdoba', -31.4201, -64.1888, 'COR', 'X5000'],
  ],
  AT: [
    ['Wien', 48.2082, 16.3738, 'VIE', '1010'],
    ['Salzburg', 47.8095, 13.055, 'SZG', '5020'],
    ['Innsbruck', 47.2692, 11.4041, 'INN', '6020'],
  ],
  AU: [
    ['Sydney', -33.8688, 151.2093, 'SYD', '2000'],
    ['Melbourne', -37.8136, 144.9631, 'MEL', '3000'],
    ['Brisbane', -27.4698, 153.0251, 'BNE', '4000'],
  ],
  BE: [
    ['Brussel', 50.8503, 4.3517, 'BRU', '1000'],
    ['Antwerpen', 51.2194, 4.4025, 'ANR', '2000'],
  ],
  BR: [
    ['São Paulo', -23.5505, -46.6333, 'GRU', '01000-000'],
    ['Rio de Janeiro', -22.9068, -43.1729, 'GIG', '20000-000'],
  ],
  CA: [
    ['Toronto', 43.6532, -79.3832, 'YYZ', 'M5H 2N2'],
    ['Montréal', 45.5017, -73.5673, 'YUL', 'H2Y 1C6'],
    ['Vancouver', 49.2827, -123.1207, 'YVR', 'V6B 1A1'],
  ],
  CH: [
    ['Zürich', 47.3769, 8.5417, 'ZRH', '8001'],
    ['Genève', 46.2044, 6.1432, 'GVA', '1201'],
    ['Basel', 47.5596, 7.5886, 'BSL', '4051'],
  ],
  CL: [
    ['Santiago', -33.4489, -70.6693, 'SCL', '8320000'],
    ['Valparaíso', -33.0472, -71.6127, null, '2340000'],
  ],
  CO: [
    ['Bogotá', 4.711, -74.0721, 'BOG', '110111'],
    ['Medellín', 6.2442, -75.5812, 'MDE', '050001'],
  ],
  CR: [
    ['San José', 9.9281, -84.0907, 'SJO', '10101'],
    ['Liberia', 10.6346, -85.4407, 'LIR', '50101'],
  ],
  CY: [
    ['Larnaca', 34.9003, 33.6232, 'LCA', '6023'],
    ['Paphos', 34.7754, 32.4245, 'PFO', '8046'],
  ],
  DE: [
    ['München', 48.1374, 11.5755, 'MUC', '80335'],
    ['Berlin', 52.52, 13.405, 'BER', '10115'],
    ['Frankfurt am Main', 50.1109, 8.6821, 'FRA', '60311'],
    ['Hamburg', 53.5511, 9.9937, 'HAM', '20095'],
  ],
  DK: [
    ['København', 55.6761, 12.5683, 'CPH', '1050'],
    ['Aarhus', 56.1629, 10.2039, 'AAR', '8000'],
  ],
  EE: [
    ['Tallinn', 59.437, 24.7536, 'TLL', '10111'],
    ['Tartu', 58.378, 26.729, null, '51003'],
  ],
  EG: [
    ['Cairo', 30.0444, 31.2357, 'CAI', '11511'],
    ['Hurghada', 27.2579, 33.8116, 'HRG', '84511'],
  ],
  ES: [
    ['Madrid', 40.4168, -3.7038, 'MAD', '28013'],
    ['Barcelona', 41.3874, 2.1686, 'BCN', '08002'],
    ['Málaga', 36.7213, -4.4214, 'AGP', '29001'],
  ],
  FI: [
    ['Helsinki', 60.1699, 24.9384, 'HEL', '00100'],
    ['Tampere', 61.4978, 23.761, 'TMP', '33100'],
  ],
  FR: [
    ['Paris', 48.8566, 2.3522, 'CDG', '75001'],
    ['Lyon', 45.764, 4.8357, 'LYS', '69001'],
    ['Nice', 43.7102, 7.262, 'NCE', '06000'],
  ],
  GB: [
    ['London', 51.5074, -0.1278, 'LHR', 'EC1A 1BB'],
    ['Manchester', 53.4808, -2.2426, 'MAN', 'M1 1AE'],
    ['Edinburgh', 55.9533, -3.1883, 'EDI', 'EH1 1YZ'],
  ],
  GP: [
    ['Pointe-à-Pitre', 16.2411, -61.5331, 'PTP', '97110'],
    ['Basse-Terre', 15.9985, -61.726, null, '97100'],
  ],
  HR: [
    ['Zagreb', 45.815, 15.9819, 'ZAG', '10000'],
    ['Split', 43.5081, 16.4402, 'SPU', '21000'],
  ],
  HU: [
    ['Budapest', 47.4979, 19.0402, 'BUD', '1051'],
    ['Debrecen', 47.5316, 21.6273, 'DEB', '4024'],
  ],
  IE: [
    ['Dublin', 53.3498, -6.2603, 'DUB', 'D01 F5P2'],
    ['Cork', 51.8985, -8.4756, 'ORK', 'T12 X70A'],
  ],
  IS: [
    ['Reykjavík', 64.1466, -21.9426, 'KEF', '101'],
    ['Akureyri', 65.6885, -18.1262, 'AEY', '600'],
  ],
  IT: [
    ['Roma', 41.9028, 12.4964, 'FCO', '00184'],
    ['Milano', 45.4642, 9.19, 'MXP', '20121'],
    ['Napoli', 40.8518, 14.2681, 'NAP', '80133'],
  ],
  LT: [
    ['Vilnius', 54.6872, 25.2797, 'VNO', '01100'],
    ['Kaunas', 54.8985, 23.9036, 'KUN', '44280'],
  ],
  LV: [
    ['Rīga', 56.9496, 24.1052, 'RIX', 'LV-1050'],
    ['Liepāja', 56.5047, 21.0108, null, 'LV-3401'],
  ],
  MA: [
    ['Casablanca', 33.5731, -7.5898, 'CMN', '20000'],
    ['Marrakech', 31.6295, -7.9811, 'RAK', '40000'],
  ],
  MT: [
    ['Valletta', 35.8989, 14.5146, 'MLA', 'VLT 1000'],
    ['Sliema', 35.9122, 14.5042, null, 'SLM 1000'],
  ],
  MX: [
    ['Ciudad de México', 19.4326, -99.1332, 'MEX', '06000'],
    ['Cancún', 21.1619, -86.8515, 'CUN', '77500'],
  ],
  NL: [
    ['Amsterdam', 52.3676, 4.9041, 'AMS', '1012 AB'],
    ['Rotterdam', 51.9244, 4.4777, 'RTM', '3011 AD'],
    ['Utrecht', 52.0907, 5.1214, null, '3511 AA'],
  ],
  NO: [
    ['Oslo', 59.9139, 10.7522, 'OSL', '0150'],
    ['Bergen', 60.3913, 5.3221, 'BGO', '5003'],
  ],
  NZ: [
    ['Auckland', -36.8485, 174.7633, 'AKL', '1010'],
    ['Christchurch', -43.5321, 172.6362, 'CHC', '8011'],
    ['Queenstown', -45.0312, 168.6626, 'ZQN', '9300'],
  ],
  PA: [
    ['Ciudad de Panamá', 8.9824, -79.5199, 'PTY', '0801'],
    ['David', 8.4273, -82.4309, 'DAV', '0401'],
  ],
  PL: [
    ['Warszawa', 52.2297, 21.0122, 'WAW', '00-001'],
    ['Kraków', 50.0647, 19.945, 'KRK', '31-001'],
  ],
  PT: [
    ['Lisboa', 38.7223, -9.1393, 'LIS', '1100-148'],
    ['Porto', 41.1579, -8.6291, 'OPO', '4000-322'],
    ['Faro', 37.0194, -7.9322, 'FAO', '8000-079'],
  ],
  RO: [
    ['București', 44.4268, 26.1025, 'OTP', '030167'],
    ['Cluj-Napoca', 46.7712, 23.6236, 'CLJ', '400001'],
  ],
  SA: [
    ['Riyadh', 24.7136, 46.6753, 'RUH', '11564'],
    ['Jeddah', 21.4858, 39.1925, 'JED', '21442'],
  ],
  SE: [
    ['Stockholm', 59.3293, 18.0686, 'ARN', '111 20'],
    ['Göteborg', 57.7089, 11.9746, 'GOT', '411 03'],
  ],
  SG: [['Singapore', 1.3521, 103.8198, 'SIN', '018989']],
  SI: [
    ['Ljubljana', 46.0569, 14.5058, 'LJU', '1000'],
    ['Maribor', 46.5547, 15.6459, null, '2000'],
  ],
  US: [
    ['New York', 40.7128, -74.006, 'JFK', '10001'],
    ['Los Angeles', 34.0522, -118.2437, 'LAX', '90012'],
    ['Miami', 25.7617, -80.1918, 'MIA', '33131'],
    ['Chicago', 41.8781, -87.6298, 'ORD', '60601'],
  ],
};

/** Branch-name and street words of a language: [airport, railway, downtown] names and streets. */
type Words = { names: [string, string, string]; streets: [string, string, string] };

const words: Record<string, Words> = {
  en: {
    names: ['{city} Airport', '{city} Central Station', '{city} Downtown'],
    streets: ['Terminal Road 1', 'Station Square 2', 'High Street 45'],
  },
  de: {
    names: ['Flughafen {city}', '{city} Hauptbahnhof', '{city} Innenstadt'],
    streets: ['Terminalstraße 1', 'Bahnhofplatz 2', 'Marktstraße 45'],
  },
  fr: {
    names: ['Aéroport {city}', '{city} Gare Centrale', '{city} Centre-ville'],
    streets: ["Route de l'Aéroport 1", 'Place de la Gare 2', 'Rue de la République 45'],
  },
  nl: {
    names: ['Luchthaven {city}', '{city} Centraal Station', '{city} Centrum'],
    streets: ['Luchthavenweg 1', 'Stationsplein 2', 'Marktstraat 45'],
  },
  es: {
    names: ['Aeropuerto {city}', '{city} Estación Central', '{city} Centro'],
    streets: ['Avenida del Aeropuerto 1', 'Plaza de la Estación 2', 'Calle Mayor 45'],
  },
  it: {
    names: ['Aeroporto {city}', '{city} Stazione Centrale', '{city} Centro'],
    streets: ["Via dell'Aeroporto 1", 'Piazza della Stazione 2', 'Corso Italia 45'],
  },
  pt: {
    names: ['Aeroporto {city}', '{city} Estação Central', '{city} Centro'],
    streets: ['Rua do Aeroporto 1', 'Largo da Estação 2', 'Avenida da Liberdade 45'],
  },
  sv: {
    names: ['{city} Flygplats', '{city} Centralstation', '{city} City'],
    streets: ['Terminalvägen 1', 'Centralplan 2', 'Drottninggatan 45'],
  },
  da: {
    names: ['{city} Lufthavn', '{city} Hovedbanegård', '{city} Centrum'],
    streets: ['Lufthavnsvej 1', 'Banegårdspladsen 2', 'Strøget 45'],
  },
  nb: {
    names: ['{city} Lufthavn', '{city} Sentralstasjon', '{city} Sentrum'],
    streets: ['Terminalveien 1', 'Jernbanetorget 2', 'Storgata 45'],
  },
  fi: {
    names: ['{city} Lentoasema', '{city} Rautatieasema', '{city} Keskusta'],
    streets: ['Lentoasemantie 1', 'Rautatientori 2', 'Mannerheimintie 45'],
  },
  pl: {
    names: ['Lotnisko {city}', '{city} Dworzec Centralny', '{city} Centrum'],
    streets: ['ul. Lotnicza 1', 'Plac Dworcowy 2', 'ul. Marszałkowska 45'],
  },
};

/** Name and street of a branch kind in a city, in the country's language (English otherwise). */
export function branchWords(locale: string, kind: 0 | 1 | 2, city: string): { name: string; street: string } {
  const w = words[locale.slice(0, 2)] ?? words.en!;
  return { name: w.names[kind].replace('{city}', city), street: w.streets[kind] };
}

/** Lower-case without diacritics, so 'Zurich' finds 'Zürich' and 'Malaga' finds 'Málaga'. */
export function searchNormalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
