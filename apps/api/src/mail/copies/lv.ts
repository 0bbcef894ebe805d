// The mails in Latvian (the polite "Jūs", capitalised as in letters).
import type { MailCopy } from '../types.ts';

// Before "laikā", the genitive: "1 minūtes", "21 minūtes", "60 minūšu"; "1 stundas", "24 stundu".
const minutes = { one: '# minūtes', other: '# minūšu' };
const hours = { one: '# stundas', other: '# stundu' };

export const lv: MailCopy = {
  direction: 'ltr',
  'password-reset': (d, f) => ({
    subject: 'Paroles atiestatīšana',
    greeting: `Labdien, ${d.firstName}!`,
    lead: `Izmantojiet šo saiti ${f.count(d.minutes, minutes)} laikā, lai izvēlētos jaunu paroli. Saite darbojas tikai vienu reizi.`,
    action: 'Izvēlēties jaunu paroli',
    closing: 'Ja to nepieprasījāt, neņemiet vērā šo e-pasta ziņojumu: Jūsu parole paliek nemainīga.',
  }),
  'email-change': (d, f) => ({
    subject: 'Apstipriniet savu jauno e-pasta adresi',
    greeting: `Labdien, ${d.firstName}!`,
    lead: `Atveriet šo saiti ${f.count(d.hours, hours)} laikā, lai izmantotu šo adresi savam kontam.`,
    action: 'Apstiprināt adresi',
    closing: 'Ja to nepieprasījāt, neņemiet vērā šo e-pasta ziņojumu: nekas nemainīsies.',
  }),
  'campaign-registration': (d, f) => ({
    subject: `Apstipriniet reģistrāciju: ${d.campaign}`,
    greeting: `Labdien, ${d.firstName}!`,
    lead: `Apstipriniet reģistrāciju kampaņai “${d.campaign}” ${f.count(d.hours, hours)} laikā. Priekšrocība parādīsies, kad pasūtīsiet abonementu.`,
    action: 'Apstiprināt reģistrāciju',
    closing: 'Ja to nepieprasījāt, ignorējiet šo e-pastu: jūs netiksiet reģistrēts.',
  }),
  welcome: (d) => ({
    subject: 'Laipni lūdzam: Jūsu konts ir gatavs',
    greeting: `Labdien, ${d.firstName}!`,
    lead: 'Jūsu konts ir gatavs. Tajā varat apskatīt un pārvaldīt savas rezervācijas.',
    action: 'Atvērt manu kontu',
    closing: 'Ja šo kontu neizveidojāt Jūs, atbildiet uz šo e-pasta ziņojumu, un mēs to izdzēsīsim.',
  }),
  'booking-confirmed': (d, f) => ({
    subject: `Jūsu rezervācija ${d.number} ir apstiprināta`,
    greeting: `Labdien, ${d.firstName}!`,
    lead: `Jūsu rezervācija ${d.number} (${d.model} vai līdzīgs automobilis) ir apstiprināta.`,
    facts: [
      `Saņemšana: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Atgriešana: ${d.return.branch}, ${f.when(d.return.at)}`,
      `Kopā: ${f.money(d.total)}`,
    ],
    action: 'Skatīt rezervāciju',
    closing: 'Tur varat mainīt datumus vai atcelt rezervāciju. Laimīgu ceļu!',
  }),
  'booking-changed': (d, f) => ({
    subject: `Jūsu rezervācijai ${d.number} ir jauni datumi`,
    greeting: `Labdien, ${d.firstName}!`,
    lead: `Jūsu rezervācijai ${d.number} ir jauni datumi.`,
    facts: [
      `Saņemšana: ${f.when(d.pickupAt)}`,
      `Atgriešana: ${f.when(d.returnAt)}`,
      `Jaunā kopsumma: ${f.money(d.total)}`,
    ],
    action: 'Skatīt rezervāciju',
    closing: 'Ja šīs izmaiņas neveicāt Jūs, lūdzu, nekavējoties sazinieties ar mums.',
  }),
  'booking-cancelled': (d, f) => ({
    subject: `Jūsu rezervācija ${d.number} ir atcelta`,
    greeting: `Labdien, ${d.firstName}!`,
    lead: `Jūsu rezervācija ${d.number} ir atcelta.`,
    facts: [d.fee.amountMinor > 0 ? `Atcelšanas maksa: ${f.money(d.fee)}` : 'Atcelšana bija bez maksas.'],
    action: 'Skatīt rezervāciju',
    closing: 'Ceram drīz Jūs atkal redzēt.',
  }),
};
