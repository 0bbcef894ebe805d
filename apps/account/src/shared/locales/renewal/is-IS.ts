// The account's renewal-notice strings in is-IS (loaded with the notice's chunk).
import type { RenewalStrings } from './en-US.ts';

const strings: RenewalStrings = {
  renewal: {
    notice:
      'Ekki tókst að skuldfæra kortið þitt fyrir {{what}}: endurnýjaðu það til að greiða útistandandi upphæð.',
    link: 'Endurnýja kortið',
  },
};

export default strings;
