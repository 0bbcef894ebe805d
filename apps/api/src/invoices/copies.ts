// The words of an invoice PDF (issue 20) in the languages whose text the PDF's standard font (WinAnsi)
// can write: English, German, French, Spanish, Italian, Dutch. Other markets get English words with
// their own date, number and money formats (see invoice-pdf.ts).
import type { ApiLanguage } from '../i18n/languages.ts';

export type InvoiceCopy = {
  invoice: string;
  correctedInvoice: string;
  number: string;
  date: string;
  reservation: string;
  rentalPeriod: string;
  billTo: string;
  vatId: string;
  description: string;
  quantity: string;
  amount: string;
  /** `{model}`: the vehicle group's example model. */
  rental: string;
  /** `{days}`: rental days. */
  days: string;
  /** `{name}`: the protection's name. */
  protection: string;
  /** Issue 22: `{percent}`: the share of the tank refilled after a return below the pickup level. */
  refuel: string;
  /** Issue 22: `{percent}`: the share of the battery recharged after a return below the pickup level. */
  recharge: string;
  net: string;
  /** `{rate}`: the VAT rate, e.g. '19 %'. */
  vat: string;
  gross: string;
  /** `{number}`: the invoice this one replaces. */
  corrects: string;
  pricesIncludeVat: string;
  thanks: string;
  /** Business bookings (issue 20): the employee who travelled. */
  traveller: string;
  /** The company's cost centre the rental is charged to. */
  costCentre: string;
  /** The payment terms of a company booking. */
  paidByInvoice: string;
  /** The monthly statement of a company's invoices. */
  statement: string;
  /** `{month}`: the statement's month in words, e.g. 'March 2027'. */
  period: string;
  /** `{count}`: how many invoices the statement lists. */
  invoiceCount: string;
  noInvoices: string;
};

const en: InvoiceCopy = {
  invoice: 'Invoice',
  correctedInvoice: 'Corrected invoice',
  number: 'Invoice number',
  date: 'Invoice date',
  reservation: 'Reservation number',
  rentalPeriod: 'Rental period',
  billTo: 'Billed to',
  vatId: 'VAT ID',
  description: 'Description',
  quantity: 'Qty',
  amount: 'Amount',
  rental: 'Vehicle rental: {model}',
  days: '{days} days',
  protection: 'Protection: {name}',
  refuel: 'Refuelling: {percent} % of the tank',
  recharge: 'Recharging: {percent} % of the battery',
  net: 'Net amount',
  vat: 'VAT {rate}',
  gross: 'Total',
  corrects: 'This invoice corrects and replaces invoice {number}.',
  pricesIncludeVat: 'All prices include VAT.',
  thanks: 'Thank you for renting with us.',
  traveller: 'Traveller',
  costCentre: 'Cost centre',
  paidByInvoice: 'Paid by invoice, due within 30 days.',
  statement: 'Monthly statement',
  period: 'Period: {month}',
  invoiceCount: 'Invoices: {count}',
  noInvoices: 'No invoices were issued in this month.',
};

