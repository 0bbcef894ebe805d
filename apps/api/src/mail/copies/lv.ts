// The mails in Latvian (the polite "Jūs", capitalised as in letters).
import type { MailCopy } from '../types.ts';

// Before "laikā", the genitive: "1 minūtes", "21 minūtes", "60 minūšu"; "1 stundas", "24 stundu".
const minutes = { one: '# minūtes', other: '# minūšu' };
const hours = { one: '# stundas', other: '# stundu' };

const days = { zero: '# dienu', one: '# dienas', other: '# dienu' };
const percent = { other: '# %' };

const paymentReasons: Record<string, string> = {
  declined: 'karte tika noraidīta',
  insufficient_funds: 'nepietiek līdzekļu',
  expired_card: 'kartes derīguma termiņš ir beidzies',
  authentication_failed: 'kartes drošības pārbaude neizdevās',
  cancelled: 'maksājums tika atcelts',
  expired: 'maksājuma laiks beidzās',
};

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
    more: {
      text: 'Ietaupiet laiku pie letes: pirms saņemšanas reģistrējieties tiešsaistē ar vadītāja apliecību, personu apliecinošu dokumentu un karti drošības naudai.',
      action: 'Reģistrēties tiešsaistē',
      link: d.checkInLink,
    },
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
  'business-application': (d) => ({
    subject: `Esam saņēmuši ${d.company} pieteikumu`,
    greeting: `Labdien, ${d.firstName}!`,
    lead:
      d.kind === 'agency'
        ? `Paldies, ka reģistrējāt ${d.company} kā ceļojumu aģentūru. Mēs pārbaudām aģentūras kodu un komisijas kontu, parasti divu darba dienu laikā, un pēc tam paziņosim savu lēmumu.`
        : `Paldies par uzņēmuma konta pieteikumu uzņēmumam ${d.company}. Mēs pārbaudām reģistrācijas numuru un datus, parasti divu darba dienu laikā, un pēc tam paziņosim savu lēmumu.`,
    action: 'Skatīt pieteikumu',
    closing: 'Līdz tam varat rezervēt kā parasti ar savu privāto kontu.',
  }),
  'business-decision': (d, f) => ({
    subject:
      d.decision === 'approved'
        ? `${d.company} ir apstiprināts uzņēmuma rezervācijām`
        : `Jūsu pieteikums uzņēmumam ${d.company} netika apstiprināts`,
    greeting: `Labdien, ${d.firstName}!`,
    lead:
      d.decision === 'approved'
        ? d.kind === 'agency'
          ? `${d.company} ir apstiprināts kā ceļojumu aģentūra. Tagad varat rezervēt saviem klientiem; jūsu komisija ir ${f.count(d.percent ?? 0, percent)}.`
          : `${d.company} ir apstiprināts. Uzņēmuma rezervācijām ir ${f.count(d.percent ?? 0, percent)} atlaide, un tās apmaksā ar rēķinu. Tagad varat uzaicināt savus ceļotājus.`
        : `Diemžēl mēs nevarējām apstiprināt ${d.company} pieteikumu.${d.reason ? ` Iemesls: ${d.reason}` : ''}`,
    action: d.decision === 'approved' ? 'Atvērt uzņēmuma kontu' : 'Skatīt pieteikumu',
    closing:
      d.decision === 'approved'
        ? 'Paldies, ka darba braucieniem izvēlējāties mūs.'
        : 'Ja jums ir jautājumi vai jauni dokumenti, atbildiet uz šo e-pastu.',
  }),
  'business-invitation': (d, f) => ({
    subject: `${d.firstName} aicina jūs rezervēt kopā ar ${d.company}`,
    greeting: `Labdien! ${d.firstName} jūs ir uzaicinājis uz ${d.company} uzņēmuma kontu.`,
    lead: `Kā ${d.company} ceļotājs jūs rezervējat auto par uzņēmuma cenu, apmaksājot ar rēķinu. Pieņemiet uzaicinājumu ${f.count(d.days, days)} laikā; saite darbojas vienu reizi.`,
    action: 'Pieņemt uzaicinājumu',
    closing: 'Ja šo uzņēmumu nepazīstat, neņemiet vērā šo e-pastu.',
  }),
  'payment-link': (d, f) => ({
    subject: `Maksājuma pieprasījums: ${d.description}`,
    greeting: d.firstName ? `Labdien, ${d.firstName}!` : `Labdien!`,
    lead: d.number
      ? `lūdzu, samaksājiet ${f.money(d.amount)} par rezervāciju ${d.number}, izmantojot šo drošo saiti.`
      : `lūdzu, samaksājiet ${f.money(d.amount)} par “${d.description}”, izmantojot šo drošo saiti.`,
    facts: [`Summa: ${f.money(d.amount)}`, `Derīgs līdz: ${f.when(d.expiresAt)} (UTC)`],
    action: 'Maksāt tagad',
    closing:
      'Karti ievadāt mūsu maksājumu pakalpojumu sniedzēja lapā; mēs nekad neredzam kartes numuru. Ja negaidījāt šo pieprasījumu, ignorējiet šo e-pastu.',
  }),
  'payment-renewal': (d, f) => ({
    subject: `Jūsu karti neizdevās debetēt: ${d.description}`,
    greeting: `Labdien, ${d.firstName}!`,
    lead: `mēs nevarējām iekasēt “${d.description}” no jūsu kartes. Lūdzu, atjaunojiet karti un samaksājiet summu.`,
    facts: [`Summa: ${f.money(d.amount)}`, `Iemesls: ${paymentReasons[d.reason] ?? paymentReasons.declined}`],
    action: 'Atjaunot karti un maksāt',
    closing: 'Jaunā karte tiks izmantota nākamajiem šī līguma maksājumiem.',
  }),
  'check-in-completed': (d, f) => ({
    subject: `Reģistrācija pabeigta: jūsu saņemšanas kods rezervācijai ${d.number}`,
    greeting: `Labdien, ${d.firstName}!`,
    lead: `Jūsu tiešsaistes reģistrācija rezervācijai ${d.number} ir pabeigta. Uzrādiet saņemšanas kodu ${d.code} pie letes kā tekstu vai kā QR kodu reģistrācijas lapā.`,
    facts: [
      `Saņemšana: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Saņemšanas kods: ${d.code}`,
      'Paņemiet līdzi vadītāja apliecības un personu apliecinošā dokumenta oriģinālus, ar kuriem reģistrējāties.',
      d.depositAtPickup
        ? `Drošības nauda: ${f.money(d.deposit)}, maksājama ar karti pie letes`
        : `Drošības nauda: ${f.money(d.deposit)}, rezervēta jūsu kartē un atbrīvota pēc atgriešanas`,
    ],
    action: 'Rādīt manu saņemšanas kodu',
    closing: 'Uz tikšanos pie letes. Laimīgu ceļu!',
  }),
  // Issue 22: the return with the app (invoice issued) and a reported damage assessed by the branch.
  'vehicle-returned': (d, f) => ({
    subject: `Jūsu īre ${d.number} ir atgriezta: jūsu rēķins`,
    greeting: `Labdien, ${d.firstName}!`,
    lead: `Paldies, ka atgriezāt automašīnu ar lietotni. Jūsu īre ${d.number} ir pabeigta, un rēķins jūs gaida jūsu kontā.`,
    facts: [
      `Rēķins: ${d.invoiceNumber}`,
      `Kopā: ${f.money(d.total)}`,
      d.refuel
        ? `Degvielas uzpilde vai uzlāde: ${f.money(d.refuel)}`
        : 'Nav maksas par degvielu: automašīna atgriezās tikpat pilna, kā izbrauca.',
      d.deposit === 'released'
        ? 'Jūsu drošības nauda ir atbrīvota.'
        : d.deposit === 'held'
          ? 'Jūsu drošības nauda paliek rezervēta, līdz jūsu pieteiktais bojājums ir nokārtots.'
          : 'Jūsu kartē netika rezervēta drošības nauda.',
    ],
    action: 'Skatīt rēķinu',
    closing: 'Paldies, ka īrējāt pie mums.',
  }),
  'damage-assessed': (d, f) => ({
    subject: `Īrē ${d.number} pieteiktais bojājums ir novērtēts`,
    greeting: `Labdien, ${d.firstName}!`,
    lead: `Mēs novērtējām bojājumu, ko pieteicāt īrē ${d.number} (“${d.description}”).`,
    facts: [`Izmaksas: ${f.money(d.cost)}`, `Paskaidrojums: ${d.explanation}`],
    action: 'Skatīt bojājuma lietu',
    closing:
      'Izmaksas tiek ieturētas no drošības naudas, kad lieta tiek nokārtota; summu virs drošības naudas pieprasīsim ar maksājuma saiti.',
  }),
};
