// The funnel's and the campaign's strings in Belgian Dutch: only what differs from nl-NL.
import type { Regional } from '@rental/i18n';
import type { OrderStrings } from './en-US.ts';

const strings: Regional<OrderStrings> = {
  funnel: {
    pickup: 'Ophalen bij een kantoor',
    branch: 'Ophaalkantoor',
    signIn: 'Aanmelden',
    signedInAs: 'Aangemeld als {{name}} ({{email}})',
    signInFirst: 'Meld u aan om een abonnement te bestellen. Uw keuzes blijven bewaard.',
    error: { branch: 'Kies een ophaalkantoor.' },
  },
  campaign: { signInFirst: 'Meld u aan om u voor deze campagne in te schrijven.' },
};

export default strings;
