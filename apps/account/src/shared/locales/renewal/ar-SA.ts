// The account's renewal-notice strings in ar-SA (loaded with the notice's chunk).
import type { RenewalStrings } from './en-US.ts';

const strings: RenewalStrings = {
  renewal: {
    notice: 'تعذّر الخصم من بطاقتك مقابل {{what}}: جدّدها لدفع المبلغ المستحق.',
    link: 'جدّد بطاقتك',
  },
};

export default strings;
