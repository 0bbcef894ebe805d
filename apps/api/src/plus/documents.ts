// The documents of a long-term contract (issue 21): the contract itself and the vehicle handover protocol,
// built from the contract's facts in the request's language (English and German written out; the other
// languages read the English text, with their own date and number formats). Each has a version: what the
// customer accepts is the version shown, and a text change needs a new version (an acceptance naming an
// older one is refused, 409).
import type { ApiLanguage } from '../i18n/languages.ts';

export const PLUS_DOCUMENTS = ['contract', 'handover-protocol'] as const;
export type PlusDocument = (typeof PLUS_DOCUMENTS)[number];

/** The current version of each document's text. */
export const DOCUMENT_VERSIONS: Readonly<Record<PlusDocument, string>> = {
  contract: 'contract-2026-11',
  'handover-protocol': 'handover-2026-11',
};

/** What the documents are built from. */
export type DocumentFacts = {
  number: string;
  holder: string;
  model: string;
  groupCode: string;
  months: number;
  startDate: string;
  endDate: string;
  monthlyMileage: number;
  mileageUnit: 'km' | 'mi';
  monthlyPriceMinor: number;
  totalMinor: number;
  excessUnitPriceMinor: number;
  currency: string;
  handoverOdometer: number | null;
  handoverAt: Date | null;
};

export type BuiltDocument = {
  document: PlusDocument;
  version: string;
  title: string;
  sections: { heading: string; text: string }[];
};

type Formats = {
  money: (minor: number) => string;
  day: (isoDay: string) => string;
  moment: (at: Date) => string;
  number: (n: number) => string;
  unit: string;
};

function formats(lang: ApiLanguage, facts: DocumentFacts): Formats {
  const digits = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: facts.currency,
  }).resolvedOptions().maximumFractionDigits!;
  const money = new Intl.NumberFormat(lang, { style: 'currency', currency: facts.currency });
  const day = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' });
  const moment = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  const number = new Intl.NumberFormat(lang);
  return {
    money: (minor) => money.format(minor / 10 ** digits),
    day: (isoDay) => day.format(new Date(`${isoDay}T00:00:00Z`)),
    moment: (at) => `${moment.format(at)} UTC`,
    number: (n) => number.format(n),
    unit: facts.mileageUnit,
  };
}

type Texts = (
  f: Formats,
  facts: DocumentFacts,
) => Record<PlusDocument, Omit<BuiltDocument, 'document' | 'version'>>;

const english: Texts = (f, c) => ({
  contract: {
    title: `Long-term rental contract ${c.number}`,
    sections: [
      {
        heading: 'Parties',
        text: `This contract is made between the rental company and ${c.holder} (the customer).`,
      },
      {
        heading: 'Vehicle',
        text: `A ${c.model} or similar (vehicle group ${c.groupCode}), handed over at the branch.`,
      },
      {
        heading: 'Term',
        text: `${c.months} months, from ${f.day(c.startDate)} to ${f.day(c.endDate)}. The contract ends on its last day without notice.`,
      },
      {
        heading: 'Price and payment',
        text: `${f.money(c.monthlyPriceMinor)} a month, ${f.money(c.totalMinor)} in total, charged monthly in advance to the card the customer stores for this contract.`,
      },
      {
        heading: 'Mileage',
        text: `${f.number(c.monthlyMileage)} ${f.unit} a month are included (${f.number(c.monthlyMileage * c.months)} ${f.unit} over the term). Each ${f.unit} above that costs ${f.money(c.excessUnitPriceMinor)}, charged at the end. The customer sends the odometer reading with a photo when asked.`,
      },
      {
        heading: 'Acceptance',
        text: 'The customer accepts this contract by typing their full name; the time and this version are stored with it.',
      },
    ],
  },
  'handover-protocol': {
    title: `Vehicle handover protocol ${c.number}`,
    sections: [
      {
        heading: 'Vehicle',
        text: `${c.model} or similar (vehicle group ${c.groupCode}) for contract ${c.number}.`,
      },
      {
        heading: 'Handover',
        text:
          c.handoverAt && c.handoverOdometer !== null
            ? `Handed over on ${f.moment(c.handoverAt)} with the odometer at ${f.number(c.handoverOdometer)} ${f.unit}.`
            : 'The branch has not recorded the handover yet.',
      },
      {
        heading: 'Condition',
        text: 'The vehicle was handed over clean, with a full tank or charge, and without damage other than any noted by the branch.',
      },
      {
        heading: 'Acceptance',
        text: 'The customer confirms the handover by typing their full name; the time and this version are stored with it.',
      },
    ],
  },
});

