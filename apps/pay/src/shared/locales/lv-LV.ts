// The pay namespace in lv-LV.
import type { PayStrings } from './en-US.ts';

const strings: PayStrings = {
  loading: 'Notiek ielāde…',
  checking: 'Pārbaudām jūsu maksājumu…',
  unavailable:
    'Pašlaik nevaram sazināties ar mūsu maksājumu pakalpojumu. Nekas netika norakstīts. Lūdzu, mēģiniet vēlreiz pēc brīža.',
  checkFailed:
    'Pašlaik nevaram pārbaudīt jūsu maksājumu. Lūdzu, mēģiniet vēlreiz pēc brīža, pirms maksājat atkārtoti.',
  retry: 'Mēģināt vēlreiz',
  leaving: 'Novirzām jūs uz drošo maksājumu lapu…',
  refusedFallback: 'Maksājums netika pabeigts. Nekas netika norakstīts.',
  secure:
    'Kartes datus jūs ievadāt mūsu maksājumu pakalpojumu sniedzēja drošajā lapā. Mēs nekad neredzam un neglabājam jūsu kartes numuru.',
  contact: 'Jautājumi par maksājumu? Sazinieties ar mums:',
  link: {
    openTitle: 'Jūsu maksājums',
    what: 'Par ko jūs maksājat',
    booking: 'Rezervācijas numurs',
    car: 'Automašīna',
    pickup: 'Saņemšana',
    return: 'Atdošana',
    place: '{{branch}}, {{date}}',
    amount: 'Summa',
    expires: 'Lūdzu, samaksājiet līdz {{date}}.',
    pay: 'Maksāt {{amount}}',
    paidTitle: 'Samaksāts, paldies',
    paidText:
      'Esam saņēmuši jūsu maksājumu {{amount}} apmērā. Vairs nekas nav jādara: varat aizvērt šo lapu.',
    paidTextNoAmount: 'Esam saņēmuši jūsu maksājumu. Vairs nekas nav jādara: varat aizvērt šo lapu.',
    expiredTitle: 'Šīs maksājuma saites derīguma termiņš ir beidzies',
    expiredText:
      'Nekas netika norakstīts. Ja jums joprojām jāmaksā, sazinieties ar mums, lai saņemtu jaunu saiti.',
    cancelledTitle: 'Šī maksājuma saite ir atcelta',
    cancelledText: 'Pēc šīs saites vairs nekas nav jāmaksā, un nekas netika norakstīts.',
    notFoundTitle: 'Mēs nevaram atrast šo maksājuma saiti',
    notFoundText:
      'Lūdzu, vēlreiz atveriet pilno saiti no sava e-pasta. Ja tā joprojām nedarbojas, sazinieties ar mums.',
    refusedTitle: 'Jūsu maksājums netika veikts',
    pendingTitle: 'Jūsu maksājums vēl tiek apstrādāts',
    pendingText: 'Parasti tas aizņem tikai mirkli. Lūdzu, pēc brīža pārbaudiet vēlreiz.',
    checkAgain: 'Pārbaudīt vēlreiz',
  },
  renewal: {
    signInTitle: 'Lūdzu, pieslēdzieties',
    signInText: 'Pieslēdzieties, lai redzētu neapmaksātos maksājumus un samaksātu tos ar jaunu karti.',
    signIn: 'Pieslēgties',
    none: 'Nav ko atjaunot: visi jūsu maksājumi ir nokārtoti.',
    amount: 'Summa',
    reason: 'Kāpēc pēdējais norakstījums neizdevās',
    attempts: 'Mēģinājumi līdz šim: {{attempts}}',
    renew: 'Atjaunot karti un maksāt {{amount}}',
    paidOn: 'Samaksāts {{date}}',
    openTitle: 'Neapmaksātie maksājumi',
    paidListTitle: 'Nesen samaksāti',
    paidTitle: 'Samaksāts, paldies',
    paidText: 'Jūsu jaunā karte ir saglabāta, un tā tiks izmantota nākamajiem maksājumiem.',
    refusedTitle: 'Jūsu maksājums netika veikts',
  },
};

export default strings;
