// The shell namespace in de-CH: Swiss Standard German writes 'ss' where German German writes 'ß'; only
// those keys are here, the others fall back to de-DE.
import type { Regional, ShellStrings } from '../en-US/shell.ts';

const shell: Regional<ShellStrings> = {
  common: {
    closeMenu: 'Menü schliessen',
    close: 'Schliessen',
    footer: 'Fusszeile',
  },
};

export default shell;
