// The account's renewal-notice strings in it-IT (loaded with the notice's chunk).
import type { RenewalStrings } from './en-US.ts';

const strings: RenewalStrings = {
  renewal: {
    notice:
      'Non è stato possibile addebitare {{what}} sulla tua carta: rinnovala per pagare l’importo in sospeso.',
    link: 'Rinnova la carta',
  },
};

export default strings;
