// The pay namespace in lt-LT.
import type { PayStrings } from './en-US.ts';

const strings: PayStrings = {
  loading: 'Įkeliama…',
  checking: 'Tikriname jūsų mokėjimą…',
  unavailable:
    'Šiuo metu nepavyksta susisiekti su mūsų mokėjimų paslauga. Niekas nebuvo nuskaičiuota. Bandykite dar kartą po akimirkos.',
  checkFailed:
    'Šiuo metu negalime patikrinti jūsų mokėjimo. Bandykite dar kartą po akimirkos, prieš mokėdami iš naujo.',
  retry: 'Bandyti dar kartą',
  leaving: 'Nukreipiame jus į saugų mokėjimo puslapį…',
  refusedFallback: 'Mokėjimas nebuvo užbaigtas. Niekas nebuvo nuskaičiuota.',
  secure:
    'Kortelės duomenis įvedate saugiame mūsų mokėjimų paslaugų teikėjo puslapyje. Mes niekada nematome ir nesaugome jūsų kortelės numerio.',
  contact: 'Turite klausimų dėl mokėjimo? Susisiekite su mumis:',
  link: {
    openTitle: 'Jūsų mokėjimas',
    what: 'Už ką mokate',
    booking: 'Užsakymo numeris',
    car: 'Automobilis',
    pickup: 'Paėmimas',
    return: 'Grąžinimas',
    place: '{{branch}}, {{date}}',
    amount: 'Suma',
    expires: 'Sumokėkite iki {{date}}.',
    pay: 'Mokėti {{amount}}',
    paidTitle: 'Sumokėta, ačiū',
    paidText: 'Gavome jūsų mokėjimą ({{amount}}). Daugiau nieko daryti nereikia: galite uždaryti šį puslapį.',
    paidTextNoAmount: 'Gavome jūsų mokėjimą. Daugiau nieko daryti nereikia: galite uždaryti šį puslapį.',
    expiredTitle: 'Ši mokėjimo nuoroda nebegalioja',
    expiredText:
      'Niekas nebuvo nuskaičiuota. Jei vis dar turite sumokėti, susisiekite su mumis ir gausite naują nuorodą.',
    cancelledTitle: 'Ši mokėjimo nuoroda atšaukta',
    cancelledText: 'Pagal šią nuorodą nieko mokėti nebereikia ir niekas nebuvo nuskaičiuota.',
    notFoundTitle: 'Nerandame šios mokėjimo nuorodos',
    notFoundText:
      'Dar kartą atidarykite visą nuorodą iš savo el. laiško. Jei ji vis tiek neveikia, susisiekite su mumis.',
    refusedTitle: 'Jūsų mokėjimas nepavyko',
    pendingTitle: 'Jūsų mokėjimas dar apdorojamas',
    pendingText: 'Paprastai tai užtrunka tik akimirką. Netrukus patikrinkite dar kartą.',
    checkAgain: 'Patikrinti dar kartą',
  },
  renewal: {
    signInTitle: 'Prisijunkite',
    signInText: 'Prisijunkite, kad matytumėte neapmokėtus mokėjimus ir sumokėtumėte juos nauja kortele.',
    signIn: 'Prisijungti',
    none: 'Nėra ko atnaujinti: visi jūsų mokėjimai atlikti.',
    amount: 'Suma',
    reason: 'Kodėl paskutinis nuskaičiavimas nepavyko',
    attempts: 'Bandymų iki šiol: {{attempts}}',
    renew: 'Atnaujinti kortelę ir sumokėti {{amount}}',
    paidOn: 'Sumokėta {{date}}',
    openTitle: 'Neapmokėti mokėjimai',
    paidListTitle: 'Neseniai sumokėti',
    paidTitle: 'Sumokėta, ačiū',
    paidText: 'Jūsų nauja kortelė išsaugota ir bus naudojama kitiems mokėjimams.',
    refusedTitle: 'Jūsų mokėjimas nepavyko',
  },
};

export default strings;
