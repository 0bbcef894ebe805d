// The market's dialling prefix for the contact form's phone field (spec §3 "Help contact", §9
// "Phone prefixes: Belgium +32, Canada +1, Germany +49"). The page context has no dialling prefix yet,
// so the app keeps the ITU prefixes of the markets' countries; a unit test pins them to @rental/markets.

export const dialPrefixes: Readonly<Record<string, string>> = {
  AE: '+971',
  AR: '+54',
  AT: '+43',
  AU: '+61',
  BE: '+32',
  BR: '+55',
  CA: '+1',
  CH: '+41',
  CL: '+56',
  CO: '+57',
  CR: '+506',
  CY: '+357',
  DE: '+49',
  DK: '+45',
  EE: '+372',
  EG: '+20',
  ES: '+34',
  FI: '+358',
  FR: '+33',
  GB: '+44',
  GP: '+590',
  HR: '+385',
  HU: '+36',
  IE: '+353',
  IS: '+354',
  IT: '+39',
  LT: '+370',
  LV: '+371',
  MA: '+212',
  MT: '+356',
  MX: '+52',
  NL: '+31',
  NO: '+47',
  NZ: '+64',
  PA: '+507',
  PL: '+48',
  PT: '+351',
  RO: '+40',
  SA: '+966',
  SE: '+46',
  SG: '+65',
  SI: '+386',
  US: '+1',
};

/** The dialling prefix of a market: the context's own when it has one, else by country; '' if unknown. */
export function phonePrefixFor(market: { country: string; phonePrefix?: unknown }): string {
  if (typeof market.phonePrefix === 'string' && /^\+\d{1,4}$/.test(market.phonePrefix))
    return market.phonePrefix;
  return dialPrefixes[market.country.toUpperCase()] ?? '';
}
