// The pay namespace in sl-SI.
import type { PayStrings } from './en-US.ts';

const strings: PayStrings = {
  loading: 'Nalaganje …',
  checking: 'Preverjamo vaše plačilo …',
  unavailable:
    'Naša plačilna storitev trenutno ni dosegljiva. Ničesar nismo bremenili. Poskusite znova čez trenutek.',
  checkFailed:
    'Vašega plačila trenutno ne moremo preveriti. Poskusite znova čez trenutek, preden ponovno plačate.',
  retry: 'Poskusi znova',
  leaving: 'Preusmerjamo vas na varno plačilno stran …',
  refusedFallback: 'Plačilo ni bilo dokončano. Ničesar nismo bremenili.',
  secure:
    'Podatke kartice vnesete na zaščiteni strani našega ponudnika plačilnih storitev. Številke vaše kartice nikoli ne vidimo in je ne shranjujemo.',
  contact: 'Imate vprašanje o plačilu? Pišite ali pokličite nas:',
  link: {
    openTitle: 'Vaše plačilo',
    what: 'Kaj plačujete',
    booking: 'Številka rezervacije',
    car: 'Avtomobil',
    pickup: 'Prevzem',
    return: 'Vračilo',
    place: '{{branch}}, {{date}}',
    amount: 'Znesek',
    expires: 'Plačajte do {{date}}.',
    pay: 'Plačaj {{amount}}',
    paidTitle: 'Plačano, hvala',
    paidText:
      'Prejeli smo vaše plačilo v znesku {{amount}}. Ničesar več vam ni treba storiti: to stran lahko zaprete.',
    paidTextNoAmount: 'Prejeli smo vaše plačilo. Ničesar več vam ni treba storiti: to stran lahko zaprete.',
    expiredTitle: 'Ta plačilna povezava je potekla',
    expiredText: 'Ničesar nismo bremenili. Če morate še plačati, se obrnite na nas za novo povezavo.',
    cancelledTitle: 'Ta plačilna povezava je preklicana',
    cancelledText: 'Prek te povezave ni več ničesar treba plačati in ničesar nismo bremenili.',
    notFoundTitle: 'Te plačilne povezave ne najdemo',
    notFoundText: 'Znova odprite celotno povezavo iz e-pošte. Če še vedno ne deluje, se obrnite na nas.',
    refusedTitle: 'Vaše plačilo ni uspelo',
    pendingTitle: 'Vaše plačilo je še v obdelavi',
    pendingText: 'To običajno traja le trenutek. Kmalu preverite znova.',
    checkAgain: 'Preveri znova',
  },
  renewal: {
    signInTitle: 'Prijavite se',
    signInText: 'Prijavite se, da vidite odprta plačila in jih plačate z novo kartico.',
    signIn: 'Prijava',
    none: 'Ničesar ni treba obnoviti: vsa vaša plačila so poravnana.',
    amount: 'Znesek',
    reason: 'Zakaj zadnja bremenitev ni uspela',
    attempts: 'Dosedanji poskusi: {{attempts}}',
    renew: 'Obnovi kartico in plačaj {{amount}}',
    paidOn: 'Plačano {{date}}',
    openTitle: 'Odprta plačila',
    paidListTitle: 'Nedavno plačano',
    paidTitle: 'Plačano, hvala',
    paidText: 'Vaša nova kartica je shranjena in jo bomo uporabili za naslednja plačila.',
    refusedTitle: 'Vaše plačilo ni uspelo',
  },
};

export default strings;
