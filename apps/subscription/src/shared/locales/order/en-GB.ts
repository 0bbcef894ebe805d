// The funnel's and the campaign's strings in British English: only what differs from en-US.
import type { Regional } from '@rental/i18n';
import type { OrderStrings } from './en-US.ts';

const strings: Regional<OrderStrings> = {
  funnel: {
    mileage: { included: 'No extra kilometres' },
    extra: { winter_tyres: 'Winter tyres', zero_deductible: 'Zero excess' },
    postalCode: 'Postcode',
    kmPerMonth: 'Kilometres per month',
  },
};

export default strings;
