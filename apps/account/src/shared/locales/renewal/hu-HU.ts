// The account's renewal-notice strings in hu-HU (loaded with the notice's chunk).
import type { RenewalStrings } from './en-US.ts';

const strings: RenewalStrings = {
  renewal: {
    notice:
      'Kártyáját nem tudtuk megterhelni a következőért: {{what}}. Újítsa meg, hogy kifizethesse a nyitott összeget.',
    link: 'Kártya megújítása',
  },
};

export default strings;
