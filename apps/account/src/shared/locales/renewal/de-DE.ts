// The account's renewal-notice strings in de-DE (loaded with the notice's chunk).
import type { RenewalStrings } from './en-US.ts';

const strings: RenewalStrings = {
  renewal: {
    notice:
      'Ihre Karte für {{what}} konnte nicht belastet werden: Erneuern Sie sie, um den offenen Betrag zu bezahlen.',
    link: 'Karte erneuern',
  },
};

export default strings;
