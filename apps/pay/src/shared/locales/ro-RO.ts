// The pay namespace in ro-RO.
import type { PayStrings } from './en-US.ts';

const strings: PayStrings = {
  loading: 'Se încarcă…',
  checking: 'Vă verificăm plata…',
  unavailable:
    'Serviciul nostru de plăți nu poate fi accesat momentan. Nu s-a debitat nimic. Vă rugăm să încercați din nou peste câteva momente.',
  checkFailed:
    'Momentan nu vă putem verifica plata. Vă rugăm să încercați din nou peste câteva momente, înainte de a plăti din nou.',
  retry: 'Încearcă din nou',
  leaving: 'Vă redirecționăm către pagina de plată securizată…',
  refusedFallback: 'Plata nu a fost finalizată. Nu s-a debitat nimic.',
  secure:
    'Introduceți datele cardului pe pagina securizată a furnizorului nostru de plăți. Nu vedem și nu salvăm niciodată numărul cardului dvs.',
  contact: 'Aveți întrebări despre o plată? Contactați-ne:',
  link: {
    openTitle: 'Plata dvs.',
    what: 'Pentru ce plătiți',
    booking: 'Numărul rezervării',
    car: 'Mașina',
    pickup: 'Preluare',
    return: 'Returnare',
    place: '{{branch}}, {{date}}',
    amount: 'Suma',
    expires: 'Vă rugăm să plătiți până la {{date}}.',
    pay: 'Plătiți {{amount}}',
    paidTitle: 'Plătit, vă mulțumim',
    paidText:
      'Am primit plata dvs. de {{amount}}. Nu mai trebuie să faceți nimic: puteți închide această pagină.',
    paidTextNoAmount: 'Am primit plata dvs. Nu mai trebuie să faceți nimic: puteți închide această pagină.',
    expiredTitle: 'Acest link de plată a expirat',
    expiredText: 'Nu s-a debitat nimic. Dacă mai trebuie să plătiți, contactați-ne pentru un link nou.',
    cancelledTitle: 'Acest link de plată a fost anulat',
    cancelledText: 'Nu mai este nimic de plătit prin acest link și nu s-a debitat nimic.',
    notFoundTitle: 'Nu găsim acest link de plată',
    notFoundText: 'Deschideți din nou linkul complet din e-mail. Dacă tot nu funcționează, contactați-ne.',
    refusedTitle: 'Plata dvs. nu a reușit',
    pendingTitle: 'Plata dvs. este încă în curs de procesare',
    pendingText: 'De obicei durează doar un moment. Verificați din nou în curând.',
    checkAgain: 'Verificați din nou',
  },
  renewal: {
    signInTitle: 'Vă rugăm să vă conectați',
    signInText: 'Conectați-vă pentru a vedea plățile restante și a le achita cu un card nou.',
    signIn: 'Conectare',
    none: 'Nimic de reînnoit: toate plățile dvs. sunt la zi.',
    amount: 'Suma',
    reason: 'De ce nu a reușit ultima debitare',
    attempts: 'Încercări până acum: {{attempts}}',
    renew: 'Reînnoiți cardul și plătiți {{amount}}',
    paidOn: 'Plătit pe {{date}}',
    openTitle: 'Plăți restante',
    paidListTitle: 'Plătite recent',
    paidTitle: 'Plătit, vă mulțumim',
    paidText: 'Noul dvs. card a fost salvat și va fi folosit pentru următoarele plăți.',
    refusedTitle: 'Plata dvs. nu a reușit',
  },
};

export default strings;
