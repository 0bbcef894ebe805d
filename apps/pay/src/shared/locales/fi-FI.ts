// The pay namespace in fi-FI.
import type { PayStrings } from './en-US.ts';

const strings: PayStrings = {
  loading: 'Ladataan…',
  checking: 'Tarkistamme maksuasi…',
  unavailable:
    'Maksupalveluumme ei saada juuri nyt yhteyttä. Mitään ei veloitettu. Yritä hetken kuluttua uudelleen.',
  checkFailed:
    'Emme pysty tarkistamaan maksuasi juuri nyt. Yritä hetken kuluttua uudelleen ennen kuin maksat uudestaan.',
  retry: 'Yritä uudelleen',
  leaving: 'Siirrymme suojatulle maksusivulle…',
  refusedFallback: 'Maksu ei mennyt loppuun. Mitään ei veloitettu.',
  secure:
    'Syötät korttisi tiedot maksupalveluntarjoajamme suojatulla sivulla. Emme koskaan näe tai tallenna korttisi numeroa.',
  contact: 'Kysyttävää maksusta? Ota meihin yhteyttä:',
  link: {
    openTitle: 'Maksusi',
    what: 'Mistä maksat',
    booking: 'Varausnumero',
    car: 'Auto',
    pickup: 'Nouto',
    return: 'Palautus',
    place: '{{branch}}, {{date}}',
    amount: 'Summa',
    expires: 'Maksa viimeistään {{date}}.',
    pay: 'Maksa {{amount}}',
    paidTitle: 'Maksettu, kiitos',
    paidText:
      'Olemme vastaanottaneet maksusi ({{amount}}). Sinun ei tarvitse tehdä muuta: voit sulkea tämän sivun.',
    paidTextNoAmount:
      'Olemme vastaanottaneet maksusi. Sinun ei tarvitse tehdä muuta: voit sulkea tämän sivun.',
    expiredTitle: 'Tämä maksulinkki on vanhentunut',
    expiredText: 'Mitään ei veloitettu. Jos sinun pitää vielä maksaa, pyydä meiltä uusi linkki.',
    cancelledTitle: 'Tämä maksulinkki on peruttu',
    cancelledText: 'Tämän linkin kautta ei ole enää mitään maksettavaa, eikä mitään veloitettu.',
    notFoundTitle: 'Emme löydä tätä maksulinkkiä',
    notFoundText: 'Avaa sähköpostisi koko linkki uudelleen. Jos se ei vieläkään toimi, ota meihin yhteyttä.',
    refusedTitle: 'Maksusi ei mennyt läpi',
    pendingTitle: 'Maksuasi käsitellään vielä',
    pendingText: 'Tämä vie yleensä vain hetken. Tarkista pian uudelleen.',
    checkAgain: 'Tarkista uudelleen',
  },
  renewal: {
    signInTitle: 'Kirjaudu sisään',
    signInText: 'Kirjaudu sisään, niin näet avoimet maksusi ja voit maksaa ne uudella kortilla.',
    signIn: 'Kirjaudu sisään',
    none: 'Ei uusittavaa: kaikki maksusi ovat ajan tasalla.',
    amount: 'Summa',
    reason: 'Miksi viimeisin veloitus epäonnistui',
    attempts: 'Yrityksiä tähän mennessä: {{attempts}}',
    renew: 'Uusi kortti ja maksa {{amount}}',
    paidOn: 'Maksettu {{date}}',
    openTitle: 'Avoimet maksut',
    paidListTitle: 'Äskettäin maksetut',
    paidTitle: 'Maksettu, kiitos',
    paidText: 'Uusi korttisi on tallennettu, ja sitä käytetään seuraavissa maksuissasi.',
    refusedTitle: 'Maksusi ei mennyt läpi',
  },
};

export default strings;
