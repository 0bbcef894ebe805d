// The mails in French.
import type { MailCopy } from '../types.ts';

const minutes = { one: '# minute', other: '# minutes' };
const hours = { one: '# heure', other: '# heures' };

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
};
