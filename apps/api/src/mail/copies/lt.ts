// The mails in Lithuanian (the polite "Jūs", capitalised as in letters).
import type { MailCopy } from '../types.ts';

// After "per", the accusative: "1 minutę", "2 minutes", "60 minučių", "21 minutę"; "24 valandas".
const minutes = { one: '# minutę', few: '# minutes', many: '# minutės', other: '# minučių' };
const hours = { one: '# valandą', few: '# valandas', many: '# valandos', other: '# valandų' };

const days = { one: '# dieną', few: '# dienas', many: '# dienos', other: '# dienų' };
const percent = { other: '# %' };

const paymentReasons: Record<string, string> = {
  declined: 'kortelė atmesta',
  insufficient_funds: 'nepakanka lėšų',
  expired_card: 'kortelės galiojimas baigėsi',
  authentication_failed: 'kortelės saugumo patikra nepavyko',
  cancelled: 'mokėjimas atšauktas',
  expired: 'mokėjimo laikas baigėsi',
};

export const lt: MailCopy = {
  direction: 'ltr',
  'password-reset': (d, f) => ({
    subject: 'Slaptažodžio atkūrimas',
    greeting: `Sveiki, ${d.firstName}!`,
    lead: `Pasinaudokite šia nuoroda per ${f.count(d.minutes, minutes)}, kad pasirinktumėte naują slaptažodį. Nuoroda veikia tik vieną kartą.`,
    action: 'Pasirinkti naują slaptažodį',
    closing: 'Jei to neprašėte, nekreipkite dėmesio į šį laišką: Jūsų slaptažodis liks nepakeistas.',
  }),
  'email-change': (d, f) => ({
    subject: 'Patvirtinkite naują el. pašto adresą',
    greeting: `Sveiki, ${d.firstName}!`,
    lead: `Atidarykite šią nuorodą per ${f.count(d.hours, hours)}, kad galėtumėte naudoti šį adresą savo paskyroje.`,
    action: 'Patvirtinti adresą',
    closing: 'Jei to neprašėte, nekreipkite dėmesio į šį laišką: niekas nepasikeis.',
  }),
  'campaign-registration': (d, f) => ({
    subject: `Patvirtinkite registraciją: ${d.campaign}`,
    greeting: `Sveiki, ${d.firstName}!`,
    lead: `Patvirtinkite registraciją į kampaniją „${d.campaign}“ per ${f.count(d.hours, hours)}. Privalumas bus rodomas, kai užsisakysite prenumeratą.`,
    action: 'Patvirtinti registraciją',
    closing: 'Jei to neprašėte, nekreipkite dėmesio į šį laišką: jūsų neužregistruosime.',
  }),
  welcome: (d) => ({
    subject: 'Sveiki atvykę: Jūsų paskyra paruošta',
    greeting: `Sveiki, ${d.firstName}!`,
    lead: 'Jūsų paskyra paruošta. Joje galite peržiūrėti ir tvarkyti savo užsakymus.',
    action: 'Atidaryti mano paskyrą',
    closing: 'Jei šios paskyros nekūrėte, atsakykite į šį laišką ir mes ją ištrinsime.',
  }),
  'booking-confirmed': (d, f) => ({
    subject: `Jūsų rezervacija ${d.number} patvirtinta`,
    greeting: `Sveiki, ${d.firstName}!`,
    lead: `Jūsų rezervacija ${d.number} (${d.model} arba panašus automobilis) patvirtinta.`,
    facts: [
      `Paėmimas: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Grąžinimas: ${d.return.branch}, ${f.when(d.return.at)}`,
      `Iš viso: ${f.money(d.total)}`,
    ],
    more: {
      text: 'Sutaupykite laiko prie stalo: prieš atsiimdami užsiregistruokite internetu su vairuotojo pažymėjimu, asmens dokumentu ir kortele užstatui.',
      action: 'Registruotis internetu',
      link: d.checkInLink,
    },
    action: 'Peržiūrėti rezervaciją',
    closing: 'Ten galite pakeisti datas arba atšaukti rezervaciją. Geros kelionės!',
  }),
  'booking-changed': (d, f) => ({
    subject: `Pakeistos Jūsų rezervacijos ${d.number} datos`,
    greeting: `Sveiki, ${d.firstName}!`,
    lead: `Pakeistos Jūsų rezervacijos ${d.number} datos.`,
    facts: [
      `Paėmimas: ${f.when(d.pickupAt)}`,
      `Grąžinimas: ${f.when(d.returnAt)}`,
      `Nauja bendra suma: ${f.money(d.total)}`,
    ],
    action: 'Peržiūrėti rezervaciją',
    closing: 'Jei šio pakeitimo neatlikote Jūs, nedelsdami susisiekite su mumis.',
  }),
  'booking-cancelled': (d, f) => ({
    subject: `Jūsų rezervacija ${d.number} atšaukta`,
    greeting: `Sveiki, ${d.firstName}!`,
    lead: `Jūsų rezervacija ${d.number} atšaukta.`,
    facts: [d.fee.amountMinor > 0 ? `Atšaukimo mokestis: ${f.money(d.fee)}` : 'Atšaukimas buvo nemokamas.'],
    action: 'Peržiūrėti rezervaciją',
    closing: 'Tikimės greitai Jus vėl pamatyti.',
  }),
  'business-application': (d) => ({
    subject: `Gavome ${d.company} paraišką`,
    greeting: `Sveiki, ${d.firstName},`,
    lead:
      d.kind === 'agency'
        ? `dėkojame, kad užregistravote ${d.company} kaip kelionių agentūrą. Patikriname agentūros kodą ir komisinių sąskaitą, paprastai per dvi darbo dienas, ir tada pranešime savo sprendimą.`
        : `dėkojame už verslo paskyros paraišką įmonei ${d.company}. Patikriname registracijos numerį ir duomenis, paprastai per dvi darbo dienas, ir tada pranešime savo sprendimą.`,
    action: 'Peržiūrėti paraišką',
    closing: 'Iki tol galite užsisakyti kaip įprasta su savo asmenine paskyra.',
  }),
  'business-decision': (d, f) => ({
    subject:
      d.decision === 'approved'
        ? `${d.company} patvirtinta verslo užsakymams`
        : `Jūsų paraiška įmonei ${d.company} nepatvirtinta`,
    greeting: `Sveiki, ${d.firstName},`,
    lead:
      d.decision === 'approved'
        ? d.kind === 'agency'
          ? `${d.company} patvirtinta kaip kelionių agentūra. Dabar galite užsakyti savo klientams; jūsų komisiniai yra ${f.count(d.percent ?? 0, percent)}.`
          : `${d.company} patvirtinta. Įmonės užsakymams taikoma ${f.count(d.percent ?? 0, percent)} nuolaida, jie apmokami pagal sąskaitą faktūrą. Dabar galite pakviesti savo keliautojus.`
        : `deja, negalėjome patvirtinti ${d.company} paraiškos.${d.reason ? ` Priežastis: ${d.reason}` : ''}`,
    action: d.decision === 'approved' ? 'Atidaryti verslo paskyrą' : 'Peržiūrėti paraišką',
    closing:
      d.decision === 'approved'
        ? 'Dėkojame, kad darbo kelionėms pasirinkote mus.'
        : 'Jei turite klausimų ar naujų dokumentų, atsakykite į šį laišką.',
  }),
  'business-invitation': (d, f) => ({
    subject: `${d.firstName} kviečia jus užsakyti su ${d.company}`,
    greeting: `Sveiki, ${d.firstName} pakvietė jus į ${d.company} verslo paskyrą.`,
    lead: `kaip ${d.company} keliautojas užsisakote automobilius įmonės kaina, apmokant pagal sąskaitą faktūrą. Priimkite kvietimą per ${f.count(d.days, days)}; nuoroda veikia vieną kartą.`,
    action: 'Priimti kvietimą',
    closing: 'Jei šios įmonės nepažįstate, nekreipkite dėmesio į šį laišką.',
  }),
  'payment-link': (d, f) => ({
    subject: `Mokėjimo prašymas: ${d.description}`,
    greeting: d.firstName ? `Sveiki, ${d.firstName}!` : `Sveiki!`,
    lead: d.number
      ? `sumokėkite ${f.money(d.amount)} už rezervaciją ${d.number} šia saugia nuoroda.`
      : `sumokėkite ${f.money(d.amount)} už „${d.description}“ šia saugia nuoroda.`,
    facts: [`Suma: ${f.money(d.amount)}`, `Galioja iki: ${f.when(d.expiresAt)} (UTC)`],
    action: 'Mokėti dabar',
    closing:
      'Kortelės duomenis įvedate mūsų mokėjimų paslaugų teikėjo puslapyje; kortelės numerio mes niekada nematome. Jei šio prašymo nelaukėte, ignoruokite šį laišką.',
  }),
  'payment-renewal': (d, f) => ({
    subject: `Nepavyko nuskaičiuoti iš jūsų kortelės: ${d.description}`,
    greeting: `Sveiki, ${d.firstName}!`,
    lead: `nepavyko nuskaičiuoti „${d.description}“ iš jūsų kortelės. Atnaujinkite kortelę ir sumokėkite sumą.`,
    facts: [
      `Suma: ${f.money(d.amount)}`,
      `Priežastis: ${paymentReasons[d.reason] ?? paymentReasons.declined}`,
    ],
    action: 'Atnaujinti kortelę ir mokėti',
    closing: 'Nauja kortelė bus naudojama kitiems šios sutarties mokėjimams.',
  }),
  'check-in-completed': (d, f) => ({
    subject: `Registracija baigta: jūsų atsiėmimo kodas rezervacijai ${d.number}`,
    greeting: `Sveiki, ${d.firstName}!`,
    lead: `Jūsų registracija internetu rezervacijai ${d.number} baigta. Parodykite atsiėmimo kodą ${d.code} prie stalo kaip tekstą arba kaip QR kodą registracijos puslapyje.`,
    facts: [
      `Paėmimas: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Atsiėmimo kodas: ${d.code}`,
      'Atsineškite vairuotojo pažymėjimo ir asmens dokumento, su kuriais registravotės, originalus.',
      d.depositAtPickup
        ? `Užstatas: ${f.money(d.deposit)}, mokamas kortele prie stalo`
        : `Užstatas: ${f.money(d.deposit)}, rezervuotas jūsų kortelėje ir atlaisvinamas po grąžinimo`,
    ],
    action: 'Rodyti mano atsiėmimo kodą',
    closing: 'Iki pasimatymo prie stalo. Geros kelionės!',
  }),
  // Issue 22: the return with the app (invoice issued) and a reported damage assessed by the branch.
  'vehicle-returned': (d, f) => ({
    subject: `Nuoma ${d.number} grąžinta: jūsų sąskaita`,
    greeting: `Sveiki, ${d.firstName}!`,
    lead: `Ačiū, kad grąžinote automobilį su programėle. Nuoma ${d.number} baigta, o sąskaita laukia jūsų paskyroje.`,
    facts: [
      `Sąskaita: ${d.invoiceNumber}`,
      `Iš viso: ${f.money(d.total)}`,
      d.refuel
        ? `Degalų papildymas ar įkrovimas: ${f.money(d.refuel)}`
        : 'Jokio mokesčio už degalus: automobilis grįžo toks pat pilnas, koks išvažiavo.',
      d.deposit === 'released'
        ? 'Jūsų užstatas atlaisvintas.'
        : d.deposit === 'held'
          ? 'Jūsų užstatas lieka rezervuotas, kol bus sutvarkyta jūsų pranešta žala.'
          : 'Jūsų kortelėje užstatas nebuvo rezervuotas.',
    ],
    action: 'Peržiūrėti sąskaitą',
    closing: 'Ačiū, kad nuomojatės pas mus.',
  }),
  'damage-assessed': (d, f) => ({
    subject: `Nuomoje ${d.number} praneštos žalos įvertinimas`,
    greeting: `Sveiki, ${d.firstName}!`,
    lead: `Įvertinome žalą, apie kurią pranešėte nuomoje ${d.number} („${d.description}“).`,
    facts: [`Kaina: ${f.money(d.cost)}`, `Paaiškinimas: ${d.explanation}`],
    action: 'Peržiūrėti žalos bylą',
    closing:
      'Kaina išskaičiuojama iš užstato, kai byla sutvarkoma; sumos, viršijančios užstatą, paprašysime mokėjimo nuoroda.',
  }),
};
