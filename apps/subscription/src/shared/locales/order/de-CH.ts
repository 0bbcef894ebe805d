// The funnel's and the campaign's strings in Swiss German: only what differs from de-DE.
import type { Regional } from '@rental/i18n';
import type { OrderStrings } from './en-US.ts';

const strings: Regional<OrderStrings> = {
  funnel: { street: 'Strasse und Hausnummer' },
  campaign: { close: 'Schliessen' },
};

export default strings;
