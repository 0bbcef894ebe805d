// The pay namespace in hr-HR.
import type { PayStrings } from './en-US.ts';

const strings: PayStrings = {
  loading: 'Učitavanje…',
  checking: 'Provjeravamo vaše plaćanje…',
  unavailable:
    'Naša usluga plaćanja trenutačno nije dostupna. Ništa nije naplaćeno. Pokušajte ponovno za trenutak.',
  checkFailed:
    'Trenutačno ne možemo provjeriti vaše plaćanje. Pokušajte ponovno za trenutak, prije nego što ponovno platite.',
  retry: 'Pokušaj ponovno',
  leaving: 'Preusmjeravamo vas na sigurnu stranicu za plaćanje…',
  refusedFallback: 'Plaćanje nije dovršeno. Ništa nije naplaćeno.',
  secure:
    'Podatke kartice unosite na zaštićenoj stranici našeg pružatelja usluga plaćanja. Nikada ne vidimo niti spremamo broj vaše kartice.',
  contact: 'Imate pitanja o plaćanju? Obratite nam se:',
  link: {
    openTitle: 'Vaše plaćanje',
    what: 'Što plaćate',
    booking: 'Broj rezervacije',
    car: 'Automobil',
    pickup: 'Preuzimanje',
    return: 'Povrat',
    place: '{{branch}}, {{date}}',
    amount: 'Iznos',
    expires: 'Platite do {{date}}.',
    pay: 'Platite {{amount}}',
    paidTitle: 'Plaćeno, hvala',
    paidText:
      'Primili smo vašu uplatu od {{amount}}. Ne trebate više ništa učiniti: možete zatvoriti ovu stranicu.',
    paidTextNoAmount:
      'Primili smo vašu uplatu. Ne trebate više ništa učiniti: možete zatvoriti ovu stranicu.',
    expiredTitle: 'Ova poveznica za plaćanje je istekla',
    expiredText: 'Ništa nije naplaćeno. Ako još trebate platiti, obratite nam se za novu poveznicu.',
    cancelledTitle: 'Ova poveznica za plaćanje je otkazana',
    cancelledText: 'Putem ove poveznice više ništa ne trebate platiti i ništa nije naplaćeno.',
    notFoundTitle: 'Ne možemo pronaći ovu poveznicu za plaćanje',
    notFoundText: 'Ponovno otvorite cijelu poveznicu iz e-pošte. Ako i dalje ne radi, obratite nam se.',
    refusedTitle: 'Vaše plaćanje nije prošlo',
    pendingTitle: 'Vaše se plaćanje još obrađuje',
    pendingText: 'To obično traje samo trenutak. Provjerite ponovno uskoro.',
    checkAgain: 'Provjeri ponovno',
  },
  renewal: {
    signInTitle: 'Prijavite se',
    signInText: 'Prijavite se da biste vidjeli otvorena plaćanja i platili ih novom karticom.',
    signIn: 'Prijava',
    none: 'Nema ničega za obnovu: sva su vaša plaćanja podmirena.',
    amount: 'Iznos',
    reason: 'Zašto posljednje terećenje nije uspjelo',
    attempts: 'Dosadašnji pokušaji: {{attempts}}',
    renew: 'Obnovite karticu i platite {{amount}}',
    paidOn: 'Plaćeno {{date}}',
    openTitle: 'Otvorena plaćanja',
    paidListTitle: 'Nedavno plaćeno',
    paidTitle: 'Plaćeno, hvala',
    paidText: 'Vaša je nova kartica spremljena i koristit će se za vaša sljedeća plaćanja.',
    refusedTitle: 'Vaše plaćanje nije prošlo',
  },
};

export default strings;
