// The account's renewal-notice strings in fi-FI (loaded with the notice's chunk).
import type { RenewalStrings } from './en-US.ts';

const strings: RenewalStrings = {
  renewal: {
    notice: 'Korttiltasi ei voitu veloittaa maksua ({{what}}): uusi korttisi maksaaksesi avoimen summan.',
    link: 'Uusi kortti',
  },
};

export default strings;
