// The account's renewal-notice strings in lt-LT (loaded with the notice's chunk).
import type { RenewalStrings } from './en-US.ts';

const strings: RenewalStrings = {
  renewal: {
    notice:
      'Nepavyko nuskaičiuoti mokėjimo iš jūsų kortelės už {{what}}: atnaujinkite ją, kad sumokėtumėte neapmokėtą sumą.',
    link: 'Atnaujinti kortelę',
  },
};

export default strings;
