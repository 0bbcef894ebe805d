// The account's renewal-notice strings in lv-LV (loaded with the notice's chunk).
import type { RenewalStrings } from './en-US.ts';

const strings: RenewalStrings = {
  renewal: {
    notice:
      'Neizdevās veikt norakstījumu no jūsu kartes par {{what}}: atjaunojiet to, lai samaksātu neapmaksāto summu.',
    link: 'Atjaunot karti',
  },
};

export default strings;
