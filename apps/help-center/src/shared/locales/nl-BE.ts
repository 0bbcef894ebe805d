// The help center's strings in nl-BE: only where Belgian usage differs from nl-NL (the polite 'u'); the other keys fall back to nl-NL.
import type { Regional } from '@rental/i18n';
import type { HelpStrings } from './en-US.ts';

const help: Regional<HelpStrings> = {
  search: {
    tooShort: 'Geef minstens 3 tekens in om relevante resultaten te zien.',
  },
  nav: {
    breadcrumb: 'U bent hier',
  },
  article: {
    sending: 'Uw stem wordt verstuurd…',
    thanks: 'Bedankt voor uw feedback.',
    thanksNotHelpful: 'Bedankt voor uw feedback. Jammer dat dit artikel uw vraag niet beantwoordde.',
    voteFailed: 'Uw stem kon niet worden verstuurd. Probeer het opnieuw.',
  },
  contact: {
    intro: 'Vertel ons wat er is gebeurd, dan nemen we contact met u op.',
    phoneHint: 'Uw nummer zonder landcode, bijv. 2 123 45 67. Wij voegen {{prefix}} toe.',
    message: 'Uw bericht',
    agreementHint: '9 of 10 cijfers, staat op uw huurovereenkomst.',
    reservationHint: '6 tot 16 letters of cijfers, staat in uw bevestigingsmail.',
    sendFailed: 'Uw bericht kon niet worden verstuurd. Probeer het opnieuw.',
    problems: {
      phoneInvalid: 'Geef een geldig telefoonnummer in, alleen cijfers, bijv. 2 123 45 67.',
      emailInvalid: 'Geef een geldig e-mailadres in.',
    },
  },
  sent: {
    title: 'Bedankt voor uw bericht',
    body: 'We hebben uw bericht ontvangen en nemen zo snel mogelijk contact met u op.',
    reference: 'Uw referentie',
    phone: 'We bellen u op',
  },
  status: {
    offline: 'Het helpcentrum is nu niet bereikbaar. Controleer uw verbinding en probeer het opnieuw.',
  },
};

export default help;
