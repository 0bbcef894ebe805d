// The mails in Romanian (the polite "dumneavoastră").
import type { MailCopy } from '../types.ts';

// From 20 on (and 0), a number takes "de": "1 minut", "5 minute", "60 de minute", "24 de ore".
const minutes = { one: '# minut', few: '# minute', other: '# de minute' };
const hours = { one: '# oră', few: '# ore', other: '# de ore' };

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
};
