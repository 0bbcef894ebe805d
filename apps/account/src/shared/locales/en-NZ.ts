// The account namespace in en-NZ: the account's wording is the same as en-US except the words below
// (licence, postcode), so every other key falls back to it.
import type { Regional } from '@rental/i18n';
import type { AccountStrings } from './en-US.ts';

const strings: Regional<AccountStrings> = {
  profiles: {
    licenceTitle: 'Driver licence',
    licenceHint: 'Optional. If you give it, the number and the date of issue are needed.',
    licenceNumber: 'Licence number',
    expiresOn: 'Expiry date',
    expiresHint: 'As {{pattern}}. Leave empty if your licence does not expire.',
    postcode: 'Postcode',
    region: 'Region',
    expiryBeforeIssue: 'The expiry date must be after the date of issue.',
    postcodeInvalid: 'Please enter a valid postcode, e.g. {{example}}.',
    postcodeInvalidPlain: 'Please enter a valid postcode.',
  },
};

export default strings;
