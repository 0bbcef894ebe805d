// The account namespace in nl-BE: only where Belgian usage differs from nl-NL.
import type { Regional } from '@rental/i18n';
import type { AccountStrings } from './en-US.ts';

const strings: Regional<AccountStrings> = {
  intro: {
    signedOut: 'Meld u aan, of maak een account aan als u nieuw bent.',
    signedIn: 'Welkom terug, {{name}}: u bent aangemeld.',
  },
  signIn: { title: 'Aanmelden', submit: 'Aanmelden', intro: 'Meld u aan om deze pagina te zien.' },
  social: {
    outcomes: {
      'other-account':
        'Dat {{provider}}-account is niet het account dat aan uw account is gekoppeld, dus er is niets gewijzigd. Meld u opnieuw aan met het {{provider}}-account dat u hier gebruikt.',
      reauthenticated:
        'U bent opnieuw aangemeld met {{provider}}. De komende 10 minuten kunt u een wachtwoord instellen, uw e-mailadres wijzigen of uw account verwijderen.',
    },
  },
  signUp: { toSignIn: 'Aanmelden' },
  reset: { back: 'Terug naar aanmelden', newSubmit: 'Wachtwoord opslaan en aanmelden' },
  signOut: 'Afmelden',
  signedInAs: 'Aangemeld als {{name}} ({{email}})',
  profiles: { region: 'Provincie of gewest' },
  settings: {
    noPassword:
      'U meldt zich aan met {{provider}}. Uw account heeft nog geen wachtwoord: stel er een in om u ook met uw e-mailadres aan te melden.',
    passwordSet: 'Uw wachtwoord is ingesteld. U kunt zich nu ook aanmelden met uw e-mailadres en wachtwoord.',
    signInAgain:
      'Meld u voor uw veiligheid eerst opnieuw aan met {{provider}}. Daarna hebt u 10 minuten voor deze wijziging.',
    signInAgainWith: 'Opnieuw aanmelden met {{provider}}',
  },
};

export default strings;
