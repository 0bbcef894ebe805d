// The mails in Estonian (the polite "Teie").
import type { MailCopy } from '../types.ts';

// "60 minuti jooksul", "1 tunni jooksul": the noun stays singular after any number.
const minutes = { other: '# minuti' };
const hours = { other: '# tunni' };

export const et: MailCopy = {
  direction: 'ltr',
  'password-reset': (d, f) => ({
    subject: 'Parooli lähtestamine',
    greeting: `Tere, ${d.firstName}!`,
    lead: `Kasutage seda linki ${f.count(d.minutes, minutes)} jooksul, et valida uus parool. Link töötab ühe korra.`,
    action: 'Vali uus parool',
    closing: 'Kui Te seda ei taotlenud, jätke see e-kiri tähelepanuta: Teie parool jääb samaks.',
  }),
  'email-change': (d, f) => ({
    subject: 'Kinnitage oma uus e-posti aadress',
    greeting: `Tere, ${d.firstName}!`,
    lead: `Avage see link ${f.count(d.hours, hours)} jooksul, et kasutada seda aadressi oma konto jaoks.`,
    action: 'Kinnita aadress',
    closing: 'Kui Te seda ei taotlenud, jätke see e-kiri tähelepanuta: midagi ei muutu.',
  }),
  'campaign-registration': (d, f) => ({
    subject: `Kinnitage oma registreerumine: ${d.campaign}`,
    greeting: `Tere, ${d.firstName}!`,
    lead: `Kinnitage oma registreerumine kampaaniasse „${d.campaign}“ ${f.count(d.hours, hours)} jooksul. Soodustus ilmub siis, kui tellite püsirendi.`,
    action: 'Kinnitan registreerumise',
    closing: 'Kui te seda ei taotlenud, eirake seda e-kirja: teid ei registreerita.',
  }),
  welcome: (d) => ({
    subject: 'Tere tulemast: Teie konto on valmis',
    greeting: `Tere, ${d.firstName}!`,
    lead: 'Teie konto on valmis. Kontol saate oma broneeringuid vaadata ja hallata.',
    action: 'Ava minu konto',
    closing: 'Kui Te seda kontot ei loonud, vastake sellele e-kirjale ja me kustutame selle.',
  }),
  'booking-confirmed': (d, f) => ({
    subject: `Teie broneering ${d.number} on kinnitatud`,
    greeting: `Tere, ${d.firstName}!`,
    lead: `Teie broneering ${d.number} (${d.model} või sarnane) on kinnitatud.`,
    facts: [
      `Auto kättesaamine: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Auto tagastamine: ${d.return.branch}, ${f.when(d.return.at)}`,
      `Kokku: ${f.money(d.total)}`,
    ],
    action: 'Vaata broneeringut',
    closing: 'Seal saate kuupäevi muuta või broneeringu tühistada. Head reisi!',
  }),
  'booking-changed': (d, f) => ({
    subject: `Teie broneeringu ${d.number} kuupäevad on muutunud`,
    greeting: `Tere, ${d.firstName}!`,
    lead: `Teie broneeringu ${d.number} kuupäevad on muutunud.`,
    facts: [
      `Auto kättesaamine: ${f.when(d.pickupAt)}`,
      `Auto tagastamine: ${f.when(d.returnAt)}`,
      `Uus koguhind: ${f.money(d.total)}`,
    ],
    action: 'Vaata broneeringut',
    closing: 'Kui Te seda muudatust ise ei teinud, võtke meiega kohe ühendust.',
  }),
  'booking-cancelled': (d, f) => ({
    subject: `Teie broneering ${d.number} on tühistatud`,
    greeting: `Tere, ${d.firstName}!`,
    lead: `Teie broneering ${d.number} on tühistatud.`,
    facts: [d.fee.amountMinor > 0 ? `Tühistamistasu: ${f.money(d.fee)}` : 'Tühistamine oli tasuta.'],
    action: 'Vaata broneeringut',
    closing: 'Loodame Teid peagi uuesti näha.',
  }),
};
