// The mails in Danish ("du", the polite register of Danish customer service; "De" reads as old-fashioned).
import type { MailCopy } from '../types.ts';

const minutes = { one: '# minut', other: '# minutter' };
const hours = { one: '# time', other: '# timer' };

const days = { one: '# dag', other: '# dage' };
const percent = { other: '# %' };

const paymentReasons: Record<string, string> = {
  declined: 'kortet blev afvist',
  insufficient_funds: 'ikke dækning nok',
  expired_card: 'kortet er udløbet',
  authentication_failed: 'kortets sikkerhedstjek mislykkedes',
  cancelled: 'betalingen blev annulleret',
  expired: 'tiden til betalingen udløb',
};

export const da: MailCopy = {
  direction: 'ltr',
  'password-reset': (d, f) => ({
    subject: 'Nulstil din adgangskode',
    greeting: `Kære ${d.firstName}`,
    lead: `Brug dette link inden for ${f.count(d.minutes, minutes)} til at vælge en ny adgangskode. Linket virker én gang.`,
    action: 'Vælg en ny adgangskode',
    closing:
      'Hvis du ikke har bedt om dette, kan du se bort fra denne e-mail: din adgangskode forbliver uændret.',
  }),
  'email-change': (d, f) => ({
    subject: 'Bekræft din nye e-mailadresse',
    greeting: `Kære ${d.firstName}`,
    lead: `Åbn dette link inden for ${f.count(d.hours, hours)} for at bruge denne adresse til din konto.`,
    action: 'Bekræft adressen',
    closing: 'Hvis du ikke har bedt om dette, kan du se bort fra denne e-mail: intet ændres.',
  }),
  'campaign-registration': (d, f) => ({
    subject: `Bekræft din tilmelding: ${d.campaign}`,
    greeting: `Kære ${d.firstName}`,
    lead: `Bekræft din tilmelding til kampagnen »${d.campaign}« inden for ${f.count(d.hours, hours)}. Fordelen vises derefter, når du bestiller et abonnement.`,
    action: 'Bekræft min tilmelding',
    closing: 'Hvis du ikke har bedt om dette, kan du se bort fra denne e-mail: du bliver ikke tilmeldt.',
  }),
  welcome: (d) => ({
    subject: 'Velkommen: din konto er klar',
    greeting: `Kære ${d.firstName}`,
    lead: 'Din konto er klar. Her kan du se og administrere dine bookinger.',
    action: 'Åbn min konto',
    closing: 'Hvis du ikke har oprettet denne konto, så svar på denne e-mail, og vi sletter den.',
  }),
  'booking-confirmed': (d, f) => ({
    subject: `Din reservation ${d.number} er bekræftet`,
    greeting: `Kære ${d.firstName}`,
    lead: `Din reservation ${d.number} af en ${d.model} eller lignende er bekræftet.`,
    facts: [
      `Afhentning: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Aflevering: ${d.return.branch}, ${f.when(d.return.at)}`,
      `I alt: ${f.money(d.total)}`,
    ],
    more: {
      text: 'Spar tid ved skranken: tjek ind online før afhentningen med dit kørekort, dit id-dokument og et kort til depositummet.',
      action: 'Tjek ind online',
      link: d.checkInLink,
    },
    action: 'Se min booking',
    closing: 'Her kan du ændre datoerne eller afbestille bookingen. God tur!',
  }),
  'booking-changed': (d, f) => ({
    subject: `Din reservation ${d.number} har nye datoer`,
    greeting: `Kære ${d.firstName}`,
    lead: `Din reservation ${d.number} har nye datoer.`,
    facts: [
      `Afhentning: ${f.when(d.pickupAt)}`,
      `Aflevering: ${f.when(d.returnAt)}`,
      `Ny pris i alt: ${f.money(d.total)}`,
    ],
    action: 'Se min booking',
    closing: 'Hvis du ikke selv har foretaget denne ændring, bedes du kontakte os med det samme.',
  }),
  'booking-cancelled': (d, f) => ({
    subject: `Din reservation ${d.number} er afbestilt`,
    greeting: `Kære ${d.firstName}`,
    lead: `Din reservation ${d.number} er afbestilt.`,
    facts: [d.fee.amountMinor > 0 ? `Afbestillingsgebyr: ${f.money(d.fee)}` : 'Afbestillingen var gratis.'],
    action: 'Se min booking',
    closing: 'Vi håber at se dig igen snart.',
  }),
  'business-application': (d) => ({
    subject: `Vi har modtaget ansøgningen fra ${d.company}`,
    greeting: `Hej ${d.firstName}`,
    lead:
      d.kind === 'agency'
        ? `Tak fordi du har registreret ${d.company} som rejsebureau. Vi kontrollerer bureaukoden og provisionskontoen, som regel inden for to arbejdsdage, og skriver derefter til dig med vores afgørelse.`
        : `Tak for din ansøgning om en erhvervskonto til ${d.company}. Vi kontrollerer registreringsnummeret og oplysningerne, som regel inden for to arbejdsdage, og skriver derefter til dig med vores afgørelse.`,
    action: 'Se ansøgningen',
    closing: 'Indtil da kan du booke som normalt med din private konto.',
  }),
  'business-decision': (d, f) => ({
    subject:
      d.decision === 'approved'
        ? `${d.company} er godkendt til erhvervsbookinger`
        : `Din ansøgning for ${d.company} blev ikke godkendt`,
    greeting: `Hej ${d.firstName}`,
    lead:
      d.decision === 'approved'
        ? d.kind === 'agency'
          ? `${d.company} er godkendt som rejsebureau. Du kan nu booke for dine kunder; din provision er ${f.count(d.percent ?? 0, percent)}.`
          : `${d.company} er godkendt. Bookinger for virksomheden får ${f.count(d.percent ?? 0, percent)} rabat og betales på faktura. Du kan nu invitere dine rejsende.`
        : `Vi kunne desværre ikke godkende ansøgningen fra ${d.company}.${d.reason ? ` Begrundelse: ${d.reason}` : ''}`,
    action: d.decision === 'approved' ? 'Åbn erhvervskontoen' : 'Se ansøgningen',
    closing:
      d.decision === 'approved'
        ? 'Tak fordi du vælger os til dine forretningsrejser.'
        : 'Har du spørgsmål eller nye dokumenter, så svar på denne e-mail.',
  }),
  'business-invitation': (d, f) => ({
    subject: `${d.firstName} inviterer dig til at booke med ${d.company}`,
    greeting: `Hej, ${d.firstName} har inviteret dig til erhvervskontoen for ${d.company}.`,
    lead: `Som rejsende for ${d.company} booker du lejebiler til virksomhedens pris, betalt på faktura. Accepter invitationen inden for ${f.count(d.days, days)}; linket virker én gang.`,
    action: 'Accepter invitationen',
    closing: 'Hvis du ikke kender virksomheden, kan du se bort fra denne e-mail.',
  }),
  'payment-link': (d, f) => ({
    subject: `Betalingsanmodning: ${d.description}`,
    greeting: d.firstName ? `Kære ${d.firstName}` : `Kære kunde`,
    lead: d.number
      ? `betal venligst ${f.money(d.amount)} for din reservation ${d.number} via dette sikre link.`
      : `betal venligst ${f.money(d.amount)} for “${d.description}” via dette sikre link.`,
    facts: [`Beløb: ${f.money(d.amount)}`, `Gyldigt til: ${f.when(d.expiresAt)} (UTC)`],
    action: 'Betal nu',
    closing:
      'Du indtaster dit kort på vores betalingsudbyders side; vi ser aldrig kortnummeret. Hvis du ikke ventede denne anmodning, kan du se bort fra denne e-mail.',
  }),
  'payment-renewal': (d, f) => ({
    subject: `Dit kort kunne ikke trækkes: ${d.description}`,
    greeting: `Kære ${d.firstName}`,
    lead: `vi kunne ikke trække “${d.description}” på dit kort. Forny dit kort, og betal beløbet.`,
    facts: [`Beløb: ${f.money(d.amount)}`, `Årsag: ${paymentReasons[d.reason] ?? paymentReasons.declined}`],
    action: 'Forny kortet og betal',
    closing: 'Det nye kort bruges til de næste træk på denne aftale.',
  }),
  'check-in-completed': (d, f) => ({
    subject: `Tjekket ind: din afhentningskode til reservation ${d.number}`,
    greeting: `Kære ${d.firstName}`,
    lead: `Din online check-in til reservation ${d.number} er gennemført. Vis afhentningskoden ${d.code} ved skranken, som tekst eller som QR-kode på check-in-siden.`,
    facts: [
      `Afhentning: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Afhentningskode: ${d.code}`,
      'Medbring originalerne af det kørekort og id-dokument, du tjekkede ind med.',
      d.depositAtPickup
        ? `Depositum: ${f.money(d.deposit)}, betales med kort ved skranken`
        : `Depositum: ${f.money(d.deposit)}, reserveret på dit kort og frigivet efter afleveringen`,
    ],
    action: 'Vis min afhentningskode',
    closing: 'Vi ses ved skranken. God tur!',
  }),
  // Issue 22: the return with the app (invoice issued) and a reported damage assessed by the branch.
  'vehicle-returned': (d, f) => ({
    subject: `Din leje ${d.number} er afleveret: din faktura`,
    greeting: `Kære ${d.firstName}`,
    lead: `Tak, fordi du afleverede bilen med appen. Din leje ${d.number} er afsluttet, og fakturaen ligger klar på din konto.`,
    facts: [
      `Faktura: ${d.invoiceNumber}`,
      `I alt: ${f.money(d.total)}`,
      d.refuel
        ? `Tankning eller opladning: ${f.money(d.refuel)}`
        : 'Intet brændstofgebyr: bilen kom lige så fuld tilbage, som den kørte.',
      d.deposit === 'released'
        ? 'Dit depositum er frigivet.'
        : d.deposit === 'held'
          ? 'Dit depositum forbliver reserveret, indtil skaden, du anmeldte, er afsluttet.'
          : 'Der var ikke reserveret noget depositum på dit kort.',
    ],
    action: 'Se fakturaen',
    closing: 'Tak, fordi du lejede hos os.',
  }),
  'damage-assessed': (d, f) => ({
    subject: `Skaden, du anmeldte i lejen ${d.number}, er vurderet`,
    greeting: `Kære ${d.firstName}`,
    lead: `Vi har vurderet skaden, du anmeldte i lejen ${d.number} (»${d.description}«).`,
    facts: [`Omkostning: ${f.money(d.cost)}`, `Forklaring: ${d.explanation}`],
    action: 'Se skadessagen',
    closing:
      'Omkostningen trækkes fra dit depositum, når sagen afsluttes; et beløb ud over depositummet beder vi om via et betalingslink.',
  }),
};
