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
    detailsChanged:
      'Uw gegevens zijn gewijzigd sinds uw vorige poging. Controleer ze en boek opnieuw om met de nieuwe gegevens te boeken.',
  },
  offers: {
    title: 'Kies uw voertuig',
  },
  checkout: {
    loading: 'Uw huuropties worden geladen…',
    payAtPickupHint: 'U betaalt bij het kantoor wanneer u het voertuig ophaalt.',
    payNow: {
      hint: 'U voert uw kaart in op de beveiligde pagina van onze betaalprovider. Het bedrag wordt nu gereserveerd en afgeschreven wanneer u de wagen terugbrengt.',
      checking: 'Uw betaling wordt gecontroleerd…',
      pending: 'Uw betaling is nog niet bevestigd. Wacht even en controleer het dan opnieuw.',
      refusedTitle: 'Uw betaling is niet gelukt:',
    },
    summary: 'Uw boeking',
    profile: {
      privateHint: 'U boekt voor uzelf en betaalt zoals u hieronder kiest.',
      agencyHint: 'Agentschapsnummer {{code}}; u boekt voor uw klant',
      agencyDriver: 'Vul de gegevens van uw klant in: de klant is de hoofdbestuurder.',
    },
  },
  confirmation: {
    title: 'Uw boeking is bevestigd',
    paymentCard: 'Betaald met {{card}}, afgeschreven wanneer u de wagen terugbrengt',
    paymentCardUnnamed: 'Betaald met kaart, afgeschreven wanneer u de wagen terugbrengt',
  },
};

export default booking;
