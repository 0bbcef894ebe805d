// Business customers' identifiers and choices (issue 20: corporate and travel-agency sign-up), in one
// browser-safe module: the API enforces these rules and the account app checks them before sending, so a
// visitor sees the same answer in both places. Imported as `@rental/markets/business`.
//
// - A company registers with the number its country's tax or company register gives it: the EU (and the
//   UK, Switzerland, Norway, Brazil) VAT number checked with jsvat (format and check digit), elsewhere the
//   country's business number with its own check digit where it has one (ABN, NZBN, RUT, CUIT, kennitala).
// - A travel agency with its IATA or TIDS agency code: eight digits, the last the remainder of the first
//   seven divided by 7.
// - A commission account as an IBAN (ISO 13616: country, length and mod-97 check) where the market's
//   country uses IBANs, else a national account number.
import {
  austria,
  belgium,
  brazil,
  checkVAT,
  croatia,
  cyprus,
  denmark,
  estonia,
  finland,
  france,
  germany,
  hungary,
  ireland,
  italy,
  type Country as JsvatCountry,
  latvia,
  lithuania,
  malta,
  netherlands,
  norway,
  poland,
  portugal,
  romania,
  slovenia,
  spain,
  sweden,
  switzerland,
  unitedKingdom,
} from 'jsvat';

/** The VAT-number countries of our markets jsvat knows (Guadeloupe uses the French number). */
const vatCountries: Readonly<Record<string, JsvatCountry>> = {
  AT: austria,
  BE: belgium,
  BR: brazil,
  CH: switzerland,
  CY: cyprus,
  DE: germany,
  DK: denmark,
  EE: estonia,
  ES: spain,
  FI: finland,
  FR: france,
  GB: unitedKingdom,
  GP: france,
  HR: croatia,
  HU: hungary,
  IE: ireland,
  IT: italy,
  LT: lithuania,
  LV: latvia,
  MT: malta,
  NL: netherlands,
  NO: norway,
  PL: poland,
  PT: portugal,
  RO: romania,
  SE: sweden,
  SI: slovenia,
};

/** Which kind of number a company of this country registers with. */
export type RegistrationKind = 'vat' | 'business-number';

/** The number's prefix in a VAT number, where it differs from the country code. */
const vatPrefix: Readonly<Record<string, string>> = { GP: 'FR', CH: 'CHE' };

/**
 * A country's business number where there is no VAT number jsvat checks: its pattern (on the number
 * without spaces, dots and dashes) and its check digit where it has one.
 */
const businessNumbers: Readonly<
  Record<string, { pattern: RegExp; example: string; check?: (digits: string) => boolean }>
> = {
  // Australian Business Number: 11 digits, weighted sum (first digit minus 1) divisible by 89.
  AU: { pattern: /^\d{11}$/, example: '51 824 753 556', check: abnCheck },
  // New Zealand Business Number: 13 digits, GS1 check digit.
  NZ: { pattern: /^94\d{11}$/, example: '9429041535123', check: gs1Check },
  // US Employer Identification Number: 9 digits (written 12-3456789).
  US: { pattern: /^\d{9}$/, example: '12-3456789' },
  // Canadian Business Number: 9 digits, Luhn check.
  CA: { pattern: /^\d{9}$/, example: '123456782', check: luhnCheck },
  // Chilean RUT: 7 or 8 digits and a check character (0–9 or K), mod 11.
  CL: { pattern: /^\d{7,8}[\dK]$/, example: '76.086.428-5', check: rutCheck },
  // Argentine CUIT: 11 digits, mod 11.
  AR: { pattern: /^\d{11}$/, example: '30-50001091-2', check: cuitCheck },
  // Colombian NIT: 9 or 10 digits (with its check digit).
  CO: { pattern: /^\d{9,10}$/, example: '900.123.456-7' },
  // Costa Rican cédula jurídica: 10 digits starting with 3.
  CR: { pattern: /^3\d{9}$/, example: '3-101-123456' },
  // Mexican RFC of a company: 3 letters, the founding date, 3 characters.
  MX: { pattern: /^[A-ZÑ&]{3}\d{6}[A-Z\d]{3}$/, example: 'ABC680524P76' },
  // Panamanian RUC: digits and dashes.
  PA: { pattern: /^\d{5,16}$/, example: '155596713-2-2015' },
  // Icelandic kennitala of a company: 10 digits, mod 11.
  IS: { pattern: /^[4-7]\d{9}$/, example: '550500-3530', check: kennitalaCheck },
  // UAE tax registration number: 15 digits starting with 100.
  AE: { pattern: /^100\d{12}$/, example: '100123456700003' },
  // Saudi VAT number: 15 digits, starting and ending with 3.
  SA: { pattern: /^3\d{13}3$/, example: '310122393500003' },
  // Egyptian tax registration number: 9 digits.
  EG: { pattern: /^\d{9}$/, example: '123-456-789' },
  // Moroccan ICE: 15 digits.
  MA: { pattern: /^\d{15}$/, example: '001234567000089' },
  // Singapore UEN: 9 or 10 characters.
  SG: { pattern: /^(\d{8}[A-Z]|\d{9}[A-Z]|[TSR]\d{2}[A-Z]{2}\d{4}[A-Z])$/, example: '201912345K' },
};

