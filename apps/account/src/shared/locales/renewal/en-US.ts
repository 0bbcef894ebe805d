// The account's renewal-notice strings in American English (issue 21: a failed card charge, shown in the
// overview), loaded with the notice's chunk (features/renewals) so the account's first load does not carry
// them. Every other locale translates these keys.
import type { Translations } from '@rental/i18n';

const strings = {
  renewal: {
    notice: 'Your card for {{what}} could not be charged: renew it to pay the open amount.',
    link: 'Renew your card',
  },
};

export type RenewalStrings = Translations<typeof strings>;

export default strings;
