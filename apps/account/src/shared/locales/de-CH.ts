// The account namespace in de-CH: the de-DE wording with the Swiss forms below (no ß), every other key
// falls back to de-DE.
import type { Regional } from '@rental/i18n';
import type { AccountStrings } from './en-US.ts';

const strings: Regional<AccountStrings> = {
  subscriptions: { close: 'Schliessen' },
  profiles: { street: 'Strasse und Hausnummer', region: 'Kanton oder Region' },
};

export default strings;