/** What a country's company registers with, for the form's label and hint. */
export function registrationOf(country: string): { kind: RegistrationKind; example: string } {
  const vat = vatCountries[country];
  if (vat) return { kind: 'vat', example: vatExample[country] ?? `${vatPrefix[country] ?? country}…` };
  return { kind: 'business-number', example: businessNumbers[country]?.example ?? '' };
}

const vatExample: Readonly<Record<string, string>> = {
  DE: 'DE136695976',
  GB: 'GB980780684',
  FR: 'FR40303265045',
  AT: 'ATU13585627',
  NL: 'NL004495445B01',
  IT: 'IT00743110157',
  ES: 'ESA28015865',
  CH: 'CHE-116.281.710',
};

/** The outcome of checking a company's registration number. */
export type RegistrationCheck =
  | {
      valid: true;
      kind: RegistrationKind /** The number as stored: prefixed, no separators. */;
      value: string;
    }
  | { valid: false; kind: RegistrationKind; reason: 'format' | 'check-digit' };

/** Without spaces, dots, dashes and slashes, upper case. */
export function compact(value: string): string {
  return value.replace(/[\s.\-/]/g, '').toUpperCase();
}

/**
 * Checks a company's VAT or business number for the market's country. A VAT number may be typed with or
 * without its country prefix ('136695976' or 'DE136695976'); the stored value always has it.
 */
export function checkRegistration(country: string, input: string): RegistrationCheck {
  const vat = vatCountries[country];
  const value = compact(input);
  if (vat) {
    const prefix = vatPrefix[country] ?? country;
    // Greece writes EL; the British prefix is GB whether typed or not.
    const prefixed = /^[A-Z]{2}/.test(value) ? value : `${prefix}${value}`;
    const result = checkVAT(prefixed, [vat]);
    if (result.isValid) return { valid: true, kind: 'vat', value: result.value ?? prefixed };
    return { valid: false, kind: 'vat', reason: result.isValidFormat ? 'check-digit' : 'format' };
  }
  const rule = businessNumbers[country];
  if (!rule)
    return value.length >= 4 && value.length <= 20 && /^[A-Z\d]+$/.test(value)
      ? { valid: true, kind: 'business-number', value }
      : { valid: false, kind: 'business-number', reason: 'format' };
  if (!rule.pattern.test(value)) return { valid: false, kind: 'business-number', reason: 'format' };
  if (rule.check && !rule.check(value))
    return { valid: false, kind: 'business-number', reason: 'check-digit' };
  return { valid: true, kind: 'business-number', value };
}

function abnCheck(digits: string): boolean {
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const sum = [...digits].reduce((s, d, i) => s + (Number(d) - (i === 0 ? 1 : 0)) * weights[i]!, 0);
  return sum % 89 === 0;
}

function gs1Check(digits: string): boolean {
  const body = digits.slice(0, -1);
  const sum = [...body].reverse().reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === Number(digits.at(-1));
}

function luhnCheck(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((d, i) => {
    let n = Number(d);
    if (i % 2 === 1) n = n * 2 > 9 ? n * 2 - 9 : n * 2;
    sum += n;
  });
  return sum % 10 === 0;
}

function rutCheck(value: string): boolean {
  const body = value.slice(0, -1);
  let sum = 0;
  [...body].reverse().forEach((d, i) => {
    sum += Number(d) * ((i % 6) + 2);
  });
  const rest = 11 - (sum % 11);
  const expected = rest === 11 ? '0' : rest === 10 ? 'K' : String(rest);
  return value.at(-1) === expected;
}

function cuitCheck(digits: string): boolean {
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((s, w, i) => s + w * Number(digits[i]), 0);
  const rest = 11 - (sum % 11);
  const expected = rest === 11 ? 0 : rest === 10 ? 9 : rest;
  return expected === Number(digits[10]);
}

