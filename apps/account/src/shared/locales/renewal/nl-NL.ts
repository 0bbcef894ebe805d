// The account's renewal-notice strings in nl-NL (loaded with the notice's chunk).
import type { RenewalStrings } from './en-US.ts';

const strings: RenewalStrings = {
  renewal: {
    notice:
      'Uw kaart voor {{what}} kon niet worden belast: vernieuw uw kaart om het openstaande bedrag te betalen.',
    link: 'Kaart vernieuwen',
  },
};

export default strings;
