// The mails in German.
import type { MailCopy } from '../types.ts';

const minutes = { one: '# Minute', other: '# Minuten' };
const hours = { one: '# Stunde', other: '# Stunden' };

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
};
