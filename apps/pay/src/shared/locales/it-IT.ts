// The pay namespace in it-IT.
import type { PayStrings } from './en-US.ts';

const strings: PayStrings = {
  loading: 'Caricamento…',
  checking: 'Stiamo verificando il tuo pagamento…',
  unavailable:
    'Al momento il nostro servizio di pagamento non è raggiungibile. Non è stato addebitato nulla. Riprova tra poco.',
  checkFailed:
    'Al momento non riusciamo a verificare il tuo pagamento. Riprova tra poco, prima di pagare di nuovo.',
  retry: 'Riprova',
  leaving: 'Ti stiamo portando alla pagina di pagamento sicura…',
  refusedFallback: 'Il pagamento non è stato completato. Non è stato addebitato nulla.',
  secure:
    'Inserisci la carta sulla pagina protetta del nostro fornitore di pagamenti. Non vediamo né salviamo mai il numero della tua carta.',
  contact: 'Domande su un pagamento? Contattaci:',
  link: {
    openTitle: 'Il tuo pagamento',
    what: 'Causale del pagamento',
    booking: 'Numero di prenotazione',
    car: 'Auto',
    pickup: 'Ritiro',
    return: 'Riconsegna',
    place: '{{branch}}, {{date}}',
    amount: 'Importo',
    expires: 'Paga entro il {{date}}.',
    pay: 'Paga {{amount}}',
    paidTitle: 'Pagato, grazie',
    paidText:
      'Abbiamo ricevuto il tuo pagamento di {{amount}}. Non devi fare altro: puoi chiudere questa pagina.',
    paidTextNoAmount: 'Abbiamo ricevuto il tuo pagamento. Non devi fare altro: puoi chiudere questa pagina.',
    expiredTitle: 'Questo link di pagamento è scaduto',
    expiredText:
      'Non è stato addebitato nulla. Se devi ancora pagare, contattaci per ricevere un nuovo link.',
    cancelledTitle: 'Questo link di pagamento è stato annullato',
    cancelledText: 'Non c’è più nulla da pagare con questo link e non è stato addebitato nulla.',
    notFoundTitle: 'Non troviamo questo link di pagamento',
    notFoundText: 'Apri di nuovo il link completo che trovi nell’e-mail. Se ancora non funziona, contattaci.',
    refusedTitle: 'Il pagamento non è andato a buon fine',
    pendingTitle: 'Il pagamento è ancora in elaborazione',
    pendingText: 'Di solito serve solo un momento. Ricontrolla tra poco.',
    checkAgain: 'Controlla di nuovo',
  },
  renewal: {
    signInTitle: 'Accedi',
    signInText: 'Accedi per vedere i pagamenti in sospeso e saldarli con una nuova carta.',
    signIn: 'Accedi',
    none: 'Niente da rinnovare: tutti i tuoi pagamenti sono in regola.',
    amount: 'Importo',
    reason: 'Perché l’ultimo addebito non è riuscito',
    attempts: 'Tentativi finora: {{attempts}}',
    renew: 'Rinnova la carta e paga {{amount}}',
    paidOn: 'Pagato il {{date}}',
    openTitle: 'Pagamenti in sospeso',
    paidListTitle: 'Pagati di recente',
    paidTitle: 'Pagato, grazie',
    paidText: 'La nuova carta è salvata e verrà usata per i prossimi pagamenti.',
    refusedTitle: 'Il pagamento non è andato a buon fine',
  },
};

export default strings;
