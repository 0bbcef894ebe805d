// The pay namespace in nb-NO.
import type { PayStrings } from './en-US.ts';

const strings: PayStrings = {
  loading: 'Laster inn …',
  checking: 'Vi sjekker betalingen din …',
  unavailable:
    'Vi får ikke kontakt med betalingstjenesten vår akkurat nå. Ingenting er trukket. Prøv igjen om et øyeblikk.',
  checkFailed:
    'Vi kan ikke sjekke betalingen din akkurat nå. Prøv igjen om et øyeblikk før du betaler på nytt.',
  retry: 'Prøv igjen',
  leaving: 'Vi sender deg videre til den sikre betalingssiden …',
  refusedFallback: 'Betalingen ble ikke fullført. Ingenting er trukket.',
  secure:
    'Du legger inn kortet ditt på den sikre siden til betalingsleverandøren vår. Vi ser eller lagrer aldri kortnummeret ditt.',
  contact: 'Spørsmål om en betaling? Kontakt oss:',
  link: {
    openTitle: 'Betalingen din',
    what: 'Hva du betaler for',
    booking: 'Bestillingsnummer',
    car: 'Bil',
    pickup: 'Henting',
    return: 'Innlevering',
    place: '{{branch}}, {{date}}',
    amount: 'Beløp',
    expires: 'Betal innen {{date}}.',
    pay: 'Betal {{amount}}',
    paidTitle: 'Betalt, takk',
    paidText:
      'Vi har mottatt betalingen din på {{amount}}. Du trenger ikke gjøre noe mer og kan lukke denne siden.',
    paidTextNoAmount:
      'Vi har mottatt betalingen din. Du trenger ikke gjøre noe mer og kan lukke denne siden.',
    expiredTitle: 'Denne betalingslenken har utløpt',
    expiredText:
      'Ingenting er trukket. Hvis du fortsatt må betale, kan du kontakte oss for å få en ny lenke.',
    cancelledTitle: 'Denne betalingslenken er kansellert',
    cancelledText: 'Det er ingenting å betale via denne lenken, og ingenting er trukket.',
    notFoundTitle: 'Vi finner ikke denne betalingslenken',
    notFoundText:
      'Åpne hele lenken fra e-posten din på nytt. Hvis det fortsatt ikke fungerer, kan du kontakte oss.',
    refusedTitle: 'Betalingen din gikk ikke gjennom',
    pendingTitle: 'Betalingen din behandles fortsatt',
    pendingText: 'Det tar vanligvis bare et øyeblikk. Sjekk igjen om litt.',
    checkAgain: 'Sjekk igjen',
  },
  renewal: {
    signInTitle: 'Logg inn',
    signInText: 'Logg inn for å se de utestående betalingene dine og betale dem med et nytt kort.',
    signIn: 'Logg inn',
    none: 'Ingenting å fornye: alle betalingene dine er i orden.',
    amount: 'Beløp',
    reason: 'Hvorfor den siste belastningen mislyktes',
    attempts: 'Forsøk så langt: {{attempts}}',
    renew: 'Forny kortet og betal {{amount}}',
    paidOn: 'Betalt {{date}}',
    openTitle: 'Utestående betalinger',
    paidListTitle: 'Nylig betalt',
    paidTitle: 'Betalt, takk',
    paidText: 'Det nye kortet ditt er lagret og brukes til de neste betalingene dine.',
    refusedTitle: 'Betalingen din gikk ikke gjennom',
  },
};

export default strings;
