// Number plates of the fleet (issue 22): a plausible plate in the market's own format, drawn from a
// random source the caller gives (crypto in the API, a fixed sequence in tests). Not a register of real
// formats: enough that a German customer reads 'M-KL 4821' and a British one 'AB12 CDE'.

/** Letters used on plates (I, O and Q left out, as most registers do). */
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const DIGITS = '0123456789';

/**
 * A plate pattern: `L` a letter, `D` a digit, `C` the branch's city code (its first letters), anything
 * else as it is. Markets not listed use the default.
 */
export const PLATE_PATTERNS: Readonly<Record<string, string>> = {
  DE: 'C-LL DDDD',
  AT: 'C-DDDDL',
  CH: 'C DDDDDD',
  GB: 'LLDD LLL',
  IE: 'DDD-C-DDDD',
  FR: 'LL-DDD-LL',
  GP: 'LL-DDD-LL',
  IT: 'LL DDDLL',
  ES: 'DDDD LLL',
  PT: 'LL-DD-LL',
  NL: 'LL-DDD-L',
  BE: 'D-LLL-DDD',
  PL: 'CL DDDDD',
  HU: 'LLL-DDD',
  RO: 'C DD LLL',
  HR: 'C DDDD-LL',
  SI: 'C LL-DDD',
  SE: 'LLL DDL',
  DK: 'LL DD DDD',
  NO: 'LL DDDDD',
  FI: 'LLL-DDD',
  IS: 'LL DDD',
  EE: 'DDD LLL',
  LV: 'LL-DDDD',
  LT: 'LLL DDD',
  MT: 'LLL DDD',
  CY: 'LLL DDD',
  US: 'DLLLDDD',
  CA: 'LLLL DDD',
  MX: 'LLL-DDD-L',
  AU: 'LLL-DDD',
  NZ: 'LLLDDD',
  SG: 'SLL DDDDL',
  AE: 'L DDDDD',
  SA: 'DDDD LLL',
  EG: 'LLL DDDD',
  MA: 'DDDDD-L-DD',
  BR: 'LLLDLDD',
  AR: 'LL DDD LL',
  CL: 'LLLL-DD',
  CO: 'LLL-DDD',
  CR: 'LLL-DDD',
  PA: 'LL DDDD',
};

const DEFAULT_PATTERN = 'LLL-DDDD';

/** The city code of a branch: the first letters of its city, upper case, without accents (1–2 letters). */
export function cityCode(city: string, length = 2): string {
  const letters = city
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();
  return (letters || 'X').slice(0, length);
}

/** A plate of the market `country` for a branch in `city`; `random(n)` answers an integer in [0, n). */
export function makePlate(country: string, city: string, random: (n: number) => number): string {
  const pattern = PLATE_PATTERNS[country] ?? DEFAULT_PATTERN;
  // Germany's and Austria's city codes are 1–3 letters; one letter for the biggest cities reads right.
  const code = cityCode(city, country === 'DE' || country === 'AT' ? 1 + random(2) : 2);
  let plate = '';
  for (const ch of pattern) {
    if (ch === 'L') plate += LETTERS[random(LETTERS.length)];
    else if (ch === 'D') plate += DIGITS[random(DIGITS.length)];
    else if (ch === 'C') plate += code;
    else plate += ch;
  }
  return plate;
}

/** A number plate as typed in a path: upper case, single spaces (the key the fleet is looked up by). */
export function normalPlate(plate: string): string {
  return plate.trim().toUpperCase().replace(/\s+/g, ' ');
}
