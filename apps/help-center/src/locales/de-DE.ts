// The help center's strings in German (Germany); de-CH derives from it.
import type { HelpStrings } from './en-US.ts';

export const deDE: HelpStrings = {
  region: 'Hilfe-Center',
  home: {
    title: 'Hilfe-Center',
    rideTitle: 'Ride Hilfe-Center',
    intro: 'Durchsuchen Sie unsere Antworten oder wählen Sie ein Thema.',
    bookingTypes: 'Wobei können wir helfen?',
    categories: 'Themen',
    featured: 'Beliebte Artikel',
    articles_one: '{{count}} Artikel',
    articles_other: '{{count}} Artikel',
  },
  bookingType: {
    rent: 'Auto- und Transportermiete',
    ride: 'Fahrten',
    share: 'Carsharing',
    subscription: 'Auto-Abo',
  },
  search: {
    label: 'Hilfe-Center durchsuchen',
    placeholder: 'z. B. Buchung ändern',
    submit: 'Suchen',
    tooShort: 'Geben Sie mindestens 3 Zeichen ein, um passende Ergebnisse zu sehen.',
    tooLong: 'Die Suche darf höchstens 100 Zeichen lang sein.',
    title: 'Suchergebnisse',
    resultsFor_one: '{{count}} Artikel zu „{{query}}“',
    resultsFor_other: '{{count}} Artikel zu „{{query}}“',
    noArticles: 'Keine Artikel gefunden',
    noArticlesHint: 'Versuchen Sie andere Wörter, stöbern Sie in den Themen unten oder schreiben Sie uns.',
  },
  nav: {
    breadcrumb: 'Sie sind hier',
    home: 'Hilfe-Center',
    back: 'Zurück zum Hilfe-Center',
  },
  section: {
    articlesIn: 'Artikel in {{section}}',
  },
  article: {
    helpfulQuestion: 'War dieser Artikel hilfreich?',
    yes: 'Ja',
    no: 'Nein',
    sending: 'Ihre Bewertung wird gesendet …',
    thanks: 'Vielen Dank für Ihr Feedback.',
    thanksNotHelpful:
      'Vielen Dank für Ihr Feedback. Schade, dass dieser Artikel Ihre Frage nicht beantwortet hat.',
    voteFailed: 'Ihre Bewertung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
    stillNeedHelp: 'Brauchen Sie weitere Hilfe?',
    related: 'Mehr zu {{section}}',
  },
  contact: {
    title: 'Kontakt',
    cta: 'Kontakt aufnehmen',
    intro: 'Schildern Sie uns Ihr Anliegen, wir melden uns bei Ihnen.',
    required: 'Mit * markierte Felder sind Pflichtfelder.',
    topic: 'Thema',
    chooseTopic: 'Thema wählen',
    name: 'Name',
    phone: 'Telefonnummer',
    phoneHint: 'Ihre Nummer ohne Ländervorwahl, z. B. 30 1234567. Wir ergänzen {{prefix}}.',
    email: 'E-Mail (optional)',
    message: 'Ihre Nachricht',
    messageHint: 'Höchstens 2000 Zeichen.',
    agreement: 'Mietvertragsnummer (optional)',
    agreementHint: '9 oder 10 Ziffern, steht auf Ihrem Mietvertrag.',
    reservation: 'Buchungs- oder Reservierungsnummer (optional)',
    reservationHint: '6 bis 16 Buchstaben oder Ziffern, steht in Ihrer Bestätigungs-E-Mail.',
    send: 'Nachricht senden',
    sending: 'Wird gesendet …',
    errorSummary_one: 'Bitte korrigieren Sie 1 Feld:',
    errorSummary_other: 'Bitte korrigieren Sie {{count}} Felder:',
    sendFailed: 'Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
    topics: {
      booking: 'Meine Buchung',
      payment: 'Zahlung',
      invoice: 'Rechnung',
      damage: 'Schaden oder Unfall',
      account: 'Mein Konto',
      'lost-and-found': 'Fundsachen',
      ride: 'Eine Fahrt',
      'lost-item': 'Verlorener Gegenstand',
      'driver-feedback': 'Feedback zu einem Fahrer',
      other: 'Etwas anderes',
    },
    problems: {
      topicRequired: 'Wählen Sie ein Thema.',
      required: 'Dieses Feld ist ein Pflichtfeld und darf nicht leer sein.',
      nameTooLong: 'Der Name darf höchstens 100 Zeichen lang sein.',
      phoneInvalid: 'Bitte geben Sie eine gültige Telefonnummer ein, nur Ziffern, z. B. 30 1234567.',
      emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      messageTooLong: 'Die Nachricht darf höchstens 2000 Zeichen lang sein.',
      agreementInvalid: 'Eine Mietvertragsnummer hat 9 oder 10 Ziffern.',
      reservationInvalid: 'Eine Reservierungsnummer hat 6 bis 16 Buchstaben oder Ziffern.',
    },
  },
  sent: {
    title: 'Vielen Dank für Ihre Nachricht',
    body: 'Wir haben Ihre Nachricht erhalten und melden uns so bald wie möglich.',
    reference: 'Ihre Referenz',
    receivedAt: 'Eingegangen',
    phone: 'Wir rufen Sie an unter',
    backHome: 'Zurück zum Hilfe-Center',
  },
  faq: {
    title_ride: 'Ride FAQ',
    title_share: 'Carsharing FAQ',
    title_subscription: 'Auto-Abo FAQ',
    intro: 'Antworten auf die häufigsten Fragen.',
    empty: 'Hier gibt es noch keine Fragen.',
    more: 'Zum Hilfe-Center',
  },
  status: {
    loading: 'Wird geladen …',
    offline:
      'Das Hilfe-Center ist gerade nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    server: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.',
    notFound: 'Diese Seite des Hilfe-Centers gibt es nicht oder sie wurde entfernt.',
    retry: 'Erneut versuchen',
  },
};

/** Swiss Standard German writes ss for ß. */
function swiss<T>(value: T): T {
  if (typeof value === 'string') return value.replaceAll('ß', 'ss') as T;
  return Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, swiss(v)])) as T;
}

export const deCH: HelpStrings = swiss(deDE);
