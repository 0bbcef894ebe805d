// The account's renewal-notice strings in sv-SE (loaded with the notice's chunk).
import type { RenewalStrings } from './en-US.ts';

const strings: RenewalStrings = {
  renewal: {
    notice: 'Vi kunde inte dra {{what}} från ditt kort: förnya det för att betala det utestående beloppet.',
    link: 'Förnya ditt kort',
  },
};

export default strings;
