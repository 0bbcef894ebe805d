// The account's renewal-notice strings in hr-HR (loaded with the notice's chunk).
import type { RenewalStrings } from './en-US.ts';

const strings: RenewalStrings = {
  renewal: {
    notice:
      'Vašu karticu nije bilo moguće teretiti za {{what}}: obnovite je kako biste platili otvoreni iznos.',
    link: 'Obnovite karticu',
  },
};

export default strings;
