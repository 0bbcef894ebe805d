// The account's renewal-notice strings in ro-RO (loaded with the notice's chunk).
import type { RenewalStrings } from './en-US.ts';

const strings: RenewalStrings = {
  renewal: {
    notice: 'Nu am putut debita cardul dvs. pentru {{what}}: reînnoiți-l pentru a plăti suma restantă.',
    link: 'Reînnoiți cardul',
  },
};

export default strings;
