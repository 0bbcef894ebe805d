// The account's business strings in en-AU: only what differs from en-GB, which it falls back to.
import type { Regional } from '@rental/i18n';
import type { BusinessStrings } from './en-US.ts';

const strings: Regional<BusinessStrings> = {
  business: {
    legalForms: {
      limited: 'Proprietary limited company (Pty Ltd)',
      'public-limited': 'Public company (Ltd)',
      'public-body': 'Government body',
    },
    businessNumber: 'Australian Business Number (ABN)',
    businessNumberFormat: 'Enter a valid ABN, for example {{example}}.',
    accountNumber: 'BSB and account number',
    accountFormat: 'Enter the BSB and account number: 6 to 34 letters and digits.',
  },
};

export default strings;
