// The mails in Italian (Lei).
import type { MailCopy } from '../types.ts';

const minutes = { one: '# minuto', other: '# minuti' };
const hours = { one: '# ora', other: '# ore' };

const days = { one: '# giorno', other: '# giorni' };
const percent = { other: '# %' };

const paymentReasons: Record<string, string> = {
  declined: 'la carta è stata rifiutata',
  insufficient_funds: 'fondi insufficienti',
  expired_card: 'la carta è scaduta',
  authentication_failed: 'il controllo di sicurezza della carta non è riuscito',
  cancelled: 'il pagamento è stato annullato',
  expired: 'il pagamento è scaduto',
};

export const it: MailCopy = {
  direction: 'ltr',
  'password-reset': (d, f) => ({
    subject: 'Reimposti la Sua password',
    greeting: `Gentile ${d.firstName},`,
    lead: `utilizzi questo link entro ${f.count(d.minutes, minutes)} per scegliere una nuova password. Il link funziona una sola volta.`,
    action: 'Scegli una nuova password',
    closing: 'Se non ha fatto questa richiesta, ignori questa e-mail: la Sua password resta invariata.',
  }),
  'email-change': (d, f) => ({
    subject: 'Confermi il Suo nuovo indirizzo e-mail',
    greeting: `Gentile ${d.firstName},`,
    lead: `apra questo link entro ${f.count(d.hours, hours)} per usare questo indirizzo per il Suo account.`,
    action: 'Conferma questo indirizzo',
    closing: 'Se non ha fatto questa richiesta, ignori questa e-mail: non cambierà nulla.',
  }),
  'campaign-registration': (d, f) => ({
    subject: `Confermi la Sua iscrizione: ${d.campaign}`,
    greeting: `Gentile ${d.firstName},`,
    lead: `confermi la Sua iscrizione alla campagna «${d.campaign}» entro ${f.count(d.hours, hours)}. Il vantaggio comparirà quando ordinerà un abbonamento.`,
    action: 'Conferma l’iscrizione',
    closing: 'Se non ha fatto questa richiesta, ignori questa e-mail: non verrà iscritto.',
  }),
  welcome: (d) => ({
    subject: 'Le diamo il benvenuto: il Suo account è pronto',
    greeting: `Gentile ${d.firstName},`,
    lead: 'il Suo account è pronto. Nel Suo account può consultare e gestire le Sue prenotazioni.',
    action: 'Apri il mio account',
    closing: 'Se non ha creato Lei questo account, risponda a questa e-mail e lo elimineremo.',
  }),
  'booking-confirmed': (d, f) => ({
    subject: `La Sua prenotazione ${d.number} è confermata`,
    greeting: `Gentile ${d.firstName},`,
    lead: `la Sua prenotazione ${d.number} per un veicolo ${d.model} o similare è confermata.`,
    facts: [
      `Ritiro: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Riconsegna: ${d.return.branch}, ${f.when(d.return.at)}`,
      `Totale: ${f.money(d.total)}`,
    ],
    more: {
      text: 'Risparmi tempo al banco: faccia il check-in online prima del ritiro con la patente, il documento d’identità e una carta per il deposito cauzionale.',
      action: 'Fare il check-in online',
      link: d.checkInLink,
    },
    action: 'Visualizza la prenotazione',
    closing: 'Lì può modificare le date o cancellare la prenotazione. Buon viaggio!',
  }),
  'booking-changed': (d, f) => ({
    subject: `La Sua prenotazione ${d.number} ha nuove date`,
    greeting: `Gentile ${d.firstName},`,
    lead: `la Sua prenotazione ${d.number} ha nuove date.`,
    facts: [
      `Ritiro: ${f.when(d.pickupAt)}`,
      `Riconsegna: ${f.when(d.returnAt)}`,
      `Nuovo totale: ${f.money(d.total)}`,
    ],
    action: 'Visualizza la prenotazione',
    closing: 'Se non ha effettuato Lei questa modifica, La preghiamo di contattarci subito.',
  }),
  'booking-cancelled': (d, f) => ({
    subject: `La Sua prenotazione ${d.number} è stata cancellata`,
    greeting: `Gentile ${d.firstName},`,
    lead: `la Sua prenotazione ${d.number} è stata cancellata.`,
    facts: [
      d.fee.amountMinor > 0
        ? `Penale di cancellazione: ${f.money(d.fee)}`
        : 'La cancellazione è stata gratuita.',
    ],
    action: 'Visualizza la prenotazione',
    closing: 'Speriamo di rivederLa presto.',
  }),
  'business-application': (d) => ({
    subject: `Abbiamo ricevuto la richiesta di ${d.company}`,
    greeting: `Buongiorno ${d.firstName},`,
    lead:
      d.kind === 'agency'
        ? `grazie per aver registrato ${d.company} come agenzia di viaggi. Verifichiamo il codice agenzia e il conto per le provvigioni, di solito entro due giorni lavorativi, e Le comunicheremo la nostra decisione.`
        : `grazie per aver richiesto un conto aziendale per ${d.company}. Verifichiamo il numero di registrazione e i dati, di solito entro due giorni lavorativi, e Le comunicheremo la nostra decisione.`,
    action: 'Vedi la richiesta',
    closing: 'Nel frattempo può prenotare come sempre con il Suo account privato.',
  }),
  'business-decision': (d, f) => ({
    subject:
      d.decision === 'approved'
        ? `${d.company} è abilitata alle prenotazioni aziendali`
        : `La Sua richiesta per ${d.company} non è stata accolta`,
    greeting: `Buongiorno ${d.firstName},`,
    lead:
      d.decision === 'approved'
        ? d.kind === 'agency'
          ? `${d.company} è abilitata come agenzia di viaggi. Ora può prenotare per i Suoi clienti; la Sua provvigione è del ${f.count(d.percent ?? 0, percent)}.`
          : `${d.company} è abilitata. Le prenotazioni per l'azienda hanno uno sconto del ${f.count(d.percent ?? 0, percent)} e si pagano con fattura. Ora può invitare i Suoi viaggiatori.`
        : `purtroppo non abbiamo potuto accogliere la richiesta di ${d.company}.${d.reason ? ` Motivo: ${d.reason}` : ''}`,
    action: d.decision === 'approved' ? 'Apri il conto aziendale' : 'Vedi la richiesta',
    closing:
      d.decision === 'approved'
        ? 'Grazie per averci scelto per i Suoi viaggi di lavoro.'
        : 'Per domande o nuovi documenti, risponda a questa e-mail.',
  }),
  'business-invitation': (d, f) => ({
    subject: `${d.firstName} La invita a prenotare con ${d.company}`,
    greeting: `Buongiorno, ${d.firstName} L'ha invitata al conto aziendale di ${d.company}.`,
    lead: `come viaggiatore di ${d.company} prenota i noleggi alla tariffa aziendale, pagati con fattura. Accetti l'invito entro ${f.count(d.days, days)}; il link funziona una sola volta.`,
    action: "Accetta l'invito",
    closing: 'Se non conosce questa azienda, ignori questa e-mail.',
  }),
  'payment-link': (d, f) => ({
    subject: `Richiesta di pagamento: ${d.description}`,
    greeting: d.firstName ? `Gentile ${d.firstName},` : `Gentile cliente,`,
    lead: d.number
      ? `ti chiediamo di pagare ${f.money(d.amount)} per la tua prenotazione ${d.number} con questo link sicuro.`
      : `ti chiediamo di pagare ${f.money(d.amount)} per «${d.description}» con questo link sicuro.`,
    facts: [`Importo: ${f.money(d.amount)}`, `Valido fino al: ${f.when(d.expiresAt)} (UTC)`],
    action: 'Paga ora',
    closing:
      'Inserisci la carta sulla pagina del nostro fornitore di pagamenti; non vediamo mai il numero della carta. Se non ti aspettavi questa richiesta, ignora questa e-mail.',
  }),
  'payment-renewal': (d, f) => ({
    subject: `Non è stato possibile addebitare la tua carta: ${d.description}`,
    greeting: `Gentile ${d.firstName},`,
    lead: `non siamo riusciti ad addebitare «${d.description}» sulla tua carta. Rinnova la carta e paga l’importo.`,
    facts: [
      `Importo: ${f.money(d.amount)}`,
      `Motivo: ${paymentReasons[d.reason] ?? paymentReasons.declined}`,
    ],
    action: 'Rinnova la carta e paga',
    closing: 'La nuova carta sarà usata per i prossimi addebiti di questo contratto.',
  }),
  'check-in-completed': (d, f) => ({
    subject: `Check-in completato: il Suo codice di ritiro per la prenotazione ${d.number}`,
    greeting: `Gentile ${d.firstName},`,
    lead: `il Suo check-in online per la prenotazione ${d.number} è completato. Mostri il codice di ritiro ${d.code} al banco, come testo o come codice QR nella pagina del check-in.`,
    facts: [
      `Ritiro: ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Codice di ritiro: ${d.code}`,
      'Porti con sé la patente e il documento d’identità originali usati per il check-in.',
      d.depositAtPickup
        ? `Deposito cauzionale: ${f.money(d.deposit)}, addebitato con carta al banco`
        : `Deposito cauzionale: ${f.money(d.deposit)}, bloccato sulla Sua carta e sbloccato dopo la riconsegna`,
    ],
    action: 'Mostra il mio codice di ritiro',
    closing: 'A presto al banco. Buon viaggio!',
  }),
  // Issue 22: the return with the app (invoice issued) and a reported damage assessed by the branch.
  'vehicle-returned': (d, f) => ({
    subject: `Il Suo noleggio ${d.number} è riconsegnato: la Sua fattura`,
    greeting: `Gentile ${d.firstName},`,
    lead: `grazie per aver riconsegnato l’auto con l’app. Il Suo noleggio ${d.number} è concluso e la fattura La aspetta nel Suo account.`,
    facts: [
      `Fattura: ${d.invoiceNumber}`,
      `Totale: ${f.money(d.total)}`,
      d.refuel
        ? `Rifornimento o ricarica: ${f.money(d.refuel)}`
        : 'Nessun costo di rifornimento: l’auto è tornata piena come alla partenza.',
      d.deposit === 'released'
        ? 'Il Suo deposito cauzionale è stato sbloccato.'
        : d.deposit === 'held'
          ? 'Il Suo deposito cauzionale resta bloccato finché il danno da Lei segnalato non sarà chiuso.'
          : 'Nessun deposito cauzionale è stato bloccato sulla Sua carta.',
    ],
    action: 'Visualizza la fattura',
    closing: 'Grazie per aver noleggiato con noi.',
  }),
  'damage-assessed': (d, f) => ({
    subject: `Il danno segnalato nel noleggio ${d.number} è stato valutato`,
    greeting: `Gentile ${d.firstName},`,
    lead: `abbiamo valutato il danno che ha segnalato nel noleggio ${d.number} («${d.description}»).`,
    facts: [`Costo: ${f.money(d.cost)}`, `Spiegazione: ${d.explanation}`],
    action: 'Visualizza la pratica di danno',
    closing:
      'Il costo viene trattenuto dal deposito cauzionale alla chiusura della pratica; l’eventuale eccedenza Le sarà richiesta con un link di pagamento.',
  }),
};
