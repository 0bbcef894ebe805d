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
};

export default strings;
