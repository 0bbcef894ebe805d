// The subscription namespace in Belgian Dutch: only what differs from nl-NL.
import type { Regional } from '@rental/i18n';
import type { SubscriptionStrings } from './en-US.ts';

const strings: Regional<SubscriptionStrings> = {
  filters: {
    transmissionOption: { manual: 'Manuele versnellingsbak' },
    vehicleOption: { station_wagon: 'Break' },
    branches: 'Ophaalkantoren',
    branchesHint: 'Kies maximaal {{max}} kantoren.',
    tooManyBranches:
      'U kunt maximaal {{max}} kantoren kiezen. Verwijder er een voordat u {{branch}} toevoegt; uw andere filters blijven behouden.',
  },
  funnel: {
    pickup: 'Ophalen bij een kantoor',
    branch: 'Ophaalkantoor',
    signIn: 'Aanmelden',
    signedInAs: 'Aangemeld als {{name}} ({{email}})',
    signInFirst: 'Meld u aan om een abonnement te bestellen. Daarna komt u met Terug weer bij deze stap.',
    error: { branch: 'Kies een ophaalkantoor.' },
  },
  campaign: { signInFirst: 'Meld u aan om u voor deze campagne in te schrijven.' },
};

export default strings;