const german: Texts = (f, c) => ({
  contract: {
    title: `Langzeitmietvertrag ${c.number}`,
    sections: [
      {
        heading: 'Vertragsparteien',
        text: `Dieser Vertrag wird zwischen dem Vermieter und ${c.holder} (Kundin oder Kunde) geschlossen.`,
      },
      {
        heading: 'Fahrzeug',
        text: `Ein ${c.model} oder ähnlich (Fahrzeuggruppe ${c.groupCode}), übergeben in der Filiale.`,
      },
      {
        heading: 'Laufzeit',
        text: `${c.months} Monate, vom ${f.day(c.startDate)} bis zum ${f.day(c.endDate)}. Der Vertrag endet an seinem letzten Tag ohne Kündigung.`,
      },
      {
        heading: 'Preis und Zahlung',
        text: `${f.money(c.monthlyPriceMinor)} im Monat, insgesamt ${f.money(c.totalMinor)}, monatlich im Voraus von der Karte abgebucht, die für diesen Vertrag hinterlegt wird.`,
      },
      {
        heading: 'Kilometer',
        text: `${f.number(c.monthlyMileage)} ${f.unit} im Monat sind enthalten (${f.number(c.monthlyMileage * c.months)} ${f.unit} über die Laufzeit). Jeder weitere ${f.unit} kostet ${f.money(c.excessUnitPriceMinor)} und wird am Ende berechnet. Den Kilometerstand senden Sie auf Anfrage mit einem Foto.`,
      },
      {
        heading: 'Annahme',
        text: 'Sie nehmen diesen Vertrag an, indem Sie Ihren vollständigen Namen eingeben; Zeitpunkt und diese Fassung werden dazu gespeichert.',
      },
    ],
  },
  'handover-protocol': {
    title: `Fahrzeugübergabeprotokoll ${c.number}`,
    sections: [
      {
        heading: 'Fahrzeug',
        text: `${c.model} oder ähnlich (Fahrzeuggruppe ${c.groupCode}) zum Vertrag ${c.number}.`,
      },
      {
        heading: 'Übergabe',
        text:
          c.handoverAt && c.handoverOdometer !== null
            ? `Übergeben am ${f.moment(c.handoverAt)} mit einem Kilometerstand von ${f.number(c.handoverOdometer)} ${f.unit}.`
            : 'Die Filiale hat die Übergabe noch nicht erfasst.',
      },
      {
        heading: 'Zustand',
        text: 'Das Fahrzeug wurde sauber, vollgetankt oder voll geladen und ohne Schäden übergeben, außer den von der Filiale vermerkten.',
      },
      {
        heading: 'Bestätigung',
        text: 'Sie bestätigen die Übergabe, indem Sie Ihren vollständigen Namen eingeben; Zeitpunkt und diese Fassung werden dazu gespeichert.',
      },
    ],
  },
});

/** The document in `lang` (German in German, every other language in English with its own formats). */
export function buildDocument(
  document: PlusDocument,
  facts: DocumentFacts,
  lang: ApiLanguage,
): BuiltDocument {
  const texts = (lang === 'de' ? german : english)(formats(lang, facts), facts)[document];
  return { document, version: DOCUMENT_VERSIONS[document], ...texts };
}
