// The pay namespace in pl-PL.
import type { PayStrings } from './en-US.ts';

const strings: PayStrings = {
  loading: 'Ładowanie…',
  checking: 'Sprawdzamy Twoją płatność…',
  unavailable:
    'W tej chwili nie możemy połączyć się z naszym serwisem płatności. Nic nie zostało pobrane. Spróbuj ponownie za chwilę.',
  checkFailed:
    'W tej chwili nie możemy sprawdzić Twojej płatności. Spróbuj ponownie za chwilę, zanim zapłacisz jeszcze raz.',
  retry: 'Spróbuj ponownie',
  leaving: 'Przekierowujemy Cię na bezpieczną stronę płatności…',
  refusedFallback: 'Płatność nie została dokończona. Nic nie zostało pobrane.',
  secure:
    'Dane karty podajesz na zabezpieczonej stronie naszego operatora płatności. Nigdy nie widzimy ani nie zapisujemy numeru Twojej karty.',
  contact: 'Masz pytania dotyczące płatności? Skontaktuj się z nami:',
  link: {
    openTitle: 'Twoja płatność',
    what: 'Za co płacisz',
    booking: 'Numer rezerwacji',
    car: 'Samochód',
    pickup: 'Odbiór',
    return: 'Zwrot',
    place: '{{branch}}, {{date}}',
    amount: 'Kwota',
    expires: 'Zapłać do {{date}}.',
    pay: 'Zapłać {{amount}}',
    paidTitle: 'Zapłacono, dziękujemy',
    paidText:
      'Otrzymaliśmy Twoją płatność w wysokości {{amount}}. Nie musisz już nic robić: możesz zamknąć tę stronę.',
    paidTextNoAmount: 'Otrzymaliśmy Twoją płatność. Nie musisz już nic robić: możesz zamknąć tę stronę.',
    expiredTitle: 'Ten link do płatności wygasł',
    expiredText:
      'Nic nie zostało pobrane. Jeśli nadal musisz zapłacić, skontaktuj się z nami, aby otrzymać nowy link.',
    cancelledTitle: 'Ten link do płatności został anulowany',
    cancelledText: 'Za pomocą tego linku nie trzeba już nic płacić i nic nie zostało pobrane.',
    notFoundTitle: 'Nie możemy znaleźć tego linku do płatności',
    notFoundText:
      'Otwórz ponownie cały link z wiadomości e-mail. Jeśli nadal nie działa, skontaktuj się z nami.',
    refusedTitle: 'Płatność nie powiodła się',
    pendingTitle: 'Twoja płatność jest jeszcze przetwarzana',
    pendingText: 'Zwykle trwa to tylko chwilę. Sprawdź ponownie za moment.',
    checkAgain: 'Sprawdź ponownie',
  },
  renewal: {
    signInTitle: 'Zaloguj się',
    signInText: 'Zaloguj się, aby zobaczyć zaległe płatności i opłacić je nową kartą.',
    signIn: 'Zaloguj się',
    none: 'Nie ma nic do odnowienia: wszystkie Twoje płatności są uregulowane.',
    amount: 'Kwota',
    reason: 'Dlaczego ostatnie obciążenie się nie powiodło',
    attempts: 'Dotychczasowe próby: {{attempts}}',
    renew: 'Odnów kartę i zapłać {{amount}}',
    paidOn: 'Zapłacono {{date}}',
    openTitle: 'Zaległe płatności',
    paidListTitle: 'Niedawno zapłacone',
    paidTitle: 'Zapłacono, dziękujemy',
    paidText: 'Twoja nowa karta została zapisana i będzie używana przy kolejnych płatnościach.',
    refusedTitle: 'Płatność nie powiodła się',
  },
};

export default strings;
