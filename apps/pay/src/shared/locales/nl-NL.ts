// The pay namespace in nl-NL.
import type { PayStrings } from './en-US.ts';

const strings: PayStrings = {
  loading: 'Laden…',
  checking: 'We controleren je betaling…',
  unavailable:
    'Onze betaaldienst is op dit moment niet bereikbaar. Er is niets afgeschreven. Probeer het zo nog eens.',
  checkFailed:
    'We kunnen je betaling nu niet controleren. Probeer het zo nog eens, voordat je opnieuw betaalt.',
  retry: 'Opnieuw proberen',
  leaving: 'Je gaat naar de beveiligde betaalpagina…',
  refusedFallback: 'De betaling is niet voltooid. Er is niets afgeschreven.',
  secure:
    'Je vult je kaart in op de beveiligde pagina van onze betaalprovider. Wij zien of bewaren je kaartnummer nooit.',
  contact: 'Vragen over een betaling? Neem contact met ons op:',
  link: {
    openTitle: 'Je betaling',
    what: 'Waarvoor je betaalt',
    booking: 'Reserveringsnummer',
    car: 'Auto',
    pickup: 'Ophalen',
    return: 'Inleveren',
    place: '{{branch}}, {{date}}',
    amount: 'Bedrag',
    expires: 'Betaal uiterlijk {{date}}.',
    pay: '{{amount}} betalen',
    paidTitle: 'Betaald, dank je wel',
    paidText:
      'We hebben je betaling van {{amount}} ontvangen. Je hoeft verder niets te doen en kunt deze pagina sluiten.',
    paidTextNoAmount:
      'We hebben je betaling ontvangen. Je hoeft verder niets te doen en kunt deze pagina sluiten.',
    expiredTitle: 'Deze betaallink is verlopen',
    expiredText:
      'Er is niets afgeschreven. Moet je nog betalen? Neem dan contact met ons op voor een nieuwe link.',
    cancelledTitle: 'Deze betaallink is geannuleerd',
    cancelledText: 'Via deze link hoef je niets meer te betalen en er is niets afgeschreven.',
    notFoundTitle: 'We kunnen deze betaallink niet vinden',
    notFoundText:
      'Open de volledige link uit je e-mail nog een keer. Werkt het dan nog steeds niet, neem dan contact met ons op.',
    refusedTitle: 'Je betaling is niet gelukt',
    pendingTitle: 'Je betaling wordt nog verwerkt',
    pendingText: 'Dit duurt meestal maar even. Controleer het zo nog een keer.',
    checkAgain: 'Opnieuw controleren',
  },
  renewal: {
    signInTitle: 'Log in',
    signInText: 'Log in om je openstaande betalingen te zien en ze met een nieuwe kaart te betalen.',
    signIn: 'Inloggen',
    none: 'Niets te vernieuwen: al je betalingen zijn bijgewerkt.',
    amount: 'Bedrag',
    reason: 'Waarom de laatste afschrijving mislukte',
    attempts: 'Pogingen tot nu toe: {{attempts}}',
    renew: 'Kaart vernieuwen en {{amount}} betalen',
    paidOn: 'Betaald op {{date}}',
    openTitle: 'Openstaande betalingen',
    paidListTitle: 'Onlangs betaald',
    paidTitle: 'Betaald, dank je wel',
    paidText: 'Je nieuwe kaart is opgeslagen en wordt gebruikt voor je volgende betalingen.',
    refusedTitle: 'Je betaling is niet gelukt',
  },
};

export default strings;
