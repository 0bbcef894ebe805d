// The account's renewal-notice strings in pl-PL (loaded with the notice's chunk).
import type { RenewalStrings } from './en-US.ts';

const strings: RenewalStrings = {
  renewal: {
    notice: 'Nie udało się obciążyć Twojej karty za {{what}}: odnów ją, aby zapłacić zaległą kwotę.',
    link: 'Odnów kartę',
  },
};

export default strings;
