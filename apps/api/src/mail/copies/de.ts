// The mails in German.
import type { MailCopy } from '../types.ts';

const minutes = { one: '# Minute', other: '# Minuten' };
const hours = { one: '# Stunde', other: '# Stunden' };

const days = { one: '# Tag', other: '# Tagen' };
const percent = { other: '# %' };

const paymentReasons: Record<string, string> = {
  declined: 'die Karte wurde abgelehnt',
  insufficient_funds: 'keine ausreichende Deckung',
  expired_card: 'die Karte ist abgelaufen',
  authentication_failed: 'die Sicherheitsprüfung der Karte ist fehlgeschlagen',
  cancelled: 'die Zahlung wurde abgebrochen',
  expired: 'die Zahlung ist abgelaufen',
};

export const de: MailCopy = {
  direction: 'ltr',
  'password-reset': (d, f) => ({
    subject: 'Passwort zurücksetzen',
    greeting: `Hallo ${d.firstName},`,
    lead: `mit diesem Link können Sie innerhalb von ${f.count(d.minutes, minutes)} ein neues Passwort wählen. Er gilt nur einmal.`,
    action: 'Neues Passwort wählen',
    closing:
      'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  }),
  'email-change': (d, f) => ({
    subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
    greeting: `Hallo ${d.firstName},`,
    lead: `öffnen Sie diesen Link innerhalb von ${f.count(d.hours, hours)}, um diese Adresse für Ihr Konto zu verwenden.`,
    action: 'Adresse bestätigen',
    closing: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Es ändert sich nichts.',
  }),
  'campaign-registration': (d, f) => ({
    subject: `Bestätigen Sie Ihre Anmeldung: ${d.campaign}`,
    greeting: `Hallo ${d.firstName},`,
    lead: `bitte bestätigen Sie Ihre Anmeldung für die Aktion „${d.campaign}“ innerhalb von ${f.count(d.hours, hours)}. Der Vorteil erscheint dann, wenn Sie ein Abo bestellen.`,
    action: 'Anmeldung bestätigen',
    closing:
      'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Sie werden nicht angemeldet.',
  }),
  welcome: (d) => ({
    subject: 'Willkommen: Ihr Konto ist eingerichtet',
    greeting: `Hallo ${d.firstName},`,
    lead: 'Ihr Konto ist eingerichtet. In Ihrem Konto sehen und verwalten Sie Ihre Buchungen.',
    action: 'Mein Konto öffnen',
    closing:
      'Wenn Sie dieses Konto nicht angelegt haben, antworten Sie auf diese E-Mail, und wir löschen es.',
  }),
  'booking-confirmed': (d, f) => ({
    subject: `Ihre Reservierung ${d.number} ist bestätigt`,
    greeting: `Hallo ${d.firstName},`,
    lead: `Ihre Reservierung ${d.number} für einen ${d.model} oder ähnlich ist bestätigt.`,
    facts: [
      `Abholung: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Rückgabe: ${d.return.branch}, ${f.when(d.return.at)}`,
      `Gesamtpreis: ${f.money(d.total)}`,
    ],
    more: {
      text: 'Sparen Sie Zeit am Schalter: Checken Sie vor der Abholung online ein, mit Führerschein, Ausweisdokument und einer Karte für die Kaution.',
      action: 'Online einchecken',
      link: d.checkInLink,
    },
    action: 'Buchung ansehen',
    closing: 'Dort können Sie die Termine ändern oder die Buchung stornieren. Gute Fahrt!',
  }),
  'booking-changed': (d, f) => ({
    subject: `Ihre Reservierung ${d.number} hat neue Termine`,
    greeting: `Hallo ${d.firstName},`,
    lead: `Ihre Reservierung ${d.number} hat neue Termine.`,
    facts: [
      `Abholung: ${f.when(d.pickupAt)}`,
      `Rückgabe: ${f.when(d.returnAt)}`,
      `Neuer Gesamtpreis: ${f.money(d.total)}`,
    ],
    action: 'Buchung ansehen',
    closing: 'Wenn Sie das nicht geändert haben, wenden Sie sich bitte sofort an uns.',
  }),
  'booking-cancelled': (d, f) => ({
    subject: `Ihre Reservierung ${d.number} ist storniert`,
    greeting: `Hallo ${d.firstName},`,
    lead: `Ihre Reservierung ${d.number} ist storniert.`,
    facts: [d.fee.amountMinor > 0 ? `Stornogebühr: ${f.money(d.fee)}` : 'Die Stornierung war kostenlos.'],
    action: 'Buchung ansehen',
    closing: 'Wir freuen uns, Sie bald wieder begrüßen zu dürfen.',
  }),
  'business-application': (d) => ({
    subject: `Wir haben den Antrag von ${d.company} erhalten`,
    greeting: `Hallo ${d.firstName},`,
    lead:
      d.kind === 'agency'
        ? `vielen Dank, dass Sie ${d.company} als Reisebüro registriert haben. Wir prüfen den Agenturcode und das Provisionskonto, meist innerhalb von zwei Werktagen, und schreiben Ihnen dann unsere Entscheidung.`
        : `vielen Dank für Ihren Antrag auf ein Geschäftskonto für ${d.company}. Wir prüfen die Registernummer und die Angaben, meist innerhalb von zwei Werktagen, und schreiben Ihnen dann unsere Entscheidung.`,
    action: 'Antrag ansehen',
    closing: 'Bis dahin können Sie wie gewohnt mit Ihrem privaten Konto buchen.',
  }),
  'business-decision': (d, f) => ({
    subject:
      d.decision === 'approved'
        ? `${d.company} ist für Geschäftsbuchungen freigeschaltet`
        : `Ihr Antrag für ${d.company} wurde nicht angenommen`,
    greeting: `Hallo ${d.firstName},`,
    lead:
      d.decision === 'approved'
        ? d.kind === 'agency'
          ? `${d.company} ist als Reisebüro freigeschaltet. Sie können jetzt für Ihre Kunden buchen; Ihre Provision beträgt ${f.count(d.percent ?? 0, percent)}.`
          : `${d.company} ist freigeschaltet. Buchungen für das Unternehmen erhalten ${f.count(d.percent ?? 0, percent)} Rabatt und werden per Rechnung bezahlt. Sie können jetzt Ihre Reisenden einladen.`
        : `wir konnten den Antrag von ${d.company} leider nicht annehmen.${d.reason ? ` Grund: ${d.reason}` : ''}`,
    action: d.decision === 'approved' ? 'Geschäftskonto öffnen' : 'Antrag ansehen',
    closing:
      d.decision === 'approved'
        ? 'Vielen Dank, dass Sie uns für Ihre Geschäftsreisen gewählt haben.'
        : 'Bei Fragen oder neuen Unterlagen antworten Sie einfach auf diese E-Mail.',
  }),
  'business-invitation': (d, f) => ({
    subject: `${d.firstName} lädt Sie ein, mit ${d.company} zu buchen`,
    greeting: `Hallo, ${d.firstName} hat Sie zum Geschäftskonto von ${d.company} eingeladen.`,
    lead: `Als Reisende oder Reisender von ${d.company} buchen Sie Mietwagen zum Firmentarif, bezahlt per Rechnung. Nehmen Sie die Einladung innerhalb von ${f.count(d.days, days)} an; der Link gilt nur einmal.`,
    action: 'Einladung annehmen',
    closing: 'Wenn Sie dieses Unternehmen nicht kennen, ignorieren Sie diese E-Mail.',
  }),
  'payment-link': (d, f) => ({
    subject: `Zahlungsaufforderung: ${d.description}`,
    greeting: d.firstName ? `Hallo ${d.firstName},` : `Guten Tag,`,
    lead: d.number
      ? `bitte bezahlen Sie ${f.money(d.amount)} für Ihre Reservierung ${d.number} über diesen sicheren Link.`
      : `bitte bezahlen Sie ${f.money(d.amount)} für „${d.description}“ über diesen sicheren Link.`,
    facts: [`Betrag: ${f.money(d.amount)}`, `Gültig bis: ${f.when(d.expiresAt)} (UTC)`],
    action: 'Jetzt bezahlen',
    closing:
      'Sie geben Ihre Karte auf der Seite unseres Zahlungsdienstleisters ein; die Kartennummer sehen wir nie. Wenn Sie diese Aufforderung nicht erwartet haben, ignorieren Sie diese E-Mail.',
  }),
  'payment-renewal': (d, f) => ({
    subject: `Ihre Karte konnte nicht belastet werden: ${d.description}`,
    greeting: `Hallo ${d.firstName},`,
    lead: `wir konnten Ihre Karte für „${d.description}“ nicht belasten. Bitte erneuern Sie Ihre Karte und bezahlen Sie den Betrag.`,
    facts: [`Betrag: ${f.money(d.amount)}`, `Grund: ${paymentReasons[d.reason] ?? paymentReasons.declined}`],
    action: 'Karte erneuern und bezahlen',
    closing: 'Die neue Karte wird für die nächsten Belastungen dieses Vertrags verwendet.',
  }),
  'check-in-completed': (d, f) => ({
    subject: `Eingecheckt: Ihr Abholcode für die Reservierung ${d.number}`,
    greeting: `Hallo ${d.firstName},`,
    lead: `Ihr Online-Check-in für die Reservierung ${d.number} ist abgeschlossen. Zeigen Sie am Schalter den Abholcode ${d.code}, als Text oder als QR-Code auf der Check-in-Seite.`,
    facts: [
      `Abholung: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Abholcode: ${d.code}`,
      'Bringen Sie den Führerschein und das Ausweisdokument im Original mit, mit denen Sie eingecheckt haben.',
      d.depositAtPickup
        ? `Kaution: ${f.money(d.deposit)}, wird am Schalter per Karte hinterlegt`
        : `Kaution: ${f.money(d.deposit)}, auf Ihrer Karte vorgemerkt und nach der Rückgabe freigegeben`,
    ],
    action: 'Meinen Abholcode zeigen',
    closing: 'Bis bald am Schalter. Gute Fahrt!',
  }),
  // Issue 22: the return with the app (invoice issued) and a reported damage assessed by the branch.
  'vehicle-returned': (d, f) => ({
    subject: `Ihre Miete ${d.number} ist zurückgegeben: Ihre Rechnung`,
    greeting: `Hallo ${d.firstName},`,
    lead: `Danke, dass Sie das Auto mit der App zurückgegeben haben. Ihre Miete ${d.number} ist abgeschlossen, die Rechnung steht in Ihrem Konto bereit.`,
    facts: [
      `Rechnung: ${d.invoiceNumber}`,
      `Gesamtbetrag: ${f.money(d.total)}`,
      d.refuel
        ? `Betankung oder Aufladen: ${f.money(d.refuel)}`
        : 'Keine Tankgebühr: Das Auto kam so voll zurück, wie es abgeholt wurde.',
      d.deposit === 'released'
        ? 'Ihre Kaution ist freigegeben.'
        : d.deposit === 'held'
          ? 'Ihre Kaution bleibt reserviert, bis der von Ihnen gemeldete Schaden abgeschlossen ist.'
          : 'Auf Ihrer Karte war keine Kaution reserviert.',
    ],
    action: 'Rechnung ansehen',
    closing: 'Vielen Dank, dass Sie bei uns gemietet haben.',
  }),
  'damage-assessed': (d, f) => ({
    subject: `Der gemeldete Schaden aus Ihrer Miete ${d.number} ist bewertet`,
    greeting: `Hallo ${d.firstName},`,
    lead: `Wir haben den Schaden bewertet, den Sie in Ihrer Miete ${d.number} gemeldet haben („${d.description}“).`,
    facts: [`Kosten: ${f.money(d.cost)}`, `Begründung: ${d.explanation}`],
    action: 'Schadensfall ansehen',
    closing:
      'Die Kosten werden beim Abschluss des Falls von Ihrer Kaution einbehalten; einen Betrag über der Kaution fordern wir mit einem Zahlungslink an.',
  }),
};
