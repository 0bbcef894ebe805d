// The API's messages in German (issue 19), translated from en.ts; every `{parameter}` kept.
import type { MessageTable } from './en.ts';

export const de: MessageTable = {
  // Validation: spec §5/§8 and the global zod messages (src/validation.ts).
  required: 'Dieses Feld ist ein Pflichtfeld und darf nicht leer sein.',
  requiredFields: 'Bitte füllen Sie die Pflichtfelder aus.',
  passwordRequired: 'Bitte geben Sie ein Passwort ein.',
  invalidRequest: 'Ungültige Anfrage.',
  expectedObject: 'Erwartet wird ein Objekt.',
  expectedList: 'Erwartet wird eine Liste.',
  expectedType: 'Erwartet wird ein Wert vom Typ {type}.',
  minLength: 'Geben Sie mindestens {min} Zeichen ein.',
  maxLength: 'Darf höchstens {max} Zeichen lang sein.',
  minItems: 'Wählen Sie mindestens {min} aus.',
  maxItems: 'Wählen Sie höchstens {max} aus.',
  minValue: 'Muss mindestens {min} sein.',
  maxValue: 'Darf höchstens {max} sein.',
  oneOf: 'Muss einer der folgenden Werte sein: {values}.',
  invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  invalidFormat: 'Das Format ist ungültig.',
  reservationNumber: 'Eine Reservierungsnummer hat 10 Ziffern.',
  // Query and path parameters (the API's own names stay as they are).
  countryCode: 'countryCode muss ein zweistelliger Ländercode wie DE sein',
  locale: 'locale muss ein Sprach- und Ländercode wie de-DE sein',
  expectedNumber: 'Erwartet wird eine Zahl',
  expectedWholeNumber: 'Erwartet wird eine ganze Zahl',
  expectedPositiveNumber: 'Erwartet wird eine positive Zahl',
  numberTooLarge: 'Die Zahl ist zu groß',
  listValues: 'Erlaubte Werte für {label}: {values}',
  listTooLong: 'Wählen Sie höchstens {max} Werte für {label}.',
  parameterOneOf: '{label} muss einer der folgenden Werte sein: {values}',
  vehicleType: 'vehicleType muss car, van oder truck sein',
  activityType: 'type muss cancel sein',
  transmission: 'transmission muss automatic oder manual sein',
  trueOrFalse: '{label} muss true oder false sein',
  branchIds: 'branchIds darf nur Zahlen enthalten',
  helpId: 'Erwartet wird eine ID wie change-booking',
  offerIdFormat: 'Unbekanntes Format der Angebots-ID.',
  campaignIdFormat: 'Unbekanntes Format der Aktions-ID.',
  latLng: 'Geben Sie sowohl lat als auch lng an oder keinen der beiden Werte.',
  groupCode: 'Ein Gruppencode hat vier Buchstaben, z. B. CDMR.',
  unknownCountry: 'Im Land „{countryCode}“ sind wir nicht vertreten.',
  // Requests the API refuses as a whole (src/app.ts).
  malformedAddress: 'Die Adresse der Anfrage ist fehlerhaft oder zu lang.',
  malformedRequest: 'Die Anfrage ist fehlerhaft.',
  requestFailed: 'Die Anfrage konnte nicht verarbeitet werden.',
  unsupportedMediaType: 'Senden Sie den Inhalt der Anfrage als application/json.',
  bodyTooLarge: 'Der Inhalt der Anfrage ist zu groß.',
  emptyBody: 'Der Inhalt der Anfrage ist leer. Senden Sie ein JSON-Objekt.',
  invalidJson: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  nulCharacter: 'Die Anfrage enthält ein unzulässiges Zeichen (NUL).',
  invalidUnicode: 'Die Anfrage enthält Text, der kein gültiges Unicode ist.',
  crossOrigin:
    'Diese Anfrage kam von einer fremden Website und wurde abgelehnt. Bitte nutzen Sie dafür unsere Website.',
  routeNotFound: '{method} {path} gibt es in dieser API nicht.',
  serverError: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.',
  databaseUnavailable: 'Die Datenbank antwortet nicht. Bitte versuchen Sie es in Kürze erneut.',
  restarting: 'Dieser Server wird gerade neu gestartet. Bitte versuchen Sie es gleich noch einmal.',
  shuttingDown: 'Diese Instanz wird heruntergefahren.',
  tooManyRequests: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
  tooManyAttempts: 'Zu viele Versuche. Bitte warten Sie {duration} und versuchen Sie es dann erneut.',
  // Sign-up, sign-in and passwords (routes/users.ts, password-policy.ts, recent-sign-in.ts).
  firstNameMax: 'Der Vorname darf höchstens 50 Zeichen lang sein.',
  lastNameMax: 'Der Nachname darf höchstens 50 Zeichen lang sein.',
  passwordMin: 'Ihr Passwort muss mindestens 8 Zeichen lang sein.',
  passwordMax: 'Ihr Passwort darf höchstens 50 Zeichen lang sein.',
  passwordWhitespace: 'Ihr Passwort darf nicht mit einem Leerzeichen beginnen oder enden.',
  passwordCommon: 'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.',
  passwordPersonal: 'Ihr Passwort darf weder Ihre E-Mail-Adresse noch Ihren Namen enthalten.',
  emailExists:
    'Diese E-Mail-Adresse ist bereits registriert. Melden Sie sich an oder ergänzen Sie Ihr Profil in der App.',
  loginFailed: 'Die E-Mail-Adresse oder das Passwort ist falsch.',
  notSignedIn: 'Bitte melden Sie sich an, um fortzufahren.',
  resetInvalid:
    'Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  currentPasswordWrong: 'Ihr aktuelles Passwort ist nicht korrekt.',
  signInAgain: 'Melden Sie sich zu Ihrer Sicherheit zuerst erneut an.',
  signInAgainWith: 'Melden Sie sich zu Ihrer Sicherheit zuerst erneut mit {provider} an.',
  // Account settings and profile (routes/account.ts).
  emailChangeInvalid:
    'Dieser Bestätigungslink ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  sameEmail: 'Das ist bereits Ihre E-Mail-Adresse.',
  phoneWithPrefix: 'Bitte geben Sie eine Telefonnummer mit Ländervorwahl ein, z. B. +49 30 1234567.',
  phonePrefixUnknown: 'Diese Ländervorwahl gehört zu keinem Land, in dem wir vertreten sind.',
  issuingCountry: 'Wählen Sie das Ausstellungsland.',
  country: 'Wählen Sie ein Land.',
  isoDate: 'Geben Sie das Datum als YYYY-MM-DD ein.',
  expiryAfterIssue: 'Das Ablaufdatum muss nach dem Ausstellungsdatum liegen.',
  issueInFuture: 'Das Ausstellungsdatum darf nicht in der Zukunft liegen.',
  postcode: 'Bitte geben Sie eine gültige Postleitzahl ein.',
  postcodeExample: 'Bitte geben Sie eine gültige Postleitzahl ein, z. B. {example}.',
  // Rental: search, offers, booking, cancellation (routes/rental.ts, routes/bookings.ts).
  pickupFormat: 'Geben Sie das Abholdatum als YYYY-MM-DDTHH:mm in der Ortszeit der Filiale ein.',
  returnFormat: 'Geben Sie das Rückgabedatum als YYYY-MM-DDTHH:mm in der Ortszeit der Filiale ein.',
  pickupNotReal: 'Das Abholdatum ist kein gültiges Datum.',
  returnNotReal: 'Das Rückgabedatum ist kein gültiges Datum.',
  pickupBefore: 'Das Abholdatum darf nicht vor dem {date} liegen.',
  pickupInFuture: 'Die Abholung muss in der Zukunft liegen.',
  returnAfterPickup: 'Die Rückgabe muss nach der Abholung liegen.',
  maxRentalDays: 'Eine Miete kann höchstens {days} Tage dauern.',
  crossBorderReturn: 'Das Fahrzeug muss im Land der Abholung zurückgegeben werden.',
  branchClosed: 'Die Filiale ist an diesem Tag geschlossen. Das Datum wurde zurückgesetzt.',
  branchClosedAtTime:
    'Die Filiale ist zu dieser Uhrzeit nicht geöffnet. Bitte wählen Sie eine andere Uhrzeit.',
  offerInvalid: 'Dieses Angebot ist ungültig. Bitte suchen Sie erneut.',
  offerGone: 'Dieses Angebot ist nicht mehr verfügbar. Bitte suchen Sie erneut.',
  unknownExtra: 'Unbekanntes Extra „{code}“.',
  unknownProtection: 'Unbekanntes Schutzpaket „{code}“.',
  birthDateFormat: 'Geben Sie das Geburtsdatum als YYYY-MM-DD ein.',
  birthDateReal: 'Geben Sie ein gültiges Geburtsdatum ein.',
  driverMinAge: 'Für dieses Fahrzeug muss der Fahrer mindestens {age} Jahre alt sein.',
  flightNumber: 'Geben Sie eine Flugnummer wie LH2024 ein.',
  idempotencyKeyMissing:
    'Senden Sie einen Idempotency-Key-Header, damit eine wiederholte Anfrage nicht doppelt bucht.',
  idempotencyKeyFormat: 'Der Idempotency-Key muss aus 8 bis 100 Buchstaben, Ziffern, - oder _ bestehen.',
  idempotencyKeyReused: 'Dieser Idempotency-Key wurde bereits für eine andere Buchung verwendet.',
  reservationNotFound: 'Wir konnten keine Reservierung mit dieser Nummer und diesem Nachnamen finden.',
  alreadyCancelled: 'Diese Reservierung ist bereits storniert.',
  notCancellable: 'Diese Buchung kann nicht mehr storniert werden.',
  notChangeable: 'Diese Buchung kann nicht mehr geändert werden.',
  cancellationFee:
    'Die Stornierung ist jetzt kostenpflichtig. Bitte prüfen Sie die Gebühr und bestätigen Sie die Stornierung.',
  feeChanged: 'Die Stornogebühr hat sich geändert. Bitte prüfen Sie sie und bestätigen Sie erneut.',
  priceChanged:
    'Der Preis für die neuen Termine hat sich geändert. Bitte prüfen Sie ihn und bestätigen Sie erneut.',
  sameDates: 'Wählen Sie Termine oder Uhrzeiten, die sich von der aktuellen Buchung unterscheiden.',
  notAvailable: 'Dieses Fahrzeug ist zu den neuen Terminen nicht verfügbar. Bitte wählen Sie andere Termine.',
  vehicleGroupNotFound: 'Die Fahrzeuggruppe {code} wird in diesem Land nicht vermietet.',
  noBranch: 'Keine Ergebnisse',
  // Help center (routes/help.ts).
  helpCategoryNotFound: 'Die Hilfekategorie „{id}“ gibt es nicht.',
  helpSectionNotFound: 'Den Hilfebereich „{id}“ gibt es nicht.',
  helpArticleNotFound: 'Den Hilfeartikel „{id}“ gibt es nicht.',
  helpSearchTooShort: 'Geben Sie mindestens 3 Zeichen ein, um passende Ergebnisse zu sehen',
  helpSearchTooLong: 'Die Suche darf höchstens 100 Zeichen lang sein',
  helpPhone: 'Bitte geben Sie eine gültige Telefonnummer ein, nur Ziffern, z. B. 30 1234567.',
  helpTopic: 'Wählen Sie ein Thema: {topics}.',
  agreementNumber: 'Eine Mietvertragsnummer hat 9 oder 10 Ziffern.',
  helpReservationNumber: 'Eine Reservierungsnummer hat 6 bis 16 Buchstaben oder Ziffern.',
  // Subscriptions and campaigns (routes/subscriptions.ts).
  driverAge18: 'Fahrer müssen mindestens 18 Jahre alt sein.',
  maxBranches: 'Wählen Sie höchstens {max} Filialen.',
  subscriptionOfferNotFound: 'Dieses Abo-Angebot gibt es in diesem Land nicht.',
  campaignError: 'Etwas ist schiefgelaufen',
  campaignNotFound: 'Diese Aktion gibt es nicht.',
  campaignEnded: 'Diese Aktion ist beendet.',
  confirmInvalid: 'Dieser Bestätigungslink ist ungültig oder abgelaufen. Bitte registrieren Sie sich erneut.',
  rideNotOffered: 'Fahrten werden in diesem Land nicht angeboten.',
  rideSamePlace: 'Wählen Sie ein anderes Ziel als den Abholort.',
  rideTooFar: 'Fahrten gehen bis {max} km. Bitte wählen Sie ein näheres Ziel.',
  rideAhead: 'Fahrten können bis zu {days} Tage im Voraus gebucht werden.',
  rideTimeFormat: 'Geben Sie die Abholzeit als YYYY-MM-DDTHH:mm ein.',
  rideRoom: 'Platz für {seats} Personen und {bags} Gepäckstücke.',
  rideClassFull: 'Diese Fahrzeugklasse hat nicht genug Platz für Ihre Gruppe. Bitte wählen Sie eine andere.',
  promoApplied: 'Der Rabatt für die erste Fahrt ist abgezogen.',
  promoUnknown: 'Diesen Gutscheincode gibt es nicht.',
  promoUsed: 'Sie haben diesen Code schon eingelöst.',
  promoSignIn: 'Melden Sie sich an, um diesen Code zu nutzen: Er gilt für Ihre erste Fahrt.',
  rideNotFound: 'Wir konnten diese Fahrt nicht finden.',
  rideNotFinished: 'Der Beleg steht bereit, sobald die Fahrt beendet ist.',
  receiptFare: 'Festpreis',
  receiptDiscount: 'Rabatt erste Fahrt ({code})',
  receiptPayment: 'Beim Fahrer bezahlt',
  // Long-term rental (plus, issue 21).
  plusOfferNotFound: 'Dieses Langzeitmiete-Angebot gibt es nicht.',
  plusContractNotFound: 'Wir konnten diesen Langzeitmietvertrag nicht finden.',
  plusMileageOption: 'Wählen Sie eine der Kilometeroptionen: {options} {unit} im Monat.',
  plusStartDate: 'Wählen Sie ein Startdatum vom {from} bis zum {to}.',
  plusDocumentNotAvailable:
    'Dieses Dokument ist noch nicht verfügbar: Zuerst erfasst die Filiale die Fahrzeugübergabe.',
  plusDocumentOutdated:
    'Dieses Dokument wurde geändert (jetzt Fassung {version}): Lesen Sie es erneut und nehmen Sie die neue Fassung an.',
  plusTypedName: 'Geben Sie Ihren vollständigen Namen so ein, wie er in Ihrem Konto steht: {name}.',
  plusAlreadyAccepted: 'Sie haben dieses Dokument bereits angenommen.',
  plusHandoverMissing:
    'Die Filiale hat die Fahrzeugübergabe noch nicht erfasst: Kilometerstände folgen danach.',
  plusReadingBelowLast: 'Der Kilometerstand darf nicht unter dem letzten Stand von {last} {unit} liegen.',
  plusReadingPhoto:
    'Fügen Sie ein Foto des Kilometerzählers hinzu: ein hochgeladenes JPEG-, PNG-, WebP- oder HEIC-Bild.',
  plusReadingUnusual:
    '{since} {unit} in {days} Tagen sind mehr als das Dreifache der {allowed} {unit}, die der Vertrag für diese Zeit vorsieht. Prüfen Sie den Stand oder bestätigen Sie ihn, wenn er stimmt.',
  plusContractNotActive:
    'Dieser Vertrag ist noch nicht aktiv: Er muss zuerst angenommen und eine Karte hinterlegt werden.',
  plusHandoverRecorded: 'Die Übergabe dieses Vertrags wurde bereits erfasst.',
  plusChargePeriod: 'Der Vertrag läuft vom {from} bis zum {to}: Wählen Sie einen Monat in dieser Zeit.',
  subscriptionOrderNotFound: 'Wir konnten diese Abo-Bestellung nicht finden.',
  subscriptionStartDate: 'Wählen Sie ein Startdatum zwischen {from} und {to}.',
  subscriptionBranch:
    'Dieses Auto kann nicht in dieser Filiale abgeholt werden. Bitte wählen Sie eine der Filialen des Angebots.',
  subscriptionEnded: 'Dieses Abo ist beendet: Es wird nichts mehr belastet.',
  subscriptionAlreadyCancelled: 'Dieses Abo ist bereits gekündigt. Es endet am {date}.',
  subscriptionBenefitUsed:
    'Ihr Aktionsvorteil wurde gerade von einer anderen Bestellung genutzt. Bitte prüfen Sie die Kosten und bestellen Sie erneut.',
  // Uploads, invoices, invoice corrections, lost and found (issue 20).
  uploadEmpty: 'Die Datei ist leer. Bitte wählen Sie eine andere Datei.',
  uploadTooLarge: 'Die Datei ist größer als {max} MB. Bitte wählen Sie eine kleinere Datei.',
  uploadTypeNotAllowed:
    'Diese Art von Datei wird nicht angenommen. Bitte laden Sie ein JPEG-, PNG-, WebP- oder HEIC-Foto oder ein PDF-Dokument hoch.',
  uploadNotFound: 'Wir konnten diese Datei nicht finden.',
  invoiceNotFound: 'Wir konnten keine Rechnung mit dieser Nummer finden.',
  invoiceNotReady: 'Die Rechnung ist fertig, sobald die Miete beendet ist.',
  invoiceCancelledBooking: 'Für eine stornierte Buchung gibt es keine Rechnung.',
  invoiceSuperseded: 'Diese Rechnung wurde durch die Rechnung {number} ersetzt.',
  correctionNotFound: 'Wir konnten diesen Korrekturantrag nicht finden.',
  correctionUploadsNotYours: 'Hängen Sie nur Dateien an, die Sie selbst hochgeladen haben.',
  correctionOpen: 'Eine Korrektur dieser Rechnung wird bereits bearbeitet.',
  correctionClosed: 'Dieser Korrekturantrag ist bereits abgeschlossen.',
  serviceUnauthorized: 'Dieser Aufruf braucht ein gültiges Service-Token.',
  lostReportNotFound: 'Wir konnten keine Meldung mit dieser Referenz und diesem Nachnamen finden.',
  lostRentalNotStarted:
    'Sie können einen verlorenen Gegenstand nur für eine Miete melden, die bereits begonnen hat.',
  lostContactMissing:
    'Bitte geben Sie die E-Mail-Adresse oder Telefonnummer an, unter der wir Sie erreichen sollen.',
  // Business customers: companies, travel agencies, travellers, cost centres (routes/business.ts).
  businessVatFormat: 'Geben Sie eine gültige USt-IdNr. aus {country} ein, z. B. {example}.',
  businessVatCheckDigit:
    'Die Prüfziffer dieser USt-IdNr. stimmt nicht. Prüfen Sie sie auf den Rechnungen des Unternehmens.',
  businessNumberFormat: 'Geben Sie eine gültige Unternehmensnummer aus {country} ein, z. B. {example}.',
  businessNumberAny: 'Geben Sie die Unternehmensnummer ein: 4 bis 20 Buchstaben oder Ziffern.',
  businessNumberCheckDigit:
    'Die Prüfziffer dieser Unternehmensnummer stimmt nicht. Prüfen Sie sie in den Unterlagen des Unternehmens.',
  businessLegalForm: 'Wählen Sie eine der Rechtsformen, die für dieses Land angeboten werden.',
  agencyCodeFormat: 'Ein IATA- oder TIDS-Code hat acht Ziffern.',
  agencyCodeCheckDigit: 'Die Prüfziffer dieses Agenturcodes stimmt nicht.',
  ibanFormat: 'Geben Sie eine gültige IBAN ein: Ländercode, zwei Prüfziffern und Kontonummer.',
  ibanCheckDigit: 'Die Prüfziffern dieser IBAN stimmen nicht. Prüfen Sie die Nummer.',
  accountFormat: 'Geben Sie die Kontonummer ein: 6 bis 34 Buchstaben oder Ziffern.',
  companyExists:
    'Ein Unternehmen mit dieser Registernummer hat sich bereits beworben oder ist schon registriert.',
  agencyExists: 'Ein Reisebüro mit diesem Code hat sich bereits beworben oder ist schon registriert.',
  companyNotFound: 'Wir konnten dieses Unternehmen nicht finden.',
  companyDecided: 'Über diesen Antrag wurde bereits entschieden.',
  businessAdminOnly: 'Das kann nur eine Administratorin oder ein Administrator des Unternehmens.',
  companyNotApproved: 'Das Unternehmen muss zuerst freigeschaltet werden.',
  alreadyMember: 'Diese Person gehört bereits zum Unternehmen.',
  alreadyInvited: 'Diese Person wurde bereits eingeladen, und die Einladung ist noch gültig.',
  invitationInvalid:
    'Dieser Einladungslink ist ungültig oder abgelaufen. Bitten Sie die Administration Ihres Unternehmens um einen neuen.',
  lastAdmin: 'Die letzte Administration kann nicht entfernt werden. Das Unternehmen braucht mindestens eine.',
  memberNotFound: 'Diese Person gehört nicht zum Unternehmen.',
  invitationNotFound: 'Wir konnten diese Einladung nicht finden.',
  costCentreCode: 'Ein Kostenstellencode hat 1 bis 20 Buchstaben, Ziffern oder Bindestriche.',
  costCentreExists: 'Eine Kostenstelle mit diesem Code gibt es bereits.',
  costCentreNotFound: 'Wir konnten diese Kostenstelle nicht finden.',
  profileNotAllowed: 'Mit diesem Geschäftsprofil können Sie nicht buchen.',
  statementMonthFormat: 'Geben Sie den Monat als YYYY-MM ein.',
  statementMonthFuture: 'Für einen Monat, der noch nicht begonnen hat, gibt es keine Abrechnung.',
  bookingNotFound: 'Wir konnten keine Buchung mit dieser Nummer finden.',
  returnCancelled: 'Eine stornierte Buchung kann nicht zurückgegeben werden.',
  paymentsUnavailable: 'Online-Zahlung ist gerade nicht möglich. Bitte wählen Sie Zahlung bei Abholung.',
  paymentProviderFailed:
    'Der Zahlungsdienst hat nicht geantwortet. Es wurde nichts belastet: Bitte versuchen Sie es gleich noch einmal.',
  webhookSignatureInvalid: 'Die Benachrichtigung konnte nicht geprüft werden und wurde nicht angewendet.',
  paymentSessionNotFound: 'Wir konnten diese Zahlung nicht finden.',
  returnUrlNotOurs: 'Die Rücksprungadresse muss eine Seite unserer eigenen Websites sein.',
  cardPaymentInvoiceBooking:
    'Eine Firmenbuchung wird per Rechnung bezahlt und kann nicht mit Karte bezahlt werden.',
  refusalDeclined:
    'Ihre Karte wurde abgelehnt. Es wurde nichts belastet: Bitte versuchen Sie es mit einer anderen Karte.',
  refusalInsufficientFunds:
    'Die Karte ist nicht ausreichend gedeckt. Es wurde nichts belastet: Bitte versuchen Sie es mit einer anderen Karte.',
  refusalExpiredCard:
    'Diese Karte ist abgelaufen. Es wurde nichts belastet: Bitte verwenden Sie eine andere Karte.',
  refusalAuthenticationFailed:
    'Die Sicherheitsprüfung der Karte (3-D Secure) ist fehlgeschlagen. Es wurde nichts belastet: Bitte versuchen Sie es erneut oder verwenden Sie eine andere Karte.',
  refusalCancelled: 'Die Zahlung wurde abgebrochen. Es wurde nichts belastet.',
  refusalExpired:
    'Die Zahlungsseite ist abgelaufen. Es wurde nichts belastet: Bitte starten Sie die Zahlung erneut.',
  refusalPayAtPickup: 'Sie können auch bei Abholung bezahlen.',
  paymentLinkNotFound:
    'Wir konnten diesen Zahlungslink nicht finden. Bitte prüfen Sie den Link in Ihrer E-Mail.',
  paymentLinkPaid: 'Dieser Zahlungslink wurde bereits bezahlt.',
  paymentLinkExpired: 'Dieser Zahlungslink ist abgelaufen. Bitte fordern Sie bei uns einen neuen an.',
  paymentLinkCancelled:
    'Dieser Zahlungslink wurde storniert. Bitte fordern Sie einen neuen an, falls Sie noch zahlen müssen.',
  paymentLinkTarget: 'Geben Sie eine Reservierungsnummer an oder einen Betrag mit Beschreibung.',
  paymentLinkExpiry: 'Das Ablaufdatum muss in der Zukunft und höchstens 30 Tage entfernt liegen.',
  paymentLinkBookingClosed:
    'Diese Buchung ist storniert oder nicht bestätigt und kann nicht per Link bezahlt werden.',
  renewalNotFound: 'Wir konnten diese Zahlungserneuerung nicht finden.',
  renewalPaid: 'Diese Zahlung wurde bereits geleistet.',
  agreementNotFound: 'Wir konnten diesen Vertrag nicht finden.',
  paymentMethodMissing: 'Für diesen Vertrag ist keine Karte hinterlegt, die belastet werden kann.',
  // Digital check-in (issue 22).
  checkInCountry: 'Wählen Sie das Land, das das Dokument ausgestellt hat.',
  licenceDatesOrder: 'Das Ablaufdatum muss nach dem Ausstellungsdatum ({issued}) liegen.',
  licenceNotYetValid:
    'Das Ausstellungsdatum {date} liegt in der Zukunft. Bitte prüfen Sie das Datum auf dem Führerschein.',
  licenceTooRecent:
    'Der Führerschein muss bei der Abholung am {pickupDate} seit mindestens einem Jahr vorliegen. Ein am {date} ausgestellter Führerschein zählt ab dem {since}.',
  licenceExpired:
    'Ihr Führerschein läuft am {date} ab, vor dem Ende Ihrer Miete am {returnDate}. Bitte verwenden Sie einen Führerschein, der bis dahin gültig ist.',
  identityExpired:
    'Ihr Ausweisdokument läuft am {date} ab, vor dem Ende Ihrer Miete am {returnDate}. Bitte verwenden Sie ein Dokument, das bis dahin gültig ist.',
  driverTooYoung:
    'Jede Fahrerin und jeder Fahrer muss bei der Abholung am {pickupDate} mindestens {age} Jahre alt sein.',
  documentNumberFormat:
    'Geben Sie die Nummer wie auf dem Dokument ein: 5 bis 20 Buchstaben, Ziffern, Leerzeichen oder Bindestriche.',
  checkInPhotoNotFound:
    'Wir konnten dieses Foto unter Ihren hochgeladenen Dateien nicht finden. Bitte nehmen oder wählen Sie es erneut.',
  checkInPhotoNotImage:
    'Diese Datei ist kein Foto. Bitte verwenden Sie ein Bild im Format JPEG, PNG, WebP oder HEIC.',
  checkInAwaitingPayment:
    'Diese Buchung wartet noch auf ihre Zahlung. Bitte schließen Sie zuerst die Zahlung ab.',
  checkInBookingCancelled: 'Diese Buchung ist storniert: Sie kann weder eingecheckt noch abgeholt werden.',
  checkInClosed:
    'Der Online-Check-in ist bis zur Abholzeit möglich. Bitte checken Sie bei der Abholung des Autos in der Filiale ein.',
  checkInCompleted:
    'Der Check-in dieser Buchung ist abgeschlossen und kann online nicht mehr geändert werden. Bitte sagen Sie es der Filiale bei der Abholung.',
  checkInDetailsMissing:
    'Bitte bestätigen Sie zuerst die Angaben zur Fahrerin oder zum Fahrer, den Führerschein und das Ausweisdokument.',
  pickupCodeNotFound: 'Wir konnten keinen Check-in mit diesem Abholcode finden.',
  // Vehicles, damages and the mobile check-out (issue 22).
  fleetBookingCancelled:
    'Diese Buchung wurde storniert: Zu ihr gibt es kein Fahrzeug, keine Schadensmeldung und keine Rückgabe.',
  fleetBookingAwaitingPayment:
    'Diese Buchung wartet noch auf die Kartenzahlung: Fahrzeug und Rückgabe stehen bereit, sobald sie bezahlt ist.',
  fleetCheckOutNotOpen: 'Die Rückgabe mit der App ist möglich, sobald Ihre Miete begonnen hat, ab {date}.',
  fleetCheckOutClosed:
    'Die Rückgabe mit der App war bis 7 Tage nach dem Rückgabetermin ({date}) möglich. Bitte wenden Sie sich an die Station.',
  fleetBookingReturned: 'Das Fahrzeug dieser Buchung wurde bereits zurückgegeben.',
  fleetReturnBranchMismatch:
    'Diese Buchung wird bei {name} zurückgegeben. Bitte bringen Sie das Auto dorthin oder rufen Sie uns an.',
  fleetOdometerBelowPickup:
    'Der Kilometerstand kann nicht unter {odometer} {unit} liegen, dem Stand bei der Abholung.',
  fleetOdometerImplausible:
    'Der Kilometerstand kann nach {days} Miettagen nicht mehr als {max} {unit} über dem Stand bei der Abholung ({odometer} {unit}) liegen. Bitte prüfen Sie den Wert.',
  fleetPhotoNotFound:
    'Dieses Foto gehört nicht zu Ihren hochgeladenen Dateien. Bitte nehmen Sie es noch einmal auf.',
  fleetPhotoNotImage:
    'Diese Datei ist kein Foto. Bitte verwenden Sie ein Bild im Format JPEG, PNG, WebP oder HEIC.',
  fleetDamageNotFound: 'Wir konnten diese Schadensmeldung nicht finden.',
  fleetDamagePhotoNotFound: 'Wir konnten dieses Foto des Fahrzeugs nicht finden.',
  fleetDamageReportClosed:
    'Schäden dieser Buchung konnten bis {date} gemeldet werden. Bitte rufen Sie dazu die Station an.',
  fleetDamageSettled: 'Dieser Schadensfall ist bereits abgeschlossen.',
  fleetDamageNotAssessed: 'Dieser Schadensfall muss bewertet werden, bevor er abgeschlossen wird.',
  fleetDamageCurrency: 'Die Kosten müssen in {currency} angegeben werden, der Währung der Buchung.',
  fleetVehicleNotFound: 'Wir konnten kein Fahrzeug mit diesem Kennzeichen finden.',
  // Experiments and feature flags (issue 25).
  experimentsEventTime: 'Der Zeitpunkt des Ereignisses muss innerhalb der letzten 24 Stunden liegen.',
  experimentsUnknownExperiment: 'Es gibt kein Experiment {experiment}.',
  experimentsUnknownVariation: 'Das Experiment {experiment} hat keine Variante {variation}.',
  experimentsUnknownGoal: 'Kein Experiment hat das Ziel {goal}.',
  experimentsExperimentNotFound: 'Wir konnten das Experiment {experiment} nicht finden.',
  experimentsFlagNotFound: 'Wir konnten das Feature-Flag {flag} nicht finden.',
  experimentsRevisionConflict:
    'Die Datendatei hat sich seit Revision {baseRevision} geändert: die neueste ist Revision {latest}. Bitte laden Sie sie und nehmen Sie Ihre Änderung erneut vor.',
  experimentsWeightCount: 'Erwartet werden {count} Gewichte, eines pro Variante.',
  experimentsWeightSum: 'Die Gewichte müssen zusammen 1 ergeben (sie ergeben {sum}).',
  experimentsDuplicateKey: "Der Schlüssel '{key}' kommt unter den Experimenten und Flags mehrfach vor.",
  experimentsKeyFormat: 'Erwartet wird ein Schlüssel aus Kleinbuchstaben, Ziffern und Bindestrichen.',
  experimentsPathFormat: "Erwartet wird ein Pfad der Website, der mit '/' beginnt.",
  experimentsDistinctVariations: 'Die Varianten brauchen unterschiedliche Schlüssel.',
  experimentsUnknownFields: 'Diese Felder sind hier nicht erlaubt: {fields}.',
};
