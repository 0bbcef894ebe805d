// The account's renewal-notice strings in et-EE (loaded with the notice's chunk).
import type { RenewalStrings } from './en-US.ts';

const strings: RenewalStrings = {
  renewal: {
    notice: 'Sinu kaardilt ei õnnestunud makset võtta ({{what}}): uuenda kaarti, et tasuda avatud summa.',
    link: 'Uuenda kaarti',
  },
};

export default strings;
