// The mails in Croatian (the polite "Vi", capitalised as in letters).
import type { MailCopy } from '../types.ts';

// After "u roku od", the genitive: "1 minute", "2 minute", "60 minuta"; "1 sata", "24 sata", "5 sati".
const minutes = { one: '# minute', few: '# minute', other: '# minuta' };
const hours = { one: '# sata', few: '# sata', other: '# sati' };

const days = { one: '# dana', few: '# dana', other: '# dana' };
const percent = { other: '# %' };

const paymentReasons: Record<string, string> = {
  declined: 'kartica je odbijena',
  insufficient_funds: 'nedovoljno sredstava',
  expired_card: 'kartica je istekla',
  authentication_failed: 'sigurnosna provjera kartice nije uspjela',
  cancelled: 'plaćanje je otkazano',
  expired: 'vrijeme za plaćanje je isteklo',
};

export const hr: MailCopy = {
  direction: 'ltr',
  'password-reset': (d, f) => ({
    subject: 'Ponovno postavite svoju lozinku',
    greeting: `Dobar dan, ${d.firstName}!`,
    lead: `Upotrijebite ovu poveznicu u roku od ${f.count(d.minutes, minutes)} kako biste odabrali novu lozinku. Poveznica vrijedi samo jednom.`,
    action: 'Odaberi novu lozinku',
    closing: 'Ako ovo niste zatražili, zanemarite ovu poruku: Vaša lozinka ostaje nepromijenjena.',
  }),
  'email-change': (d, f) => ({
    subject: 'Potvrdite svoju novu adresu e-pošte',
    greeting: `Dobar dan, ${d.firstName}!`,
    lead: `Otvorite ovu poveznicu u roku od ${f.count(d.hours, hours)} kako biste ovu adresu koristili za svoj račun.`,
    action: 'Potvrdi adresu',
    closing: 'Ako ovo niste zatražili, zanemarite ovu poruku: ništa se neće promijeniti.',
  }),
  'campaign-registration': (d, f) => ({
    subject: `Potvrdite prijavu: ${d.campaign}`,
    greeting: `Dobar dan, ${d.firstName}!`,
    lead: `Potvrdite prijavu za kampanju „${d.campaign}” u roku od ${f.count(d.hours, hours)}. Pogodnost će se zatim prikazati kada naručite pretplatu.`,
    action: 'Potvrdi prijavu',
    closing: 'Ako to niste zatražili, zanemarite ovu e-poruku: nećete biti prijavljeni.',
  }),
  welcome: (d) => ({
    subject: 'Dobro došli: Vaš račun je spreman',
    greeting: `Dobar dan, ${d.firstName}!`,
    lead: 'Vaš račun je spreman. U njemu možete pregledavati svoje rezervacije i upravljati njima.',
    action: 'Otvori moj račun',
    closing: 'Ako niste otvorili ovaj račun, odgovorite na ovu poruku i izbrisat ćemo ga.',
  }),
  'booking-confirmed': (d, f) => ({
    subject: `Vaša rezervacija ${d.number} je potvrđena`,
    greeting: `Dobar dan, ${d.firstName}!`,
    lead: `Vaša rezervacija ${d.number} za vozilo ${d.model} ili slično je potvrđena.`,
    facts: [
      `Preuzimanje: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Povrat: ${d.return.branch}, ${f.when(d.return.at)}`,
      `Ukupno: ${f.money(d.total)}`,
    ],
    more: {
      text: 'Uštedite vrijeme na šalteru: prijavite se online prije preuzimanja s vozačkom dozvolom, identifikacijskim dokumentom i karticom za polog.',
      action: 'Online prijava',
      link: d.checkInLink,
    },
    action: 'Pogledaj rezervaciju',
    closing: 'Tamo možete promijeniti datume ili otkazati rezervaciju. Sretan put!',
  }),
  'booking-changed': (d, f) => ({
    subject: `Vaša rezervacija ${d.number} ima nove datume`,
    greeting: `Dobar dan, ${d.firstName}!`,
    lead: `Vaša rezervacija ${d.number} ima nove datume.`,
    facts: [
      `Preuzimanje: ${f.when(d.pickupAt)}`,
      `Povrat: ${f.when(d.returnAt)}`,
      `Novi ukupni iznos: ${f.money(d.total)}`,
    ],
    action: 'Pogledaj rezervaciju',
    closing: 'Ako ovu promjenu niste napravili Vi, odmah nam se obratite.',
  }),
  'booking-cancelled': (d, f) => ({
    subject: `Vaša rezervacija ${d.number} je otkazana`,
    greeting: `Dobar dan, ${d.firstName}!`,
    lead: `Vaša rezervacija ${d.number} je otkazana.`,
    facts: [
      d.fee.amountMinor > 0 ? `Naknada za otkazivanje: ${f.money(d.fee)}` : 'Otkazivanje je bilo besplatno.',
    ],
    action: 'Pogledaj rezervaciju',
    closing: 'Nadamo se da ćemo Vas uskoro ponovno vidjeti.',
  }),
  'business-application': (d) => ({
    subject: `Primili smo zahtjev tvrtke ${d.company}`,
    greeting: `Poštovani ${d.firstName},`,
    lead:
      d.kind === 'agency'
        ? `hvala što ste registrirali ${d.company} kao putničku agenciju. Provjeravamo kod agencije i račun za proviziju, obično u roku od dva radna dana, a zatim vam javljamo odluku.`
        : `hvala na zahtjevu za poslovni račun za ${d.company}. Provjeravamo registracijski broj i podatke, obično u roku od dva radna dana, a zatim vam javljamo odluku.`,
    action: 'Pogledajte zahtjev',
    closing: 'Do tada možete rezervirati kao i obično sa svojim privatnim računom.',
  }),
  'business-decision': (d, f) => ({
    subject:
      d.decision === 'approved'
        ? `${d.company} je odobrena za poslovne rezervacije`
        : `Vaš zahtjev za ${d.company} nije odobren`,
    greeting: `Poštovani ${d.firstName},`,
    lead:
      d.decision === 'approved'
        ? d.kind === 'agency'
          ? `${d.company} je odobrena kao putnička agencija. Sada možete rezervirati za svoje klijente; vaša provizija iznosi ${f.count(d.percent ?? 0, percent)}.`
          : `${d.company} je odobrena. Rezervacije za tvrtku imaju ${f.count(d.percent ?? 0, percent)} popusta i plaćaju se putem računa. Sada možete pozvati svoje putnike.`
        : `nažalost, nismo mogli odobriti zahtjev tvrtke ${d.company}.${d.reason ? ` Razlog: ${d.reason}` : ''}`,
    action: d.decision === 'approved' ? 'Otvorite poslovni račun' : 'Pogledajte zahtjev',
    closing:
      d.decision === 'approved'
        ? 'Hvala što ste nas odabrali za poslovna putovanja.'
        : 'Za pitanja ili nove dokumente odgovorite na ovu e-poruku.',
  }),
  'business-invitation': (d, f) => ({
    subject: `${d.firstName} vas poziva da rezervirate s tvrtkom ${d.company}`,
    greeting: `Pozdrav, ${d.firstName} vas je pozvao u poslovni račun tvrtke ${d.company}.`,
    lead: `kao putnik tvrtke ${d.company} rezervirate vozila po tvrtkinoj cijeni, uz plaćanje putem računa. Prihvatite poziv u roku od ${f.count(d.days, days)}; poveznica vrijedi samo jednom.`,
    action: 'Prihvatite poziv',
    closing: 'Ako ne poznajete ovu tvrtku, zanemarite ovu e-poruku.',
  }),
  'payment-link': (d, f) => ({
    subject: `Zahtjev za plaćanje: ${d.description}`,
    greeting: d.firstName ? `Dobar dan, ${d.firstName}!` : `Dobar dan!`,
    lead: d.number
      ? `molimo platite ${f.money(d.amount)} za rezervaciju ${d.number} putem ove sigurne poveznice.`
      : `molimo platite ${f.money(d.amount)} za „${d.description}” putem ove sigurne poveznice.`,
    facts: [`Iznos: ${f.money(d.amount)}`, `Vrijedi do: ${f.when(d.expiresAt)} (UTC)`],
    action: 'Plati sada',
    closing:
      'Karticu unosite na stranici našeg pružatelja usluge plaćanja; broj kartice nikada ne vidimo. Ako niste očekivali ovaj zahtjev, zanemarite ovu poruku.',
  }),
  'payment-renewal': (d, f) => ({
    subject: `Vašu karticu nije bilo moguće teretiti: ${d.description}`,
    greeting: `Dobar dan, ${d.firstName}!`,
    lead: `nismo mogli teretiti vašu karticu za „${d.description}”. Obnovite karticu i platite iznos.`,
    facts: [`Iznos: ${f.money(d.amount)}`, `Razlog: ${paymentReasons[d.reason] ?? paymentReasons.declined}`],
    action: 'Obnovi karticu i plati',
    closing: 'Nova kartica koristit će se za sljedeća terećenja po ovom ugovoru.',
  }),
  'check-in-completed': (d, f) => ({
    subject: `Prijava dovršena: vaš kod za preuzimanje za rezervaciju ${d.number}`,
    greeting: `Dobar dan, ${d.firstName}!`,
    lead: `Vaša online prijava za rezervaciju ${d.number} je dovršena. Pokažite kod za preuzimanje ${d.code} na šalteru, kao tekst ili kao QR kod na stranici prijave.`,
    facts: [
      `Preuzimanje: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Kod za preuzimanje: ${d.code}`,
      'Ponesite izvornik vozačke dozvole i identifikacijskog dokumenta s kojima ste se prijavili.',
      d.depositAtPickup
        ? `Polog: ${f.money(d.deposit)}, plaća se karticom na šalteru`
        : `Polog: ${f.money(d.deposit)}, rezerviran na vašoj kartici i oslobođen nakon povrata`,
    ],
    action: 'Prikaži moj kod za preuzimanje',
    closing: 'Vidimo se na šalteru. Sretan put!',
  }),
  // Issue 22: the return with the app (invoice issued) and a reported damage assessed by the branch.
  'vehicle-returned': (d, f) => ({
    subject: `Najam ${d.number} je vraćen: Vaš račun`,
    greeting: `Dobar dan, ${d.firstName}!`,
    lead: `Hvala što ste automobil vratili putem aplikacije. Najam ${d.number} je završen, a račun Vas čeka na Vašem računu.`,
    facts: [
      `Račun: ${d.invoiceNumber}`,
      `Ukupno: ${f.money(d.total)}`,
      d.refuel
        ? `Točenje goriva ili punjenje: ${f.money(d.refuel)}`
        : 'Bez naknade za gorivo: automobil je vraćen jednako pun kao pri preuzimanju.',
      d.deposit === 'released'
        ? 'Vaš polog je oslobođen.'
        : d.deposit === 'held'
          ? 'Vaš polog ostaje rezerviran dok se ne riješi šteta koju ste prijavili.'
          : 'Na Vašoj kartici nije rezerviran polog.',
    ],
    action: 'Pogledaj račun',
    closing: 'Hvala što ste unajmili kod nas.',
  }),
  'damage-assessed': (d, f) => ({
    subject: `Šteta prijavljena u najmu ${d.number} je procijenjena`,
    greeting: `Dobar dan, ${d.firstName}!`,
    lead: `Procijenili smo štetu koju ste prijavili u najmu ${d.number} („${d.description}”).`,
    facts: [`Trošak: ${f.money(d.cost)}`, `Obrazloženje: ${d.explanation}`],
    action: 'Pogledaj slučaj štete',
    closing:
      'Trošak se naplaćuje iz pologa pri rješavanju slučaja; iznos iznad pologa tražit ćemo putem poveznice za plaćanje.',
  }),
};
