// The account's renewal-notice strings in da-DK (loaded with the notice's chunk).
import type { RenewalStrings } from './en-US.ts';

const strings: RenewalStrings = {
  renewal: {
    notice: 'Dit kort kunne ikke trækkes for {{what}}: forny det for at betale det udestående beløb.',
    link: 'Forny dit kort',
  },
};

export default strings;
