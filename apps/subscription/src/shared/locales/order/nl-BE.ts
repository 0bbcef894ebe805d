// The funnel's and the campaign's strings in Belgian Dutch: only what differs from nl-NL.
import type { Regional } from '@rental/i18n';
import type { OrderStrings } from './en-US.ts';

const strings: Regional<OrderStrings> = {
  funnel: {
    pickup: 'Ophalen bij een kantoor',
    branch: 'Ophaalkantoor',
    signIn: 'Aanmelden',
    signedInAs: 'Aangemeld als {{name}} ({{email}})',
    signUp: { intro: 'U bent meteen aangemeld en gaat verder met uw bestelling.' },
    error: { branch: 'Kies een ophaalkantoor.' },
  },
  campaign: {
    signInFirst: 'Heeft u een account? Meld u aan om u in te schrijven met het e-mailadres daarvan.',
    guestTitle: 'Inschrijven met uw e-mailadres',
    guestIntro: 'We sturen u een link; uw inschrijving telt zodra u die opent.',
    guestSent:
      'Bijna klaar: we hebben een link gestuurd naar {{email}}. Open die vóór {{time}} om uw inschrijving te bevestigen.',
    guestFailed: 'We konden u niet inschrijven. Probeer het later opnieuw.',
    confirmTitle: 'Bevestig uw inschrijving voor de actie',
    confirmIntro:
      'U heeft zich met uw e-mailadres ingeschreven voor een abonnementsactie. Bevestig dat hier; de link werkt één keer.',
    confirm: 'Inschrijving bevestigen',
    linkInvalid: 'Deze bevestigingslink is ongeldig of verlopen. Schrijf u opnieuw in.',
  },
};

export default strings;
