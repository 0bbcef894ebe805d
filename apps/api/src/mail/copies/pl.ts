// The mails in Polish (formal and without guessing the reader's gender: impersonal "prosimy…",
// "Pana/Pani" where a sentence needs the person).
import type { MailCopy } from '../types.ts';

// After "w ciągu", the genitive: "1 minuty", "2 minut", "60 minut", "1,5 minuty"; "24 godzin".
const minutes = { one: '# minuty', few: '# minut', many: '# minut', other: '# minuty' };
const hours = { one: '# godziny', few: '# godzin', many: '# godzin', other: '# godziny' };

const days = { one: '# dnia', few: '# dni', many: '# dni', other: '# dnia' };
const percent = { other: '# %' };

const paymentReasons: Record<string, string> = {
  declined: 'karta została odrzucona',
  insufficient_funds: 'brak środków',
  expired_card: 'karta straciła ważność',
  authentication_failed: 'weryfikacja bezpieczeństwa karty nie powiodła się',
  cancelled: 'płatność została anulowana',
  expired: 'czas na płatność minął',
};

export const pl: MailCopy = {
  direction: 'ltr',
  'password-reset': (d, f) => ({
    subject: 'Ustawienie nowego hasła',
    greeting: `Dzień dobry, ${d.firstName}!`,
    lead: `Prosimy użyć tego linku w ciągu ${f.count(d.minutes, minutes)}, aby ustawić nowe hasło. Link działa tylko raz.`,
    action: 'Ustaw nowe hasło',
    closing:
      'Jeśli prośba nie pochodziła od Pana/Pani, prosimy zignorować tę wiadomość: hasło pozostanie bez zmian.',
  }),
  'email-change': (d, f) => ({
    subject: 'Potwierdzenie nowego adresu e-mail',
    greeting: `Dzień dobry, ${d.firstName}!`,
    lead: `Prosimy otworzyć ten link w ciągu ${f.count(d.hours, hours)}, aby używać tego adresu na koncie.`,
    action: 'Potwierdź adres',
    closing: 'Jeśli prośba nie pochodziła od Pana/Pani, prosimy zignorować tę wiadomość: nic się nie zmieni.',
  }),
  'campaign-registration': (d, f) => ({
    subject: `Potwierdź zgłoszenie: ${d.campaign}`,
    greeting: `Dzień dobry, ${d.firstName}!`,
    lead: `Prosimy potwierdzić zgłoszenie do kampanii „${d.campaign}” w ciągu ${f.count(d.hours, hours)}. Korzyść pojawi się przy zamawianiu subskrypcji.`,
    action: 'Potwierdzam zgłoszenie',
    closing:
      'Jeśli nie prosili Państwo o to, prosimy zignorować tę wiadomość: zgłoszenie nie zostanie przyjęte.',
  }),
  welcome: (d) => ({
    subject: 'Witamy: konto jest gotowe',
    greeting: `Dzień dobry, ${d.firstName}!`,
    lead: 'Konto jest gotowe. Można w nim przeglądać swoje rezerwacje i nimi zarządzać.',
    action: 'Otwórz moje konto',
    closing:
      'Jeśli to konto nie zostało założone przez Pana/Panią, prosimy odpowiedzieć na tę wiadomość, a usuniemy je.',
  }),
  'booking-confirmed': (d, f) => ({
    subject: `Rezerwacja nr ${d.number} została potwierdzona`,
    greeting: `Dzień dobry, ${d.firstName}!`,
    lead: `Rezerwacja nr ${d.number} na samochód ${d.model} lub podobny została potwierdzona.`,
    facts: [
      `Odbiór: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Zwrot: ${d.return.branch}, ${f.when(d.return.at)}`,
      `Łącznie: ${f.money(d.total)}`,
    ],
    more: {
      text: 'Zaoszczędź czas przy ladzie: odpraw się online przed odbiorem, z prawem jazdy, dokumentem tożsamości i kartą na kaucję.',
      action: 'Odprawa online',
      link: d.checkInLink,
    },
    action: 'Zobacz rezerwację',
    closing: 'Tam można zmienić terminy lub anulować rezerwację. Szerokiej drogi!',
  }),
  'booking-changed': (d, f) => ({
    subject: `Rezerwacja nr ${d.number} ma nowe terminy`,
    greeting: `Dzień dobry, ${d.firstName}!`,
    lead: `Rezerwacja nr ${d.number} ma nowe terminy.`,
    facts: [
      `Odbiór: ${f.when(d.pickupAt)}`,
      `Zwrot: ${f.when(d.returnAt)}`,
      `Nowa kwota łączna: ${f.money(d.total)}`,
    ],
    action: 'Zobacz rezerwację',
    closing: 'Jeśli ta zmiana nie została wprowadzona przez Pana/Panią, prosimy o pilny kontakt.',
  }),
  'booking-cancelled': (d, f) => ({
    subject: `Rezerwacja nr ${d.number} została anulowana`,
    greeting: `Dzień dobry, ${d.firstName}!`,
    lead: `Rezerwacja nr ${d.number} została anulowana.`,
    facts: [d.fee.amountMinor > 0 ? `Opłata za anulowanie: ${f.money(d.fee)}` : 'Anulowanie było bezpłatne.'],
    action: 'Zobacz rezerwację',
    closing: 'Do zobaczenia wkrótce!',
  }),
  'business-application': (d) => ({
    subject: `Otrzymaliśmy wniosek firmy ${d.company}`,
    greeting: `Dzień dobry ${d.firstName},`,
    lead:
      d.kind === 'agency'
        ? `dziękujemy za rejestrację ${d.company} jako biura podróży. Sprawdzamy kod agencji i konto do wypłaty prowizji, zwykle w ciągu dwóch dni roboczych, a następnie przekażemy naszą decyzję.`
        : `dziękujemy za wniosek o konto firmowe dla ${d.company}. Sprawdzamy numer rejestrowy i dane, zwykle w ciągu dwóch dni roboczych, a następnie przekażemy naszą decyzję.`,
    action: 'Zobacz wniosek',
    closing: 'Do tego czasu można rezerwować jak zwykle z konta prywatnego.',
  }),
  'business-decision': (d, f) => ({
    subject:
      d.decision === 'approved'
        ? `Firma ${d.company} może już dokonywać rezerwacji służbowych`
        : `Wniosek dla ${d.company} nie został zaakceptowany`,
    greeting: `Dzień dobry ${d.firstName},`,
    lead:
      d.decision === 'approved'
        ? d.kind === 'agency'
          ? `${d.company} zostało zatwierdzone jako biuro podróży. Można już rezerwować dla klientów; prowizja wynosi ${f.count(d.percent ?? 0, percent)}.`
          : `${d.company} zostało zatwierdzone. Rezerwacje dla firmy mają ${f.count(d.percent ?? 0, percent)} rabatu i są opłacane na fakturę. Można już zaprosić podróżnych.`
        : `niestety nie mogliśmy zaakceptować wniosku ${d.company}.${d.reason ? ` Powód: ${d.reason}` : ''}`,
    action: d.decision === 'approved' ? 'Otwórz konto firmowe' : 'Zobacz wniosek',
    closing:
      d.decision === 'approved'
        ? 'Dziękujemy za wybór naszej firmy do podróży służbowych.'
        : 'W razie pytań lub nowych dokumentów prosimy odpowiedzieć na tę wiadomość.',
  }),
  'business-invitation': (d, f) => ({
    subject: `${d.firstName} zaprasza do rezerwacji z ${d.company}`,
    greeting: `Dzień dobry, ${d.firstName} zaprasza do konta firmowego ${d.company}.`,
    lead: `jako podróżny ${d.company} rezerwuje się samochody w stawce firmowej, płatne na fakturę. Prosimy przyjąć zaproszenie w ciągu ${f.count(d.days, days)}; link działa tylko raz.`,
    action: 'Przyjmij zaproszenie',
    closing: 'Jeśli ta firma jest nieznana, prosimy zignorować tę wiadomość.',
  }),
  'payment-link': (d, f) => ({
    subject: `Prośba o płatność: ${d.description}`,
    greeting: d.firstName ? `Dzień dobry, ${d.firstName}!` : `Dzień dobry!`,
    lead: d.number
      ? `prosimy o zapłatę ${f.money(d.amount)} za rezerwację ${d.number} przez ten bezpieczny link.`
      : `prosimy o zapłatę ${f.money(d.amount)} za „${d.description}” przez ten bezpieczny link.`,
    facts: [`Kwota: ${f.money(d.amount)}`, `Ważny do: ${f.when(d.expiresAt)} (UTC)`],
    action: 'Zapłać teraz',
    closing:
      'Dane karty podajesz na stronie naszego operatora płatności; nigdy nie widzimy numeru karty. Jeśli nie spodziewasz się tej prośby, zignoruj tę wiadomość.',
  }),
  'payment-renewal': (d, f) => ({
    subject: `Nie udało się obciążyć Twojej karty: ${d.description}`,
    greeting: `Dzień dobry, ${d.firstName}!`,
    lead: `nie udało się obciążyć Twojej karty za „${d.description}”. Odnów kartę i zapłać kwotę.`,
    facts: [`Kwota: ${f.money(d.amount)}`, `Powód: ${paymentReasons[d.reason] ?? paymentReasons.declined}`],
    action: 'Odnów kartę i zapłać',
    closing: 'Nowa karta będzie używana do kolejnych obciążeń w ramach tej umowy.',
  }),
  'check-in-completed': (d, f) => ({
    subject: `Odprawa zakończona: kod odbioru do rezerwacji nr ${d.number}`,
    greeting: `Dzień dobry, ${d.firstName}!`,
    lead: `Odprawa online do rezerwacji nr ${d.number} została zakończona. Pokaż kod odbioru ${d.code} przy ladzie, jako tekst lub jako kod QR na stronie odprawy.`,
    facts: [
      `Odbiór: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Kod odbioru: ${d.code}`,
      'Zabierz oryginał prawa jazdy i dokumentu tożsamości, z którymi odbyła się odprawa.',
      d.depositAtPickup
        ? `Kaucja: ${f.money(d.deposit)}, pobierana kartą przy ladzie`
        : `Kaucja: ${f.money(d.deposit)}, zablokowana na karcie i zwolniona po zwrocie`,
    ],
    action: 'Pokaż mój kod odbioru',
    closing: 'Do zobaczenia przy ladzie. Szerokiej drogi!',
  }),
  // Issue 22: the return with the app (invoice issued) and a reported damage assessed by the branch.
  'vehicle-returned': (d, f) => ({
    subject: `Wynajem nr ${d.number} został zwrócony: Twoja faktura`,
    greeting: `Dzień dobry, ${d.firstName}!`,
    lead: `Dziękujemy za zwrot samochodu przez aplikację. Wynajem nr ${d.number} jest zakończony, a faktura czeka na Twoim koncie.`,
    facts: [
      `Faktura: ${d.invoiceNumber}`,
      `Razem: ${f.money(d.total)}`,
      d.refuel
        ? `Tankowanie lub ładowanie: ${f.money(d.refuel)}`
        : 'Bez opłaty za paliwo: samochód wrócił tak samo zatankowany jak przy odbiorze.',
      d.deposit === 'released'
        ? 'Twoja kaucja została zwolniona.'
        : d.deposit === 'held'
          ? 'Twoja kaucja pozostaje zablokowana do czasu rozliczenia zgłoszonej przez Ciebie szkody.'
          : 'Na Twojej karcie nie zablokowano kaucji.',
    ],
    action: 'Zobacz fakturę',
    closing: 'Dziękujemy za wynajem u nas.',
  }),
  'damage-assessed': (d, f) => ({
    subject: `Szkoda zgłoszona w wynajmie nr ${d.number} została wyceniona`,
    greeting: `Dzień dobry, ${d.firstName}!`,
    lead: `Wyceniliśmy szkodę zgłoszoną przez Ciebie w wynajmie nr ${d.number} („${d.description}”).`,
    facts: [`Koszt: ${f.money(d.cost)}`, `Wyjaśnienie: ${d.explanation}`],
    action: 'Zobacz sprawę szkody',
    closing:
      'Koszt zostanie pobrany z kaucji przy rozliczeniu sprawy; kwotę powyżej kaucji pobierzemy przez link do płatności.',
  }),
};
