// The booking namespace in nl-BE: only where Belgian usage differs (the polite 'u'); the other keys fall back to nl-NL.
import type { Regional } from '@rental/i18n';
import type { BookingStrings } from './en-US.ts';

const booking: Regional<BookingStrings> = {
  search: {
    formTitle: 'Uw zoekopdracht',
  },
  errors: {
    network: 'We kunnen onze servers niet bereiken. Controleer uw verbinding en probeer het opnieuw.',
    profileNotAllowed:
      'U kunt niet (meer) boeken als dit bedrijf of dit reisbureau. Alles wat u hebt ingevuld blijft bewaard: kies een andere optie bij ‘Boeken als’ en boek opnieuw.',
  },
  offers: {
    title: 'Kies uw voertuig',
  },
  checkout: {
    loading: 'Uw huuropties worden geladen…',
    payAtPickupHint: 'U betaalt bij het kantoor wanneer u het voertuig ophaalt.',
    summary: 'Uw boeking',
    profile: {
      privateHint: 'U boekt voor uzelf en betaalt zoals u hieronder kiest.',
      agencyHint: 'Agentschapsnummer {{code}}; u boekt voor uw klant',
      agencyDriver: 'Vul de gegevens van uw klant in: de klant is de hoofdbestuurder.',
    },
  },
  confirmation: {
    title: 'Uw boeking is bevestigd',
  },
};

export default booking;