export const invoiceCopies: Partial<Record<ApiLanguage, InvoiceCopy>> = {
  en,
  de: {
    invoice: 'Rechnung',
    correctedInvoice: 'Korrigierte Rechnung',
    number: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    reservation: 'Reservierungsnummer',
    rentalPeriod: 'Mietzeitraum',
    billTo: 'Rechnungsempfänger',
    vatId: 'USt-IdNr.',
    description: 'Beschreibung',
    quantity: 'Menge',
    amount: 'Betrag',
    rental: 'Fahrzeugmiete: {model}',
    days: '{days} Tage',
    protection: 'Schutzpaket: {name}',
    refuel: 'Betankung: {percent} % des Tanks',
    recharge: 'Aufladen: {percent} % der Batterie',
    net: 'Nettobetrag',
    vat: 'MwSt. {rate}',
    gross: 'Gesamtbetrag',
    corrects: 'Diese Rechnung korrigiert und ersetzt die Rechnung {number}.',
    pricesIncludeVat: 'Alle Preise enthalten die gesetzliche Mehrwertsteuer.',
    thanks: 'Vielen Dank, dass Sie bei uns gemietet haben.',
    traveller: 'Reisende Person',
    costCentre: 'Kostenstelle',
    paidByInvoice: 'Zahlung per Rechnung, fällig innerhalb von 30 Tagen.',
    statement: 'Monatsabrechnung',
    period: 'Zeitraum: {month}',
    invoiceCount: 'Rechnungen: {count}',
    noInvoices: 'In diesem Monat wurden keine Rechnungen ausgestellt.',
  },
  fr: {
    invoice: 'Facture',
    correctedInvoice: 'Facture rectificative',
    number: 'Numéro de facture',
    date: 'Date de facture',
    reservation: 'Numéro de réservation',
    rentalPeriod: 'Période de location',
    billTo: 'Facturé à',
    vatId: 'N° de TVA',
    description: 'Description',
    quantity: 'Qté',
    amount: 'Montant',
    rental: 'Location de véhicule : {model}',
    days: '{days} jours',
    protection: 'Protection : {name}',
    refuel: 'Ravitaillement en carburant : {percent} % du réservoir',
    recharge: 'Recharge : {percent} % de la batterie',
    net: 'Montant HT',
    vat: 'TVA {rate}',
    gross: 'Total TTC',
    corrects: 'Cette facture rectifie et remplace la facture {number}.',
    pricesIncludeVat: 'Tous les prix incluent la TVA.',
    thanks: 'Merci d’avoir loué chez nous.',
    traveller: 'Voyageur',
    costCentre: 'Centre de coûts',
    paidByInvoice: 'Paiement sur facture, à régler sous 30 jours.',
    statement: 'Relevé mensuel',
    period: 'Période : {month}',
    invoiceCount: 'Factures : {count}',
    noInvoices: 'Aucune facture n’a été émise ce mois-ci.',
  },
  es: {
    invoice: 'Factura',
    correctedInvoice: 'Factura rectificativa',
    number: 'Número de factura',
    date: 'Fecha de factura',
    reservation: 'Número de reserva',
    rentalPeriod: 'Periodo de alquiler',
    billTo: 'Facturado a',
    vatId: 'NIF-IVA',
    description: 'Descripción',
    quantity: 'Cant.',
    amount: 'Importe',
    rental: 'Alquiler de vehículo: {model}',
    days: '{days} días',
    protection: 'Protección: {name}',
    refuel: 'Repostaje: {percent} % del depósito',
    recharge: 'Recarga: {percent} % de la batería',
    net: 'Base imponible',
    vat: 'IVA {rate}',
    gross: 'Total',
    corrects: 'Esta factura rectifica y sustituye a la factura {number}.',
    pricesIncludeVat: 'Todos los precios incluyen el IVA.',
    thanks: 'Gracias por alquilar con nosotros.',
    traveller: 'Viajero',
    costCentre: 'Centro de coste',
    paidByInvoice: 'Pago por factura, con vencimiento a 30 días.',
    statement: 'Extracto mensual',
    period: 'Periodo: {month}',
    invoiceCount: 'Facturas: {count}',
    noInvoices: 'No se emitieron facturas en este mes.',
  },
  it: {
    invoice: 'Fattura',
    correctedInvoice: 'Fattura rettificata',
    number: 'Numero fattura',
    date: 'Data fattura',
    reservation: 'Numero di prenotazione',
    rentalPeriod: 'Periodo di noleggio',
    billTo: 'Intestata a',
    vatId: 'Partita IVA',
    description: 'Descrizione',
    quantity: 'Qtà',
    amount: 'Importo',
    rental: 'Noleggio veicolo: {model}',
    days: '{days} giorni',
    protection: 'Protezione: {name}',
    refuel: 'Rifornimento: {percent} % del serbatoio',
    recharge: 'Ricarica: {percent} % della batteria',
    net: 'Imponibile',
    vat: 'IVA {rate}',
    gross: 'Totale',
    corrects: 'Questa fattura rettifica e sostituisce la fattura {number}.',
    pricesIncludeVat: 'Tutti i prezzi includono l’IVA.',
    thanks: 'Grazie per aver noleggiato con noi.',
    traveller: 'Viaggiatore',
    costCentre: 'Centro di costo',
    paidByInvoice: 'Pagamento con fattura, scadenza entro 30 giorni.',
    statement: 'Estratto mensile',
    period: 'Periodo: {month}',
    invoiceCount: 'Fatture: {count}',
    noInvoices: 'In questo mese non sono state emesse fatture.',
  },
  nl: {
    invoice: 'Factuur',
    correctedInvoice: 'Gecorrigeerde factuur',
    number: 'Factuurnummer',
    date: 'Factuurdatum',
    reservation: 'Reserveringsnummer',
    rentalPeriod: 'Huurperiode',
    billTo: 'Factuur aan',
    vatId: 'Btw-nummer',
    description: 'Omschrijving',
    quantity: 'Aantal',
    amount: 'Bedrag',
    rental: 'Voertuighuur: {model}',
    days: '{days} dagen',
    protection: 'Bescherming: {name}',
    refuel: 'Tanken: {percent} % van de tank',
    recharge: 'Opladen: {percent} % van de accu',
    net: 'Nettobedrag',
    vat: 'Btw {rate}',
    gross: 'Totaal',
    corrects: 'Deze factuur corrigeert en vervangt factuur {number}.',
    pricesIncludeVat: 'Alle prijzen zijn inclusief btw.',
    thanks: 'Bedankt dat u bij ons hebt gehuurd.',
    traveller: 'Reiziger',
    costCentre: 'Kostenplaats',
    paidByInvoice: 'Betaling op rekening, te voldoen binnen 30 dagen.',
    statement: 'Maandoverzicht',
    period: 'Periode: {month}',
    invoiceCount: 'Facturen: {count}',
    noInvoices: 'Er zijn deze maand geen facturen uitgereikt.',
  },
};

/** The copy of a language, and whether it is the language's own (else English). */
export function invoiceCopyOf(language: ApiLanguage): { copy: InvoiceCopy; own: boolean } {
  const own = invoiceCopies[language];
  return own ? { copy: own, own: true } : { copy: en, own: language === 'en' };
}

/** Fills `{name}` parameters. */
export function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}
