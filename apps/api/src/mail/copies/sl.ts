// The mails in Slovenian (the polite "Vi", capitalised as in letters).
import type { MailCopy } from '../types.ts';

// After "v", the locative: "v 1 minuti", "v 2 minutah", "v 60 minutah"; "v 1 uri", "v 24 urah".
const minutes = { one: '# minuti', other: '# minutah' };
const hours = { one: '# uri', other: '# urah' };

const days = { one: '# dneva', two: '# dni', few: '# dni', other: '# dni' };
const percent = { other: '# %' };

const paymentReasons: Record<string, string> = {
  declined: 'kartica je bila zavrnjena',
  insufficient_funds: 'premalo sredstev',
  expired_card: 'kartica je potekla',
  authentication_failed: 'varnostno preverjanje kartice ni uspelo',
  cancelled: 'plačilo je bilo preklicano',
  expired: 'čas za plačilo je potekel',
};

export const sl: MailCopy = {
  direction: 'ltr',
  'password-reset': (d, f) => ({
    subject: 'Ponastavite svoje geslo',
    greeting: `Pozdravljeni, ${d.firstName}!`,
    lead: `To povezavo uporabite v ${f.count(d.minutes, minutes)}, da izberete novo geslo. Povezava deluje samo enkrat.`,
    action: 'Izberi novo geslo',
    closing: 'Če tega niste zahtevali, prezrite to sporočilo: Vaše geslo ostane nespremenjeno.',
  }),
  'email-change': (d, f) => ({
    subject: 'Potrdite svoj novi e-poštni naslov',
    greeting: `Pozdravljeni, ${d.firstName}!`,
    lead: `To povezavo odprite v ${f.count(d.hours, hours)}, da boste ta naslov uporabljali za svoj račun.`,
    action: 'Potrdi naslov',
    closing: 'Če tega niste zahtevali, prezrite to sporočilo: nič se ne spremeni.',
  }),
  'campaign-registration': (d, f) => ({
    subject: `Potrdite prijavo: ${d.campaign}`,
    greeting: `Pozdravljeni, ${d.firstName}!`,
    lead: `Prijavo na akcijo »${d.campaign}« potrdite v ${f.count(d.hours, hours)}. Ugodnost bo nato prikazana, ko boste naročili naročnino.`,
    action: 'Potrdi prijavo',
    closing: 'Če tega niste zahtevali, prezrite to e-poštno sporočilo: ne boste prijavljeni.',
  }),
  welcome: (d) => ({
    subject: 'Dobrodošli: Vaš račun je pripravljen',
    greeting: `Pozdravljeni, ${d.firstName}!`,
    lead: 'Vaš račun je pripravljen. V njem lahko pregledujete in upravljate svoje rezervacije.',
    action: 'Odpri moj račun',
    closing: 'Če tega računa niste ustvarili Vi, odgovorite na to sporočilo in ga bomo izbrisali.',
  }),
  'booking-confirmed': (d, f) => ({
    subject: `Vaša rezervacija ${d.number} je potrjena`,
    greeting: `Pozdravljeni, ${d.firstName}!`,
    lead: `Vaša rezervacija ${d.number} za vozilo ${d.model} ali podobno je potrjena.`,
    facts: [
      `Prevzem: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Vračilo: ${d.return.branch}, ${f.when(d.return.at)}`,
      `Skupaj: ${f.money(d.total)}`,
    ],
    more: {
      text: 'Prihranite čas pri okencu: pred prevzemom se prijavite na spletu z vozniškim dovoljenjem, osebnim dokumentom in kartico za varščino.',
      action: 'Spletna prijava',
      link: d.checkInLink,
    },
    action: 'Ogled rezervacije',
    closing: 'Tam lahko spremenite datume ali rezervacijo prekličete. Srečno pot!',
  }),
  'booking-changed': (d, f) => ({
    subject: `Vaša rezervacija ${d.number} ima nove datume`,
    greeting: `Pozdravljeni, ${d.firstName}!`,
    lead: `Vaša rezervacija ${d.number} ima nove datume.`,
    facts: [
      `Prevzem: ${f.when(d.pickupAt)}`,
      `Vračilo: ${f.when(d.returnAt)}`,
      `Nov skupni znesek: ${f.money(d.total)}`,
    ],
    action: 'Ogled rezervacije',
    closing: 'Če te spremembe niste naredili Vi, nas takoj kontaktirajte.',
  }),
  'booking-cancelled': (d, f) => ({
    subject: `Vaša rezervacija ${d.number} je preklicana`,
    greeting: `Pozdravljeni, ${d.firstName}!`,
    lead: `Vaša rezervacija ${d.number} je preklicana.`,
    facts: [d.fee.amountMinor > 0 ? `Stroški preklica: ${f.money(d.fee)}` : 'Preklic je bil brezplačen.'],
    action: 'Ogled rezervacije',
    closing: 'Upamo, da se kmalu spet vidimo.',
  }),
  'business-application': (d) => ({
    subject: `Prejeli smo vlogo podjetja ${d.company}`,
    greeting: `Pozdravljeni, ${d.firstName},`,
    lead:
      d.kind === 'agency'
        ? `hvala, ker ste ${d.company} registrirali kot turistično agencijo. Preverimo kodo agencije in račun za provizijo, običajno v dveh delovnih dneh, nato vam sporočimo odločitev.`
        : `hvala za vlogo za poslovni račun za ${d.company}. Preverimo registrsko številko in podatke, običajno v dveh delovnih dneh, nato vam sporočimo odločitev.`,
    action: 'Oglejte si vlogo',
    closing: 'Do takrat lahko rezervirate kot običajno s svojim zasebnim računom.',
  }),
  'business-decision': (d, f) => ({
    subject:
      d.decision === 'approved'
        ? `${d.company} je odobreno za poslovne rezervacije`
        : `Vaša vloga za ${d.company} ni bila odobrena`,
    greeting: `Pozdravljeni, ${d.firstName},`,
    lead:
      d.decision === 'approved'
        ? d.kind === 'agency'
          ? `${d.company} je odobreno kot turistična agencija. Zdaj lahko rezervirate za svoje stranke; vaša provizija je ${f.count(d.percent ?? 0, percent)}.`
          : `${d.company} je odobreno. Rezervacije za podjetje imajo ${f.count(d.percent ?? 0, percent)} popusta in se plačajo po računu. Zdaj lahko povabite svoje potnike.`
        : `žal vloge podjetja ${d.company} nismo mogli odobriti.${d.reason ? ` Razlog: ${d.reason}` : ''}`,
    action: d.decision === 'approved' ? 'Odprite poslovni račun' : 'Oglejte si vlogo',
    closing:
      d.decision === 'approved'
        ? 'Hvala, ker ste nas izbrali za poslovna potovanja.'
        : 'Za vprašanja ali nove dokumente odgovorite na to e-pošto.',
  }),
  'business-invitation': (d, f) => ({
    subject: `${d.firstName} vas vabi k rezervacijam s podjetjem ${d.company}`,
    greeting: `Pozdravljeni, ${d.firstName} vas je povabil v poslovni račun podjetja ${d.company}.`,
    lead: `kot potnik podjetja ${d.company} rezervirate vozila po ceni podjetja, s plačilom po računu. Povabilo sprejmite v roku ${f.count(d.days, days)}; povezava deluje samo enkrat.`,
    action: 'Sprejmite povabilo',
    closing: 'Če tega podjetja ne poznate, to e-pošto prezrite.',
  }),
  'payment-link': (d, f) => ({
    subject: `Zahteva za plačilo: ${d.description}`,
    greeting: d.firstName ? `Pozdravljeni, ${d.firstName}!` : `Pozdravljeni!`,
    lead: d.number
      ? `prosimo, plačajte ${f.money(d.amount)} za rezervacijo ${d.number} prek te varne povezave.`
      : `prosimo, plačajte ${f.money(d.amount)} za »${d.description}« prek te varne povezave.`,
    facts: [`Znesek: ${f.money(d.amount)}`, `Velja do: ${f.when(d.expiresAt)} (UTC)`],
    action: 'Plačaj zdaj',
    closing:
      'Kartico vnesete na strani našega ponudnika plačil; številke kartice nikoli ne vidimo. Če te zahteve niste pričakovali, prezrite to sporočilo.',
  }),
  'payment-renewal': (d, f) => ({
    subject: `Vaše kartice ni bilo mogoče bremeniti: ${d.description}`,
    greeting: `Pozdravljeni, ${d.firstName}!`,
    lead: `vaše kartice nismo mogli bremeniti za »${d.description}«. Obnovite kartico in plačajte znesek.`,
    facts: [`Znesek: ${f.money(d.amount)}`, `Razlog: ${paymentReasons[d.reason] ?? paymentReasons.declined}`],
    action: 'Obnovi kartico in plačaj',
    closing: 'Nova kartica bo uporabljena za naslednje bremenitve po tej pogodbi.',
  }),
  'check-in-completed': (d, f) => ({
    subject: `Prijava zaključena: vaša koda za prevzem za rezervacijo ${d.number}`,
    greeting: `Pozdravljeni, ${d.firstName}!`,
    lead: `Vaša spletna prijava za rezervacijo ${d.number} je zaključena. Pri okencu pokažite kodo za prevzem ${d.code}, kot besedilo ali kot kodo QR na strani za prijavo.`,
    facts: [
      `Prevzem: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Koda za prevzem: ${d.code}`,
      'Prinesite izvirnik vozniškega dovoljenja in osebnega dokumenta, s katerima ste se prijavili.',
      d.depositAtPickup
        ? `Varščina: ${f.money(d.deposit)}, plačana s kartico pri okencu`
        : `Varščina: ${f.money(d.deposit)}, rezervirana na vaši kartici in sproščena po vračilu`,
    ],
    action: 'Prikaži mojo kodo za prevzem',
    closing: 'Se vidimo pri okencu. Srečno pot!',
  }),
  // Issue 22: the return with the app (invoice issued) and a reported damage assessed by the branch.
  'vehicle-returned': (d, f) => ({
    subject: `Najem ${d.number} je vrnjen: vaš račun`,
    greeting: `Pozdravljeni, ${d.firstName}!`,
    lead: `Hvala, ker ste avto vrnili z aplikacijo. Najem ${d.number} je zaključen, račun vas čaka v vašem računu.`,
    facts: [
      `Račun: ${d.invoiceNumber}`,
      `Skupaj: ${f.money(d.total)}`,
      d.refuel
        ? `Točenje goriva ali polnjenje: ${f.money(d.refuel)}`
        : 'Brez stroškov goriva: avto je bil vrnjen enako poln, kot je bil ob prevzemu.',
      d.deposit === 'released'
        ? 'Vaša varščina je sproščena.'
        : d.deposit === 'held'
          ? 'Vaša varščina ostane rezervirana, dokler škoda, ki ste jo prijavili, ni poravnana.'
          : 'Na vaši kartici ni bila rezervirana nobena varščina.',
    ],
    action: 'Ogled računa',
    closing: 'Hvala, ker ste najeli pri nas.',
  }),
  'damage-assessed': (d, f) => ({
    subject: `Škoda, prijavljena v najemu ${d.number}, je ocenjena`,
    greeting: `Pozdravljeni, ${d.firstName}!`,
    lead: `Ocenili smo škodo, ki ste jo prijavili v najemu ${d.number} (»${d.description}«).`,
    facts: [`Strošek: ${f.money(d.cost)}`, `Pojasnilo: ${d.explanation}`],
    action: 'Ogled škodnega primera',
    closing:
      'Strošek se ob poravnavi primera zadrži iz varščine; znesek nad varščino vam zaračunamo s povezavo za plačilo.',
  }),
};
