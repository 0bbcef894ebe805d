// The account's renewal-notice strings in sl-SI (loaded with the notice's chunk).
import type { RenewalStrings } from './en-US.ts';

const strings: RenewalStrings = {
  renewal: {
    notice: 'Vaše kartice nismo mogli bremeniti za {{what}}: obnovite jo, da plačate odprti znesek.',
    link: 'Obnovite kartico',
  },
};

export default strings;
