// The account's renewal-notice strings in fr-FR (loaded with the notice's chunk).
import type { RenewalStrings } from './en-US.ts';

const strings: RenewalStrings = {
  renewal: {
    notice: 'Votre carte n’a pas pu être débitée pour {{what}} : renouvelez-la pour régler le montant dû.',
    link: 'Renouveler ma carte',
  },
};

export default strings;
