// The account namespace in nl-BE: only where Belgian usage differs from nl-NL.
import type { Regional } from '@rental/i18n';
import type { AccountStrings } from './en-US.ts';

const strings: Regional<AccountStrings> = {
  signIn: { title: 'Aanmelden', submit: 'Aanmelden', intro: 'Meld u aan om deze pagina te zien.' },
  signUp: { toSignIn: 'Aanmelden' },
  reset: { back: 'Terug naar aanmelden', newSubmit: 'Wachtwoord opslaan en aanmelden' },
  signOut: 'Afmelden',
  signedInAs: 'Aangemeld als {{name}} ({{email}})',
};

export default strings;
