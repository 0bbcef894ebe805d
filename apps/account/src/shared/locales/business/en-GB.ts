// The account's business strings in en-GB: only what differs from its parent locale.
import type { Regional } from '@rental/i18n';
import type { BusinessStrings } from './en-US.ts';

const strings: Regional<BusinessStrings> = {
  business: {
    who: { company: 'A company: corporate rates and payment by invoice for its employees' },
    travellerNote:
      'Book on this business profile: choose {{name}} under ‘Book as’ in the booking checkout. Invoices go to the company.',
    agentNote:
      'Book for your customers: choose {{name}} under ‘Book as’ in the booking checkout; your agency code {{code}} goes on the booking.',
    rateValue: '{{percent}}% off the list price',
    commissionValue: '{{percent}}% of each rental',
    costCentres: 'Cost centres',
    costCentresEmpty: 'No cost centres yet.',
    removeCostCentre: 'Remove the cost centre {{code}}',
    costCentreRemoved: 'The cost centre {{code}} is removed.',
    costCentreAdded: 'The cost centre {{code}} is added.',
    addCostCentre: 'Add a cost centre',
    costCentreExists: 'A cost centre with this code already exists.',
    costCentreOf: 'cost centre {{code}}',
    accepted: 'Welcome: you now book for {{name}}. Choose it under ‘Book as’ in the booking checkout.',
  },
};

export default strings;