function kennitalaCheck(digits: string): boolean {
  const weights = [3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((s, w, i) => s + w * Number(digits[i]), 0);
  const rest = 11 - (sum % 11);
  const expected = rest === 11 ? 0 : rest;
  return rest !== 10 && expected === Number(digits[8]);
}

/** Legal forms offered per country; elsewhere the generic ones (translated by the apps). */
const legalFormsByCountry: Readonly<Record<string, readonly string[]>> = {
  DE: [
    'GmbH',
    'UG (haftungsbeschränkt)',
    'AG',
    'KG',
    'GmbH & Co. KG',
    'OHG',
    'GbR',
    'e.K.',
    'Einzelunternehmen',
    'eG',
    'e.V.',
  ],
  AT: ['GmbH', 'AG', 'KG', 'OG', 'GesbR', 'e.U.', 'Einzelunternehmen', 'Verein'],
  CH: [
    'GmbH',
    'AG',
    'Kollektivgesellschaft',
    'Kommanditgesellschaft',
    'Einzelunternehmen',
    'Genossenschaft',
    'Verein',
  ],
  GB: [
    'Private limited company (Ltd)',
    'Public limited company (PLC)',
    'Limited liability partnership (LLP)',
    'Partnership',
    'Sole trader',
    'Charity',
  ],
  IE: [
    'Private company limited by shares (LTD)',
    'Designated activity company (DAC)',
    'Public limited company (PLC)',
    'Partnership',
    'Sole trader',
  ],
  FR: ['SARL', 'SAS', 'SASU', 'SA', 'EURL', 'SNC', 'EI', 'Association'],
  ES: ['S.L.', 'S.A.', 'S.L.U.', 'S.C.', 'Autónomo', 'Cooperativa'],
  IT: ['S.r.l.', 'S.p.A.', 'S.a.s.', 'S.n.c.', 'Ditta individuale', 'Società cooperativa'],
  NL: ['B.V.', 'N.V.', 'V.O.F.', 'C.V.', 'Eenmanszaak', 'Stichting', 'Vereniging'],
  BE: [
    'BV / SRL',
    'NV / SA',
    'CommV / SComm',
    'VOF / SNC',
    'Eenmanszaak / Entreprise individuelle',
    'VZW / ASBL',
  ],
  US: ['LLC', 'Corporation (Inc.)', 'S corporation', 'Partnership', 'Sole proprietorship', 'Nonprofit'],
};

/** The generic legal forms, as codes the apps translate. */
export const genericLegalForms = [
  'limited',
  'public-limited',
  'partnership',
  'sole-trader',
  'public-body',
  'association',
] as const;

/** The legal forms a company of this country chooses from (their own names, or generic codes). */
export function legalFormsOf(country: string): { forms: readonly string[]; generic: boolean } {
  const named = legalFormsByCountry[country];
  return named ? { forms: named, generic: false } : { forms: genericLegalForms, generic: true };
}

/** How many rentals a company expects per year, as bands. */
export const rentalBands = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export type RentalBand = (typeof rentalBands)[number];

/** The outcome of checking an IATA or TIDS agency code. */
export type AgencyCodeCheck =
  | { valid: true; value: string }
  | { valid: false; reason: 'format' | 'check-digit' };

/**
 * Checks an IATA or TIDS travel-agency code: eight digits (typed with or without spaces and dashes, e.g.
 * '12-3 4567 5'), the eighth the remainder of the first seven, read as a number, divided by 7.
 */
export function checkAgencyCode(input: string): AgencyCodeCheck {
  const value = input.replace(/[\s-]/g, '');
  if (!/^\d{8}$/.test(value)) return { valid: false, reason: 'format' };
  const check = Number(value.slice(0, 7)) % 7;
  return check === Number(value[7]) ? { valid: true, value } : { valid: false, reason: 'check-digit' };
}

/** IBAN lengths of the countries that use one (ISO 13616 registry; our markets and their neighbours). */
const ibanLengths: Readonly<Record<string, number>> = {
  AD: 24,
  AE: 23,
  AT: 20,
  BE: 16,
  BG: 22,
  BR: 29,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GP: 27,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SA: 24,
  SE: 24,
  SI: 19,
  SK: 24,
};

/** Whether accounts of this country are IBANs (else a national account number). */
export function usesIban(country: string): boolean {
  return country in ibanLengths;
}

/** The outcome of checking a commission account. */
export type AccountCheck =
  | { valid: true; value: string }
  | { valid: false; reason: 'format' | 'check-digit' };

/**
 * Checks a commission account: in an IBAN country an IBAN of any IBAN country (length and mod-97 check
 * per ISO 13616); elsewhere a national account number of 6 to 34 letters and digits.
 */
export function checkAccount(country: string, input: string): AccountCheck {
  const value = input.replace(/[\s-]/g, '').toUpperCase();
  if (!usesIban(country))
    return /^[A-Z\d]{6,34}$/.test(value) ? { valid: true, value } : { valid: false, reason: 'format' };
  const length = ibanLengths[value.slice(0, 2)];
  if (!/^[A-Z]{2}\d{2}[A-Z\d]+$/.test(value) || length !== value.length)
    return { valid: false, reason: 'format' };
  const moved = `${value.slice(4)}${value.slice(0, 4)}`;
  let rest = 0;
  for (const ch of moved) {
    const n = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of n) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1 ? { valid: true, value } : { valid: false, reason: 'check-digit' };
}

/**
 * A price at a company's rate: the list price less the company's discount, rounded to the minor unit (half
 * up). The API charges it and the booking engine shows it, so both say the same amount.
 */
export function companyRateMinor(totalMinor: number, discountPercent: number): number {
  return Math.round((totalMinor * (100 - discountPercent)) / 100);
}
