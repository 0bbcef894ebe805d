// The mails in French.
import type { MailCopy } from '../types.ts';

const minutes = { one: '# minute', other: '# minutes' };
const hours = { one: '# heure', other: '# heures' };

const days = { one: '# jour', other: '# jours' };
const percent = { other: '# %' };

const paymentReasons: Record<string, string> = {
  declined: 'la carte a été refusée',
  insufficient_funds: 'solde insuffisant',
  expired_card: 'la carte a expiré',
  authentication_failed: 'la vérification de sécurité de la carte a échoué',
  cancelled: 'le paiement a été annulé',
  expired: 'le paiement a expiré',
};

export const fr: MailCopy = {
  direction: 'ltr',
  'password-reset': (d, f) => ({
    subject: 'Réinitialisez votre mot de passe',
    greeting: `Bonjour ${d.firstName},`,
    lead: `utilisez ce lien dans un délai de ${f.count(d.minutes, minutes)} pour choisir un nouveau mot de passe. Il ne fonctionne qu’une fois.`,
    action: 'Choisir un nouveau mot de passe',
    closing: 'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.',
  }),
  'email-change': (d, f) => ({
    subject: 'Confirmez votre nouvelle adresse e-mail',
    greeting: `Bonjour ${d.firstName},`,
    lead: `ouvrez ce lien dans un délai de ${f.count(d.hours, hours)} pour utiliser cette adresse pour votre compte.`,
    action: 'Confirmer cette adresse',
    closing: 'Si vous n’avez rien demandé, ignorez cet e-mail : rien ne change.',
  }),
  'campaign-registration': (d, f) => ({
    subject: `Confirmez votre inscription : ${d.campaign}`,
    greeting: `Bonjour ${d.firstName},`,
    lead: `merci de confirmer votre inscription à l’offre « ${d.campaign} » dans un délai de ${f.count(d.hours, hours)}. L’avantage apparaîtra ensuite lorsque vous commanderez un abonnement.`,
    action: 'Confirmer mon inscription',
    closing: 'Si vous n’avez rien demandé, ignorez cet e-mail : vous ne serez pas inscrit.',
  }),
  welcome: (d) => ({
    subject: 'Bienvenue : votre compte est prêt',
    greeting: `Bonjour ${d.firstName},`,
    lead: 'votre compte est prêt. Vous pouvez y consulter et gérer vos réservations.',
    action: 'Ouvrir mon compte',
    closing: 'Si vous n’avez pas créé ce compte, répondez à cet e-mail et nous le supprimerons.',
  }),
  'booking-confirmed': (d, f) => ({
    subject: `Votre réservation ${d.number} est confirmée`,
    greeting: `Bonjour ${d.firstName},`,
    lead: `votre réservation ${d.number} pour une ${d.model} ou similaire est confirmée.`,
    facts: [
      `Prise en charge : ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Restitution : ${d.return.branch}, ${f.when(d.return.at)}`,
      `Total : ${f.money(d.total)}`,
    ],
    more: {
      text: 'Gagnez du temps au comptoir : enregistrez-vous en ligne avant la prise en charge, avec votre permis de conduire, votre pièce d’identité et une carte pour la caution.',
      action: 'M’enregistrer en ligne',
      link: d.checkInLink,
    },
    action: 'Voir ma réservation',
    closing: 'Vous pouvez y modifier les dates ou annuler la réservation. Bon voyage !',
  }),
  'booking-changed': (d, f) => ({
    subject: `Votre réservation ${d.number} a de nouvelles dates`,
    greeting: `Bonjour ${d.firstName},`,
    lead: `votre réservation ${d.number} a de nouvelles dates.`,
    facts: [
      `Prise en charge : ${f.when(d.pickupAt)}`,
      `Restitution : ${f.when(d.returnAt)}`,
      `Nouveau total : ${f.money(d.total)}`,
    ],
    action: 'Voir ma réservation',
    closing: 'Si vous n’avez pas fait ce changement, contactez-nous sans attendre.',
  }),
  'booking-cancelled': (d, f) => ({
    subject: `Votre réservation ${d.number} est annulée`,
    greeting: `Bonjour ${d.firstName},`,
    lead: `votre réservation ${d.number} est annulée.`,
    facts: [
      d.fee.amountMinor > 0 ? `Frais d’annulation : ${f.money(d.fee)}` : 'L’annulation était gratuite.',
    ],
    action: 'Voir ma réservation',
    closing: 'Au plaisir de vous revoir bientôt.',
  }),
  'business-application': (d) => ({
    subject: `Nous avons reçu la demande de ${d.company}`,
    greeting: `Bonjour ${d.firstName},`,
    lead:
      d.kind === 'agency'
        ? `merci d’avoir inscrit ${d.company} comme agence de voyages. Nous vérifions le code d’agence et le compte de commission, en général sous deux jours ouvrés, puis nous vous écrivons notre décision.`
        : `merci pour votre demande de compte professionnel pour ${d.company}. Nous vérifions le numéro d’immatriculation et les informations, en général sous deux jours ouvrés, puis nous vous écrivons notre décision.`,
    action: 'Voir la demande',
    closing: 'D’ici là, vous pouvez réserver comme d’habitude avec votre compte personnel.',
  }),
  'business-decision': (d, f) => ({
    subject:
      d.decision === 'approved'
        ? `${d.company} est validée pour les réservations professionnelles`
        : `Votre demande pour ${d.company} n’a pas été acceptée`,
    greeting: `Bonjour ${d.firstName},`,
    lead:
      d.decision === 'approved'
        ? d.kind === 'agency'
          ? `${d.company} est validée comme agence de voyages. Vous pouvez désormais réserver pour vos clients ; votre commission est de ${f.count(d.percent ?? 0, percent)}.`
          : `${d.company} est validée. Les réservations faites pour l’entreprise bénéficient de ${f.count(d.percent ?? 0, percent)} de remise et sont payées sur facture. Vous pouvez maintenant inviter vos voyageurs.`
        : `nous n’avons pas pu accepter la demande de ${d.company}.${d.reason ? ` Motif : ${d.reason}` : ''}`,
    action: d.decision === 'approved' ? 'Ouvrir le compte professionnel' : 'Voir la demande',
    closing:
      d.decision === 'approved'
        ? 'Merci de nous avoir choisis pour vos déplacements professionnels.'
        : 'Pour toute question ou tout nouveau document, répondez simplement à cet e-mail.',
  }),
  'business-invitation': (d, f) => ({
    subject: `${d.firstName} vous invite à réserver avec ${d.company}`,
    greeting: `Bonjour, ${d.firstName} vous a invité au compte professionnel de ${d.company}.`,
    lead: `en tant que voyageur de ${d.company}, vous réservez vos locations au tarif entreprise, payées sur facture. Acceptez l’invitation dans un délai de ${f.count(d.days, days)} ; le lien ne fonctionne qu’une fois.`,
    action: 'Accepter l’invitation',
    closing: 'Si vous ne connaissez pas cette entreprise, ignorez cet e-mail.',
  }),
  'payment-link': (d, f) => ({
    subject: `Demande de paiement : ${d.description}`,
    greeting: d.firstName ? `Bonjour ${d.firstName},` : `Bonjour,`,
    lead: d.number
      ? `veuillez payer ${f.money(d.amount)} pour votre réservation ${d.number} avec ce lien sécurisé.`
      : `veuillez payer ${f.money(d.amount)} pour « ${d.description} » avec ce lien sécurisé.`,
    facts: [`Montant : ${f.money(d.amount)}`, `Valable jusqu’au : ${f.when(d.expiresAt)} (UTC)`],
    action: 'Payer maintenant',
    closing:
      'Vous saisissez votre carte sur la page de notre prestataire de paiement ; nous ne voyons jamais le numéro de carte. Si vous n’attendiez pas cette demande, ignorez cet e-mail.',
  }),
  'payment-renewal': (d, f) => ({
    subject: `Votre carte n’a pas pu être débitée : ${d.description}`,
    greeting: `Bonjour ${d.firstName},`,
    lead: `nous n’avons pas pu débiter votre carte pour « ${d.description} ». Veuillez renouveler votre carte et payer le montant.`,
    facts: [
      `Montant : ${f.money(d.amount)}`,
      `Motif : ${paymentReasons[d.reason] ?? paymentReasons.declined}`,
    ],
    action: 'Renouveler la carte et payer',
    closing: 'La nouvelle carte sera utilisée pour les prochains prélèvements de ce contrat.',
  }),
  'check-in-completed': (d, f) => ({
    subject: `Enregistrement terminé : votre code de retrait pour la réservation ${d.number}`,
    greeting: `Bonjour ${d.firstName},`,
    lead: `votre enregistrement en ligne pour la réservation ${d.number} est terminé. Présentez le code de retrait ${d.code} au comptoir, en texte ou sous forme de code QR sur la page d’enregistrement.`,
    facts: [
      `Prise en charge : ${d.pickup.branch}, ${f.when(d.pickup.at)}`,
      `Code de retrait : ${d.code}`,
      'Apportez l’original du permis de conduire et de la pièce d’identité utilisés pour l’enregistrement.',
      d.depositAtPickup
        ? `Caution : ${f.money(d.deposit)}, prise par carte au comptoir`
        : `Caution : ${f.money(d.deposit)}, bloquée sur votre carte et libérée après la restitution`,
    ],
    action: 'Afficher mon code de retrait',
    closing: 'À bientôt au comptoir. Bon voyage !',
  }),
  // Issue 22: the return with the app (invoice issued) and a reported damage assessed by the branch.
  'vehicle-returned': (d, f) => ({
    subject: `Votre location ${d.number} est restituée : votre facture`,
    greeting: `Bonjour ${d.firstName},`,
    lead: `merci d’avoir restitué la voiture avec l’application. Votre location ${d.number} est terminée et sa facture vous attend dans votre compte.`,
    facts: [
      `Facture : ${d.invoiceNumber}`,
      `Total : ${f.money(d.total)}`,
      d.refuel
        ? `Carburant ou recharge : ${f.money(d.refuel)}`
        : 'Aucuns frais de carburant : la voiture est revenue aussi pleine qu’au départ.',
      d.deposit === 'released'
        ? 'Votre dépôt de garantie est libéré.'
        : d.deposit === 'held'
          ? 'Votre dépôt de garantie reste bloqué jusqu’au règlement du dommage que vous avez déclaré.'
          : 'Aucun dépôt de garantie n’a été bloqué sur votre carte.',
    ],
    action: 'Voir la facture',
    closing: 'Merci d’avoir loué chez nous.',
  }),
  'damage-assessed': (d, f) => ({
    subject: `Le dommage déclaré pendant votre location ${d.number} est évalué`,
    greeting: `Bonjour ${d.firstName},`,
    lead: `nous avons évalué le dommage que vous avez déclaré pendant votre location ${d.number} (« ${d.description} »).`,
    facts: [`Coût : ${f.money(d.cost)}`, `Explication : ${d.explanation}`],
    action: 'Voir le dossier de dommage',
    closing:
      'Le coût est prélevé sur votre dépôt de garantie au règlement du dossier ; tout montant au-delà vous sera demandé par un lien de paiement.',
  }),
};
