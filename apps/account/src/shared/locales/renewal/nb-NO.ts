// The account's renewal-notice strings in nb-NO (loaded with the notice's chunk).
import type { RenewalStrings } from './en-US.ts';

const strings: RenewalStrings = {
  renewal: {
    notice: 'Vi kunne ikke belaste kortet ditt for {{what}}: forny det for å betale det utestående beløpet.',
    link: 'Forny kortet',
  },
};

export default strings;
