// The account's business strings in en-NZ: only what differs from en-GB, which it falls back to.
import type { Regional } from '@rental/i18n';
import type { BusinessStrings } from './en-US.ts';

const strings: Regional<BusinessStrings> = {
  business: {
    legalForms: { 'public-body': 'Government agency' },
    businessNumber: 'New Zealand Business Number (NZBN)',
    businessNumberFormat: 'Enter a valid NZBN, for example {{example}}.',
  },
};

export default strings;
