// The pay namespace in hu-HU.
import type { PayStrings } from './en-US.ts';

const strings: PayStrings = {
  loading: 'Betöltés…',
  checking: 'Ellenőrizzük a fizetését…',
  unavailable:
    'Fizetési szolgáltatásunk jelenleg nem érhető el. Semmilyen terhelés nem történt. Kérjük, próbálja újra egy kis idő múlva.',
  checkFailed:
    'Fizetését most nem tudjuk ellenőrizni. Kérjük, próbálja újra egy kis idő múlva, mielőtt ismét fizetne.',
  retry: 'Újrapróbálás',
  leaving: 'Átirányítjuk a biztonságos fizetési oldalra…',
  refusedFallback: 'A fizetés nem fejeződött be. Semmilyen terhelés nem történt.',
  secure:
    'Kártyaadatait fizetési szolgáltatónk biztonságos oldalán adja meg. Kártyaszámát soha nem látjuk és nem tároljuk.',
  contact: 'Kérdése van egy fizetéssel kapcsolatban? Lépjen kapcsolatba velünk:',
  link: {
    openTitle: 'Az Ön fizetése',
    what: 'Mit fizet',
    booking: 'Foglalási szám',
    car: 'Autó',
    pickup: 'Átvétel',
    return: 'Visszaadás',
    place: '{{branch}}, {{date}}',
    amount: 'Összeg',
    expires: 'Kérjük, fizessen eddig: {{date}}.',
    pay: '{{amount}} fizetése',
    paidTitle: 'Kifizetve, köszönjük',
    paidText: 'Megkaptuk {{amount}} összegű fizetését. Nincs további teendője, bezárhatja ezt az oldalt.',
    paidTextNoAmount: 'Megkaptuk fizetését. Nincs további teendője, bezárhatja ezt az oldalt.',
    expiredTitle: 'Ez a fizetési link lejárt',
    expiredText:
      'Semmilyen terhelés nem történt. Ha még fizetnie kell, új linkért lépjen kapcsolatba velünk.',
    cancelledTitle: 'Ezt a fizetési linket visszavonták',
    cancelledText: 'Ezen a linken már nincs mit fizetni, és semmilyen terhelés nem történt.',
    notFoundTitle: 'Nem találjuk ezt a fizetési linket',
    notFoundText:
      'Nyissa meg újra az e-mailben kapott teljes linket. Ha továbbra sem működik, lépjen kapcsolatba velünk.',
    refusedTitle: 'A fizetés nem sikerült',
    pendingTitle: 'A fizetés feldolgozása még folyamatban van',
    pendingText: 'Ez általában csak egy pillanat. Kérjük, nézze meg újra hamarosan.',
    checkAgain: 'Újraellenőrzés',
  },
  renewal: {
    signInTitle: 'Kérjük, jelentkezzen be',
    signInText: 'Jelentkezzen be, hogy lássa nyitott fizetéseit, és új kártyával kifizesse őket.',
    signIn: 'Bejelentkezés',
    none: 'Nincs mit megújítani: minden fizetése rendben van.',
    amount: 'Összeg',
    reason: 'Miért nem sikerült az utolsó terhelés',
    attempts: 'Eddigi próbálkozások: {{attempts}}',
    renew: 'Kártya megújítása és {{amount}} fizetése',
    paidOn: 'Kifizetve: {{date}}',
    openTitle: 'Nyitott fizetések',
    paidListTitle: 'Nemrég kifizetve',
    paidTitle: 'Kifizetve, köszönjük',
    paidText: 'Új kártyáját elmentettük, és a következő fizetéseihez ezt használjuk.',
    refusedTitle: 'A fizetés nem sikerült',
  },
};

export default strings;
