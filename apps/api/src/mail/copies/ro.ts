// The mails in Romanian (the polite "dumneavoastră").
import type { MailCopy } from '../types.ts';

// From 20 on (and 0), a number takes "de": "1 minut", "5 minute", "60 de minute", "24 de ore".
const minutes = { one: '# minut', few: '# minute', other: '# de minute' };
const hours = { one: '# oră', few: '# ore', other: '# de ore' };

const days = { one: '# zi', few: '# zile', other: '# de zile' };
const percent = { other: '# %' };

const paymentReasons: Record<string, string> = {
  declined: 'cardul a fost refuzat',
  insufficient_funds: 'fonduri insuficiente',
  expired_card: 'cardul a expirat',
  authentication_failed: 'verificarea de securitate a cardului a eșuat',
  cancelled: 'plata a fost anulată',
  expired: 'timpul pentru plată a expirat',
};

export const ro: MailCopy = {
  direction: 'ltr',
  'password-reset': (d, f) => ({
    subject: 'Resetați-vă parola',
    greeting: `Bună ziua, ${d.firstName},`,
    lead: `Folosiți acest link în cel mult ${f.count(d.minutes, minutes)} pentru a alege o parolă nouă. Linkul funcționează o singură dată.`,
    action: 'Alegeți o parolă nouă',
    closing:
      'Dacă nu ați solicitat acest lucru, ignorați acest e-mail: parola dumneavoastră rămâne neschimbată.',
  }),
  'email-change': (d, f) => ({
    subject: 'Confirmați noua adresă de e-mail',
    greeting: `Bună ziua, ${d.firstName},`,
    lead: `Deschideți acest link în cel mult ${f.count(d.hours, hours)} pentru a folosi această adresă pentru contul dumneavoastră.`,
    action: 'Confirmați această adresă',
    closing: 'Dacă nu ați solicitat acest lucru, ignorați acest e-mail: nu se schimbă nimic.',
  }),
  'campaign-registration': (d, f) => ({
    subject: `Confirmați înscrierea: ${d.campaign}`,
    greeting: `Bună ziua, ${d.firstName},`,
    lead: `Vă rugăm să confirmați înscrierea în campania „${d.campaign}” în cel mult ${f.count(d.hours, hours)}. Avantajul va apărea apoi când comandați un abonament.`,
    action: 'Confirm înscrierea',
    closing: 'Dacă nu ați solicitat acest lucru, ignorați acest e-mail: nu veți fi înscris.',
  }),
  welcome: (d) => ({
    subject: 'Bun venit: contul dumneavoastră este gata',
    greeting: `Bună ziua, ${d.firstName},`,
    lead: 'Contul dumneavoastră este gata. În cont vă puteți vedea și gestiona rezervările.',
    action: 'Deschideți contul',
    closing: 'Dacă nu ați creat dumneavoastră acest cont, răspundeți la acest e-mail și îl vom șterge.',
  }),
  'booking-confirmed': (d, f) => ({
    subject: `Rezervarea dumneavoastră nr. ${d.number} este confirmată`,
    greeting: `Bună ziua, ${d.firstName},`,
    lead: `Rezervarea dumneavoastră nr. ${d.number} pentru un ${d.model} sau similar este confirmată.`,
    facts: [
      `Preluare: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Returnare: ${d.return.branch}, ${f.when(d.return.at)}`,
      `Total: ${f.money(d.total)}`,
    ],
    more: {
      text: 'Economisiți timp la ghișeu: faceți check-in online înainte de preluare, cu permisul de conducere, actul de identitate și un card pentru garanție.',
      action: 'Check-in online',
      link: d.checkInLink,
    },
    action: 'Vedeți rezervarea',
    closing: 'Acolo puteți modifica datele sau anula rezervarea. Drum bun!',
  }),
  'booking-changed': (d, f) => ({
    subject: `Rezervarea dumneavoastră nr. ${d.number} are date noi`,
    greeting: `Bună ziua, ${d.firstName},`,
    lead: `Rezervarea dumneavoastră nr. ${d.number} are date noi.`,
    facts: [
      `Preluare: ${f.when(d.pickupAt)}`,
      `Returnare: ${f.when(d.returnAt)}`,
      `Total nou: ${f.money(d.total)}`,
    ],
    action: 'Vedeți rezervarea',
    closing: 'Dacă nu ați făcut dumneavoastră această modificare, vă rugăm să ne contactați imediat.',
  }),
  'booking-cancelled': (d, f) => ({
    subject: `Rezervarea dumneavoastră nr. ${d.number} a fost anulată`,
    greeting: `Bună ziua, ${d.firstName},`,
    lead: `Rezervarea dumneavoastră nr. ${d.number} a fost anulată.`,
    facts: [d.fee.amountMinor > 0 ? `Taxă de anulare: ${f.money(d.fee)}` : 'Anularea a fost gratuită.'],
    action: 'Vedeți rezervarea',
    closing: 'Sperăm să vă revedem în curând.',
  }),
  'business-application': (d) => ({
    subject: `Am primit cererea pentru ${d.company}`,
    greeting: `Bună ziua, ${d.firstName},`,
    lead:
      d.kind === 'agency'
        ? `vă mulțumim că ați înregistrat ${d.company} ca agenție de turism. Verificăm codul agenției și contul pentru comision, de obicei în două zile lucrătoare, apoi vă comunicăm decizia noastră.`
        : `vă mulțumim pentru cererea de cont de companie pentru ${d.company}. Verificăm numărul de înregistrare și datele, de obicei în două zile lucrătoare, apoi vă comunicăm decizia noastră.`,
    action: 'Vedeți cererea',
    closing: 'Până atunci puteți rezerva ca de obicei cu contul personal.',
  }),
  'business-decision': (d, f) => ({
    subject:
      d.decision === 'approved'
        ? `${d.company} este aprobată pentru rezervări de afaceri`
        : `Cererea pentru ${d.company} nu a fost aprobată`,
    greeting: `Bună ziua, ${d.firstName},`,
    lead:
      d.decision === 'approved'
        ? d.kind === 'agency'
          ? `${d.company} este aprobată ca agenție de turism. Acum puteți rezerva pentru clienții dumneavoastră; comisionul este de ${f.count(d.percent ?? 0, percent)}.`
          : `${d.company} este aprobată. Rezervările pentru companie au o reducere de ${f.count(d.percent ?? 0, percent)} și se plătesc pe factură. Acum vă puteți invita călătorii.`
        : `din păcate, nu am putut aproba cererea pentru ${d.company}.${d.reason ? ` Motiv: ${d.reason}` : ''}`,
    action: d.decision === 'approved' ? 'Deschideți contul de companie' : 'Vedeți cererea',
    closing:
      d.decision === 'approved'
        ? 'Vă mulțumim că ne-ați ales pentru călătoriile de afaceri.'
        : 'Pentru întrebări sau documente noi, răspundeți la acest e-mail.',
  }),
  'business-invitation': (d, f) => ({
    subject: `${d.firstName} vă invită să rezervați cu ${d.company}`,
    greeting: `Bună ziua, ${d.firstName} v-a invitat în contul de companie al ${d.company}.`,
    lead: `ca persoană care călătorește pentru ${d.company}, rezervați mașini la tariful companiei, plătite pe factură. Acceptați invitația în cel mult ${f.count(d.days, days)}; linkul funcționează o singură dată.`,
    action: 'Acceptați invitația',
    closing: 'Dacă nu cunoașteți această companie, ignorați acest e-mail.',
  }),
  'payment-link': (d, f) => ({
    subject: `Cerere de plată: ${d.description}`,
    greeting: d.firstName ? `Bună ziua, ${d.firstName},` : `Bună ziua,`,
    lead: d.number
      ? `vă rugăm să plătiți ${f.money(d.amount)} pentru rezervarea ${d.number} prin acest link securizat.`
      : `vă rugăm să plătiți ${f.money(d.amount)} pentru „${d.description}” prin acest link securizat.`,
    facts: [`Sumă: ${f.money(d.amount)}`, `Valabil până la: ${f.when(d.expiresAt)} (UTC)`],
    action: 'Plătiți acum',
    closing:
      'Introduceți cardul pe pagina furnizorului nostru de plăți; nu vedem niciodată numărul cardului. Dacă nu vă așteptați la această cerere, ignorați acest e-mail.',
  }),
  'payment-renewal': (d, f) => ({
    subject: `Cardul dvs. nu a putut fi debitat: ${d.description}`,
    greeting: `Bună ziua, ${d.firstName},`,
    lead: `nu am putut debita cardul dvs. pentru „${d.description}”. Vă rugăm să reînnoiți cardul și să plătiți suma.`,
    facts: [`Sumă: ${f.money(d.amount)}`, `Motiv: ${paymentReasons[d.reason] ?? paymentReasons.declined}`],
    action: 'Reînnoiți cardul și plătiți',
    closing: 'Noul card va fi folosit pentru următoarele debitări ale acestui contract.',
  }),
  'check-in-completed': (d, f) => ({
    subject: `Check-in finalizat: codul de preluare pentru rezervarea nr. ${d.number}`,
    greeting: `Bună ziua, ${d.firstName},`,
    lead: `Check-in-ul online pentru rezervarea nr. ${d.number} este finalizat. Arătați codul de preluare ${d.code} la ghișeu, ca text sau ca cod QR pe pagina de check-in.`,
    facts: [
      `Preluare: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Cod de preluare: ${d.code}`,
      'Aduceți originalele permisului de conducere și ale actului de identitate cu care ați făcut check-in-ul.',
      d.depositAtPickup
        ? `Garanție: ${f.money(d.deposit)}, plătită cu cardul la ghișeu`
        : `Garanție: ${f.money(d.deposit)}, blocată pe cardul dumneavoastră și deblocată după returnare`,
    ],
    action: 'Afișați codul de preluare',
    closing: 'Vă așteptăm la ghișeu. Drum bun!',
  }),
  // Issue 22: the return with the app (invoice issued) and a reported damage assessed by the branch.
  'vehicle-returned': (d, f) => ({
    subject: `Închirierea nr. ${d.number} a fost returnată: factura dumneavoastră`,
    greeting: `Bună ziua, ${d.firstName},`,
    lead: `Vă mulțumim că ați returnat mașina prin aplicație. Închirierea nr. ${d.number} s-a încheiat, iar factura vă așteaptă în cont.`,
    facts: [
      `Factură: ${d.invoiceNumber}`,
      `Total: ${f.money(d.total)}`,
      d.refuel
        ? `Alimentare sau încărcare: ${f.money(d.refuel)}`
        : 'Fără taxă de carburant: mașina a revenit la fel de plină cum a plecat.',
      d.deposit === 'released'
        ? 'Garanția dumneavoastră a fost deblocată.'
        : d.deposit === 'held'
          ? 'Garanția dumneavoastră rămâne blocată până la închiderea daunei declarate de dumneavoastră.'
          : 'Nu a fost blocată nicio garanție pe cardul dumneavoastră.',
    ],
    action: 'Vedeți factura',
    closing: 'Vă mulțumim că ați închiriat de la noi.',
  }),
  'damage-assessed': (d, f) => ({
    subject: `Dauna declarată în închirierea nr. ${d.number} a fost evaluată`,
    greeting: `Bună ziua, ${d.firstName},`,
    lead: `Am evaluat dauna pe care ați declarat-o în închirierea nr. ${d.number} („${d.description}”).`,
    facts: [`Cost: ${f.money(d.cost)}`, `Explicație: ${d.explanation}`],
    action: 'Vedeți dosarul de daună',
    closing:
      'Costul se reține din garanție la închiderea dosarului; suma care depășește garanția v-o solicităm printr-un link de plată.',
  }),
};
