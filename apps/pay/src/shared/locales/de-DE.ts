// The pay namespace in de-DE.
import type { PayStrings } from './en-US.ts';

const strings: PayStrings = {
  loading: 'Wird geladen …',
  checking: 'Wir prüfen Ihre Zahlung …',
  unavailable:
    'Unser Zahlungsdienst ist gerade nicht erreichbar. Es wurde nichts abgebucht. Bitte versuchen Sie es gleich noch einmal.',
  checkFailed:
    'Wir können Ihre Zahlung gerade nicht prüfen. Bitte versuchen Sie es gleich noch einmal, bevor Sie erneut bezahlen.',
  retry: 'Erneut versuchen',
  leaving: 'Sie werden zur sicheren Zahlungsseite weitergeleitet …',
  refusedFallback: 'Die Zahlung wurde nicht abgeschlossen. Es wurde nichts abgebucht.',
  secure:
    'Ihre Karte geben Sie auf der sicheren Seite unseres Zahlungsanbieters ein. Wir sehen und speichern Ihre Kartennummer nie.',
  contact: 'Fragen zu einer Zahlung? Kontaktieren Sie uns:',
  link: {
    openTitle: 'Ihre Zahlung',
    what: 'Wofür Sie zahlen',
    booking: 'Buchungsnummer',
    car: 'Fahrzeug',
    pickup: 'Abholung',
    return: 'Rückgabe',
    place: '{{branch}}, {{date}}',
    amount: 'Betrag',
    expires: 'Bitte zahlen Sie bis {{date}}.',
    pay: '{{amount}} bezahlen',
    paidTitle: 'Bezahlt, vielen Dank',
    paidText:
      'Wir haben Ihre Zahlung über {{amount}} erhalten. Sie müssen nichts weiter tun und können diese Seite schließen.',
    paidTextNoAmount:
      'Wir haben Ihre Zahlung erhalten. Sie müssen nichts weiter tun und können diese Seite schließen.',
    expiredTitle: 'Dieser Zahlungslink ist abgelaufen',
    expiredText:
      'Es wurde nichts abgebucht. Wenn Sie noch zahlen müssen, kontaktieren Sie uns bitte für einen neuen Link.',
    cancelledTitle: 'Dieser Zahlungslink wurde storniert',
    cancelledText: 'Über diesen Link ist nichts mehr zu zahlen, und es wurde nichts abgebucht.',
    notFoundTitle: 'Wir finden diesen Zahlungslink nicht',
    notFoundText:
      'Bitte öffnen Sie den vollständigen Link aus Ihrer E-Mail noch einmal. Klappt es dann immer noch nicht, kontaktieren Sie uns.',
    refusedTitle: 'Ihre Zahlung ist nicht durchgegangen',
    pendingTitle: 'Ihre Zahlung wird noch bearbeitet',
    pendingText: 'Das dauert meist nur einen Moment. Bitte prüfen Sie gleich noch einmal.',
    checkAgain: 'Erneut prüfen',
  },
  renewal: {
    signInTitle: 'Bitte melden Sie sich an',
    signInText:
      'Melden Sie sich an, um Ihre offenen Zahlungen zu sehen und sie mit einer neuen Karte zu bezahlen.',
    signIn: 'Anmelden',
    none: 'Nichts zu erneuern: Alle Ihre Zahlungen sind auf dem aktuellen Stand.',
    amount: 'Betrag',
    reason: 'Warum die letzte Abbuchung fehlschlug',
    attempts: 'Bisherige Versuche: {{attempts}}',
    renew: 'Karte erneuern und {{amount}} bezahlen',
    paidOn: 'Bezahlt am {{date}}',
    openTitle: 'Offene Zahlungen',
    paidListTitle: 'Kürzlich bezahlt',
    paidTitle: 'Bezahlt, vielen Dank',
    paidText: 'Ihre neue Karte ist gespeichert und wird für Ihre nächsten Zahlungen verwendet.',
    refusedTitle: 'Ihre Zahlung ist nicht durchgegangen',
  },
};

export default strings;
