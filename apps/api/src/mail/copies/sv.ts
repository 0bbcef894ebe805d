// The mails in Swedish ("du", the polite register of Swedish customer service; "ni" reads as distant).
import type { MailCopy } from '../types.ts';

const minutes = { one: '# minut', other: '# minuter' };
const hours = { one: '# timme', other: '# timmar' };

const days = { one: '# dag', other: '# dagar' };
const percent = { other: '# %' };

const paymentReasons: Record<string, string> = {
  declined: 'kortet nekades',
  insufficient_funds: 'otillräckligt saldo',
  expired_card: 'kortet har gått ut',
  authentication_failed: 'kortets säkerhetskontroll misslyckades',
  cancelled: 'betalningen avbröts',
  expired: 'tiden för betalningen gick ut',
};

export const sv: MailCopy = {
  direction: 'ltr',
  'password-reset': (d, f) => ({
    subject: 'Återställ ditt lösenord',
    greeting: `Hej ${d.firstName},`,
    lead: `Använd den här länken inom ${f.count(d.minutes, minutes)} för att välja ett nytt lösenord. Länken fungerar en gång.`,
    action: 'Välj ett nytt lösenord',
    closing:
      'Om du inte har bett om detta kan du bortse från det här mejlet: ditt lösenord förblir oförändrat.',
  }),
  'email-change': (d, f) => ({
    subject: 'Bekräfta din nya e-postadress',
    greeting: `Hej ${d.firstName},`,
    lead: `Öppna den här länken inom ${f.count(d.hours, hours)} för att använda den här adressen för ditt konto.`,
    action: 'Bekräfta adressen',
    closing: 'Om du inte har bett om detta kan du bortse från det här mejlet: ingenting ändras.',
  }),
  'campaign-registration': (d, f) => ({
    subject: `Bekräfta din anmälan: ${d.campaign}`,
    greeting: `Hej ${d.firstName},`,
    lead: `Bekräfta din anmälan till kampanjen ”${d.campaign}” inom ${f.count(d.hours, hours)}. Förmånen visas sedan när du beställer en prenumeration.`,
    action: 'Bekräfta anmälan',
    closing: 'Om du inte har bett om detta kan du bortse från det här mejlet: du anmäls inte.',
  }),
  welcome: (d) => ({
    subject: 'Välkommen: ditt konto är klart',
    greeting: `Hej ${d.firstName},`,
    lead: 'Ditt konto är klart. Där kan du se och hantera dina bokningar.',
    action: 'Öppna mitt konto',
    closing: 'Om du inte har skapat det här kontot kan du svara på det här mejlet, så tar vi bort det.',
  }),
  'booking-confirmed': (d, f) => ({
    subject: `Din bokning ${d.number} är bekräftad`,
    greeting: `Hej ${d.firstName},`,
    lead: `Din bokning ${d.number} av en ${d.model} eller liknande är bekräftad.`,
    facts: [
      `Upphämtning: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Återlämning: ${d.return.branch}, ${f.when(d.return.at)}`,
      `Totalt: ${f.money(d.total)}`,
    ],
    more: {
      text: 'Spara tid vid disken: checka in online före upphämtningen med ditt körkort, din id-handling och ett kort för depositionen.',
      action: 'Checka in online',
      link: d.checkInLink,
    },
    action: 'Visa min bokning',
    closing: 'Där kan du ändra datumen eller avboka. Trevlig resa!',
  }),
  'booking-changed': (d, f) => ({
    subject: `Din bokning ${d.number} har nya datum`,
    greeting: `Hej ${d.firstName},`,
    lead: `Din bokning ${d.number} har nya datum.`,
    facts: [
      `Upphämtning: ${f.when(d.pickupAt)}`,
      `Återlämning: ${f.when(d.returnAt)}`,
      `Nytt totalbelopp: ${f.money(d.total)}`,
    ],
    action: 'Visa min bokning',
    closing: 'Om du inte har gjort den här ändringen ber vi dig kontakta oss omedelbart.',
  }),
  'booking-cancelled': (d, f) => ({
    subject: `Din bokning ${d.number} är avbokad`,
    greeting: `Hej ${d.firstName},`,
    lead: `Din bokning ${d.number} är avbokad.`,
    facts: [d.fee.amountMinor > 0 ? `Avbokningsavgift: ${f.money(d.fee)}` : 'Avbokningen var kostnadsfri.'],
    action: 'Visa min bokning',
    closing: 'Vi hoppas att få se dig igen snart.',
  }),
  'business-application': (d) => ({
    subject: `Vi har tagit emot ansökan från ${d.company}`,
    greeting: `Hej ${d.firstName},`,
    lead:
      d.kind === 'agency'
        ? `tack för att du registrerade ${d.company} som resebyrå. Vi kontrollerar byråkoden och provisionskontot, oftast inom två arbetsdagar, och skriver sedan till dig med vårt beslut.`
        : `tack för din ansökan om ett företagskonto för ${d.company}. Vi kontrollerar registreringsnumret och uppgifterna, oftast inom två arbetsdagar, och skriver sedan till dig med vårt beslut.`,
    action: 'Visa ansökan',
    closing: 'Till dess kan du boka som vanligt med ditt privata konto.',
  }),
  'business-decision': (d, f) => ({
    subject:
      d.decision === 'approved'
        ? `${d.company} är godkänt för företagsbokningar`
        : `Din ansökan för ${d.company} godkändes inte`,
    greeting: `Hej ${d.firstName},`,
    lead:
      d.decision === 'approved'
        ? d.kind === 'agency'
          ? `${d.company} är godkänt som resebyrå. Du kan nu boka åt dina kunder; din provision är ${f.count(d.percent ?? 0, percent)}.`
          : `${d.company} är godkänt. Bokningar för företaget får ${f.count(d.percent ?? 0, percent)} rabatt och betalas mot faktura. Du kan nu bjuda in dina resenärer.`
        : `tyvärr kunde vi inte godkänna ansökan från ${d.company}.${d.reason ? ` Skäl: ${d.reason}` : ''}`,
    action: d.decision === 'approved' ? 'Öppna företagskontot' : 'Visa ansökan',
    closing:
      d.decision === 'approved'
        ? 'Tack för att du väljer oss för dina tjänsteresor.'
        : 'Har du frågor eller nya dokument, svara på det här mejlet.',
  }),
  'business-invitation': (d, f) => ({
    subject: `${d.firstName} bjuder in dig att boka med ${d.company}`,
    greeting: `Hej, ${d.firstName} har bjudit in dig till företagskontot för ${d.company}.`,
    lead: `som resenär för ${d.company} bokar du hyrbilar till företagspris, med betalning mot faktura. Godkänn inbjudan inom ${f.count(d.days, days)}; länken fungerar en gång.`,
    action: 'Godkänn inbjudan',
    closing: 'Om du inte känner till företaget kan du bortse från det här mejlet.',
  }),
  'payment-link': (d, f) => ({
    subject: `Betalningsbegäran: ${d.description}`,
    greeting: d.firstName ? `Hej ${d.firstName},` : `Hej,`,
    lead: d.number
      ? `betala ${f.money(d.amount)} för din bokning ${d.number} via den här säkra länken.`
      : `betala ${f.money(d.amount)} för ”${d.description}” via den här säkra länken.`,
    facts: [`Belopp: ${f.money(d.amount)}`, `Giltig till: ${f.when(d.expiresAt)} (UTC)`],
    action: 'Betala nu',
    closing:
      'Du anger ditt kort på vår betalleverantörs sida; vi ser aldrig kortnumret. Om du inte väntade dig den här begäran kan du bortse från mejlet.',
  }),
  'payment-renewal': (d, f) => ({
    subject: `Ditt kort kunde inte debiteras: ${d.description}`,
    greeting: `Hej ${d.firstName},`,
    lead: `vi kunde inte debitera ditt kort för ”${d.description}”. Förnya ditt kort och betala beloppet.`,
    facts: [`Belopp: ${f.money(d.amount)}`, `Orsak: ${paymentReasons[d.reason] ?? paymentReasons.declined}`],
    action: 'Förnya kortet och betala',
    closing: 'Det nya kortet används för kommande debiteringar i det här avtalet.',
  }),
  'check-in-completed': (d, f) => ({
    subject: `Incheckad: din upphämtningskod för bokning ${d.number}`,
    greeting: `Hej ${d.firstName},`,
    lead: `Din incheckning online för bokning ${d.number} är klar. Visa upphämtningskoden ${d.code} vid disken, som text eller som QR-kod på incheckningssidan.`,
    facts: [
      `Upphämtning: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Upphämtningskod: ${d.code}`,
      'Ta med originalen av körkortet och id-handlingen som du checkade in med.',
      d.depositAtPickup
        ? `Deposition: ${f.money(d.deposit)}, betalas med kort vid disken`
        : `Deposition: ${f.money(d.deposit)}, reserverad på ditt kort och frisläppt efter återlämningen`,
    ],
    action: 'Visa min upphämtningskod',
    closing: 'Vi ses vid disken. Trevlig resa!',
  }),
  // Issue 22: the return with the app (invoice issued) and a reported damage assessed by the branch.
  'vehicle-returned': (d, f) => ({
    subject: `Din hyra ${d.number} är återlämnad: din faktura`,
    greeting: `Hej ${d.firstName},`,
    lead: `Tack för att du lämnade tillbaka bilen med appen. Din hyra ${d.number} är avslutad och fakturan finns i ditt konto.`,
    facts: [
      `Faktura: ${d.invoiceNumber}`,
      `Totalt: ${f.money(d.total)}`,
      d.refuel
        ? `Tankning eller laddning: ${f.money(d.refuel)}`
        : 'Ingen bränsleavgift: bilen kom tillbaka lika full som den lämnade.',
      d.deposit === 'released'
        ? 'Din deposition är frisläppt.'
        : d.deposit === 'held'
          ? 'Din deposition förblir reserverad tills skadan du anmälde är avslutad.'
          : 'Ingen deposition reserverades på ditt kort.',
    ],
    action: 'Visa fakturan',
    closing: 'Tack för att du hyrde hos oss.',
  }),
  'damage-assessed': (d, f) => ({
    subject: `Skadan du anmälde under hyran ${d.number} är bedömd`,
    greeting: `Hej ${d.firstName},`,
    lead: `Vi har bedömt skadan du anmälde under hyran ${d.number} (”${d.description}”).`,
    facts: [`Kostnad: ${f.money(d.cost)}`, `Förklaring: ${d.explanation}`],
    action: 'Visa skadeärendet',
    closing:
      'Kostnaden dras från din deposition när ärendet avslutas; det som överstiger depositionen ber vi om via en betalningslänk.',
  }),
};
