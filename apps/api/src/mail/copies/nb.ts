// The mails in Norwegian Bokmål ("du", the polite register of Norwegian customer service; "De" reads as
// old-fashioned). Read by 'no' and 'nn' locales too.
import type { MailCopy } from '../types.ts';

const minutes = { one: '# minutt', other: '# minutter' };
const hours = { one: '# time', other: '# timer' };

const days = { one: '# dag', other: '# dager' };
const percent = { other: '# %' };

const paymentReasons: Record<string, string> = {
  declined: 'kortet ble avvist',
  insufficient_funds: 'ikke nok dekning',
  expired_card: 'kortet er utløpt',
  authentication_failed: 'kortets sikkerhetskontroll mislyktes',
  cancelled: 'betalingen ble avbrutt',
  expired: 'tiden for betalingen gikk ut',
};

export const nb: MailCopy = {
  direction: 'ltr',
  'password-reset': (d, f) => ({
    subject: 'Tilbakestill passordet ditt',
    greeting: `Hei ${d.firstName},`,
    lead: `Bruk denne lenken innen ${f.count(d.minutes, minutes)} for å velge et nytt passord. Lenken virker én gang.`,
    action: 'Velg et nytt passord',
    closing:
      'Hvis du ikke har bedt om dette, kan du se bort fra denne e-posten: passordet ditt forblir uendret.',
  }),
  'email-change': (d, f) => ({
    subject: 'Bekreft den nye e-postadressen din',
    greeting: `Hei ${d.firstName},`,
    lead: `Åpne denne lenken innen ${f.count(d.hours, hours)} for å bruke denne adressen for kontoen din.`,
    action: 'Bekreft adressen',
    closing: 'Hvis du ikke har bedt om dette, kan du se bort fra denne e-posten: ingenting endres.',
  }),
  'campaign-registration': (d, f) => ({
    subject: `Bekreft påmeldingen din: ${d.campaign}`,
    greeting: `Hei ${d.firstName},`,
    lead: `Bekreft påmeldingen din til kampanjen «${d.campaign}» innen ${f.count(d.hours, hours)}. Fordelen vises deretter når du bestiller et abonnement.`,
    action: 'Bekreft påmeldingen',
    closing: 'Hvis du ikke har bedt om dette, kan du se bort fra denne e-posten: du blir ikke påmeldt.',
  }),
  welcome: (d) => ({
    subject: 'Velkommen: kontoen din er klar',
    greeting: `Hei ${d.firstName},`,
    lead: 'Kontoen din er klar. Der kan du se og administrere bestillingene dine.',
    action: 'Åpne kontoen min',
    closing: 'Hvis du ikke har opprettet denne kontoen, kan du svare på denne e-posten, så sletter vi den.',
  }),
  'booking-confirmed': (d, f) => ({
    subject: `Din reservasjon ${d.number} er bekreftet`,
    greeting: `Hei ${d.firstName},`,
    lead: `Din reservasjon ${d.number} av en ${d.model} eller lignende er bekreftet.`,
    facts: [
      `Henting: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Innlevering: ${d.return.branch}, ${f.when(d.return.at)}`,
      `Totalt: ${f.money(d.total)}`,
    ],
    more: {
      text: 'Spar tid ved skranken: sjekk inn på nett før hentingen med førerkortet, identitetsdokumentet og et kort for depositumet.',
      action: 'Sjekk inn på nett',
      link: d.checkInLink,
    },
    action: 'Se bestillingen min',
    closing: 'Der kan du endre datoene eller avbestille. God tur!',
  }),
  'booking-changed': (d, f) => ({
    subject: `Din reservasjon ${d.number} har nye datoer`,
    greeting: `Hei ${d.firstName},`,
    lead: `Din reservasjon ${d.number} har nye datoer.`,
    facts: [
      `Henting: ${f.when(d.pickupAt)}`,
      `Innlevering: ${f.when(d.returnAt)}`,
      `Ny totalpris: ${f.money(d.total)}`,
    ],
    action: 'Se bestillingen min',
    closing: 'Hvis du ikke har gjort denne endringen selv, ber vi deg kontakte oss umiddelbart.',
  }),
  'booking-cancelled': (d, f) => ({
    subject: `Din reservasjon ${d.number} er avbestilt`,
    greeting: `Hei ${d.firstName},`,
    lead: `Din reservasjon ${d.number} er avbestilt.`,
    facts: [d.fee.amountMinor > 0 ? `Avbestillingsgebyr: ${f.money(d.fee)}` : 'Avbestillingen var gratis.'],
    action: 'Se bestillingen min',
    closing: 'Vi håper å se deg igjen snart.',
  }),
  'business-application': (d) => ({
    subject: `Vi har mottatt søknaden fra ${d.company}`,
    greeting: `Hei ${d.firstName},`,
    lead:
      d.kind === 'agency'
        ? `takk for at du registrerte ${d.company} som reisebyrå. Vi kontrollerer byråkoden og provisjonskontoen, som regel innen to virkedager, og skriver deretter til deg med avgjørelsen vår.`
        : `takk for søknaden om en bedriftskonto for ${d.company}. Vi kontrollerer organisasjonsnummeret og opplysningene, som regel innen to virkedager, og skriver deretter til deg med avgjørelsen vår.`,
    action: 'Se søknaden',
    closing: 'Inntil da kan du bestille som vanlig med den private kontoen din.',
  }),
  'business-decision': (d, f) => ({
    subject:
      d.decision === 'approved'
        ? `${d.company} er godkjent for bedriftsbestillinger`
        : `Søknaden for ${d.company} ble ikke godkjent`,
    greeting: `Hei ${d.firstName},`,
    lead:
      d.decision === 'approved'
        ? d.kind === 'agency'
          ? `${d.company} er godkjent som reisebyrå. Du kan nå bestille for kundene dine; provisjonen din er ${f.count(d.percent ?? 0, percent)}.`
          : `${d.company} er godkjent. Bestillinger for bedriften får ${f.count(d.percent ?? 0, percent)} rabatt og betales mot faktura. Du kan nå invitere de reisende.`
        : `vi kunne dessverre ikke godkjenne søknaden fra ${d.company}.${d.reason ? ` Begrunnelse: ${d.reason}` : ''}`,
    action: d.decision === 'approved' ? 'Åpne bedriftskontoen' : 'Se søknaden',
    closing:
      d.decision === 'approved'
        ? 'Takk for at du velger oss til forretningsreisene dine.'
        : 'Har du spørsmål eller nye dokumenter, svar på denne e-posten.',
  }),
  'business-invitation': (d, f) => ({
    subject: `${d.firstName} inviterer deg til å bestille med ${d.company}`,
    greeting: `Hei, ${d.firstName} har invitert deg til bedriftskontoen til ${d.company}.`,
    lead: `som reisende for ${d.company} bestiller du leiebil til bedriftspris, betalt mot faktura. Godta invitasjonen innen ${f.count(d.days, days)}; lenken virker én gang.`,
    action: 'Godta invitasjonen',
    closing: 'Hvis du ikke kjenner denne bedriften, kan du se bort fra denne e-posten.',
  }),
  'payment-link': (d, f) => ({
    subject: `Betalingsforespørsel: ${d.description}`,
    greeting: d.firstName ? `Hei ${d.firstName},` : `Hei,`,
    lead: d.number
      ? `betal ${f.money(d.amount)} for reservasjonen din ${d.number} via denne sikre lenken.`
      : `betal ${f.money(d.amount)} for «${d.description}» via denne sikre lenken.`,
    facts: [`Beløp: ${f.money(d.amount)}`, `Gyldig til: ${f.when(d.expiresAt)} (UTC)`],
    action: 'Betal nå',
    closing:
      'Du oppgir kortet på betalingsleverandørens side; vi ser aldri kortnummeret. Hvis du ikke ventet denne forespørselen, kan du se bort fra e-posten.',
  }),
  'payment-renewal': (d, f) => ({
    subject: `Kortet ditt kunne ikke belastes: ${d.description}`,
    greeting: `Hei ${d.firstName},`,
    lead: `vi kunne ikke belaste kortet ditt for «${d.description}». Forny kortet og betal beløpet.`,
    facts: [`Beløp: ${f.money(d.amount)}`, `Årsak: ${paymentReasons[d.reason] ?? paymentReasons.declined}`],
    action: 'Forny kortet og betal',
    closing: 'Det nye kortet brukes til de neste belastningene i denne avtalen.',
  }),
  'check-in-completed': (d, f) => ({
    subject: `Innsjekket: hentekoden din for reservasjon ${d.number}`,
    greeting: `Hei ${d.firstName},`,
    lead: `Innsjekkingen din på nett for reservasjon ${d.number} er fullført. Vis hentekoden ${d.code} ved skranken, som tekst eller som QR-kode på innsjekkingssiden.`,
    facts: [
      `Henting: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Hentekode: ${d.code}`,
      'Ta med originalen av førerkortet og identitetsdokumentet du sjekket inn med.',
      d.depositAtPickup
        ? `Depositum: ${f.money(d.deposit)}, betales med kort ved skranken`
        : `Depositum: ${f.money(d.deposit)}, reservert på kortet ditt og frigitt etter innleveringen`,
    ],
    action: 'Vis hentekoden min',
    closing: 'Vi sees ved skranken. God tur!',
  }),
  // Issue 22: the return with the app (invoice issued) and a reported damage assessed by the branch.
  'vehicle-returned': (d, f) => ({
    subject: `Leien din ${d.number} er levert inn: fakturaen din`,
    greeting: `Hei ${d.firstName},`,
    lead: `Takk for at du leverte bilen med appen. Leien din ${d.number} er avsluttet, og fakturaen ligger klar på kontoen din.`,
    facts: [
      `Faktura: ${d.invoiceNumber}`,
      `Totalt: ${f.money(d.total)}`,
      d.refuel
        ? `Fylling eller lading: ${f.money(d.refuel)}`
        : 'Ingen drivstoffavgift: bilen kom like full tilbake som den dro.',
      d.deposit === 'released'
        ? 'Depositumet ditt er frigitt.'
        : d.deposit === 'held'
          ? 'Depositumet ditt forblir reservert til skaden du meldte er avsluttet.'
          : 'Det var ikke reservert noe depositum på kortet ditt.',
    ],
    action: 'Se fakturaen',
    closing: 'Takk for at du leide hos oss.',
  }),
  'damage-assessed': (d, f) => ({
    subject: `Skaden du meldte i leien ${d.number}, er vurdert`,
    greeting: `Hei ${d.firstName},`,
    lead: `Vi har vurdert skaden du meldte i leien ${d.number} («${d.description}»).`,
    facts: [`Kostnad: ${f.money(d.cost)}`, `Forklaring: ${d.explanation}`],
    action: 'Se skadesaken',
    closing:
      'Kostnaden trekkes fra depositumet når saken avsluttes; det som overstiger depositumet, ber vi om via en betalingslenke.',
  }),
};
