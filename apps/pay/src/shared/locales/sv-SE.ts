// The pay namespace in sv-SE.
import type { PayStrings } from './en-US.ts';

const strings: PayStrings = {
  loading: 'Laddar…',
  checking: 'Vi kontrollerar din betalning…',
  unavailable: 'Vi når inte vår betaltjänst just nu. Inget har dragits. Försök igen om en stund.',
  checkFailed:
    'Vi kan inte kontrollera din betalning just nu. Försök igen om en stund innan du betalar igen.',
  retry: 'Försök igen',
  leaving: 'Vi skickar dig till den säkra betalsidan…',
  refusedFallback: 'Betalningen slutfördes inte. Inget har dragits.',
  secure:
    'Du anger ditt kort på vår betalleverantörs säkra sida. Vi ser eller sparar aldrig ditt kortnummer.',
  contact: 'Frågor om en betalning? Kontakta oss:',
  link: {
    openTitle: 'Din betalning',
    what: 'Vad du betalar för',
    booking: 'Bokningsnummer',
    car: 'Bil',
    pickup: 'Upphämtning',
    return: 'Återlämning',
    place: '{{branch}}, {{date}}',
    amount: 'Belopp',
    expires: 'Betala senast {{date}}.',
    pay: 'Betala {{amount}}',
    paidTitle: 'Betalt, tack',
    paidText:
      'Vi har tagit emot din betalning på {{amount}}. Du behöver inte göra något mer och kan stänga sidan.',
    paidTextNoAmount: 'Vi har tagit emot din betalning. Du behöver inte göra något mer och kan stänga sidan.',
    expiredTitle: 'Betallänken har gått ut',
    expiredText: 'Inget har dragits. Om du fortfarande behöver betala kan du kontakta oss för en ny länk.',
    cancelledTitle: 'Betallänken har avbrutits',
    cancelledText: 'Det finns inget att betala via den här länken och inget har dragits.',
    notFoundTitle: 'Vi hittar inte den här betallänken',
    notFoundText: 'Öppna hela länken i ditt mejl igen. Om det fortfarande inte fungerar kan du kontakta oss.',
    refusedTitle: 'Din betalning gick inte igenom',
    pendingTitle: 'Din betalning behandlas fortfarande',
    pendingText: 'Det brukar bara ta en kort stund. Kontrollera igen om en liten stund.',
    checkAgain: 'Kontrollera igen',
  },
  renewal: {
    signInTitle: 'Logga in',
    signInText: 'Logga in för att se dina utestående betalningar och betala dem med ett nytt kort.',
    signIn: 'Logga in',
    none: 'Inget att förnya: alla dina betalningar är gjorda.',
    amount: 'Belopp',
    reason: 'Varför den senaste dragningen misslyckades',
    attempts: 'Försök hittills: {{attempts}}',
    renew: 'Förnya kortet och betala {{amount}}',
    paidOn: 'Betald {{date}}',
    openTitle: 'Utestående betalningar',
    paidListTitle: 'Nyligen betalda',
    paidTitle: 'Betalt, tack',
    paidText: 'Ditt nya kort är sparat och används för dina kommande betalningar.',
    refusedTitle: 'Din betalning gick inte igenom',
  },
};

export default strings;
