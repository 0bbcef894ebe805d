// The pay namespace in da-DK.
import type { PayStrings } from './en-US.ts';

const strings: PayStrings = {
  loading: 'Indlæser…',
  checking: 'Vi tjekker din betaling…',
  unavailable:
    'Vi kan ikke få forbindelse til vores betalingstjeneste lige nu. Der er ikke trukket noget. Prøv igen om et øjeblik.',
  checkFailed: 'Vi kan ikke tjekke din betaling lige nu. Prøv igen om et øjeblik, før du betaler igen.',
  retry: 'Prøv igen',
  leaving: 'Vi sender dig videre til den sikre betalingsside…',
  refusedFallback: 'Betalingen blev ikke gennemført. Der er ikke trukket noget.',
  secure:
    'Du indtaster dit kort på vores betalingsudbyders sikre side. Vi ser og gemmer aldrig dit kortnummer.',
  contact: 'Spørgsmål om en betaling? Kontakt os:',
  link: {
    openTitle: 'Din betaling',
    what: 'Hvad du betaler for',
    booking: 'Bookingnummer',
    car: 'Bil',
    pickup: 'Afhentning',
    return: 'Aflevering',
    place: '{{branch}}, {{date}}',
    amount: 'Beløb',
    expires: 'Betal senest {{date}}.',
    pay: 'Betal {{amount}}',
    paidTitle: 'Betalt, tak',
    paidText: 'Vi har modtaget din betaling på {{amount}}. Du skal ikke gøre mere og kan lukke denne side.',
    paidTextNoAmount: 'Vi har modtaget din betaling. Du skal ikke gøre mere og kan lukke denne side.',
    expiredTitle: 'Dette betalingslink er udløbet',
    expiredText:
      'Der er ikke trukket noget. Hvis du stadig skal betale, så kontakt os for at få et nyt link.',
    cancelledTitle: 'Dette betalingslink er annulleret',
    cancelledText: 'Der skal ikke betales mere via dette link, og der er ikke trukket noget.',
    notFoundTitle: 'Vi kan ikke finde dette betalingslink',
    notFoundText: 'Åbn hele linket fra din e-mail igen. Hvis det stadig ikke virker, så kontakt os.',
    refusedTitle: 'Din betaling gik ikke igennem',
    pendingTitle: 'Din betaling bliver stadig behandlet',
    pendingText: 'Det tager normalt kun et øjeblik. Tjek igen om lidt.',
    checkAgain: 'Tjek igen',
  },
  renewal: {
    signInTitle: 'Log ind',
    signInText: 'Log ind for at se dine udestående betalinger og betale dem med et nyt kort.',
    signIn: 'Log ind',
    none: 'Intet at forny: alle dine betalinger er på plads.',
    amount: 'Beløb',
    reason: 'Derfor mislykkedes den seneste trækning',
    attempts: 'Forsøg indtil nu: {{attempts}}',
    renew: 'Forny kortet og betal {{amount}}',
    paidOn: 'Betalt den {{date}}',
    openTitle: 'Udestående betalinger',
    paidListTitle: 'Betalt for nylig',
    paidTitle: 'Betalt, tak',
    paidText: 'Dit nye kort er gemt og bruges til dine næste betalinger.',
    refusedTitle: 'Din betaling gik ikke igennem',
  },
};

export default strings;
