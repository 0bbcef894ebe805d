// The pay namespace in fr-FR.
import type { PayStrings } from './en-US.ts';

const strings: PayStrings = {
  loading: 'Chargement…',
  checking: 'Nous vérifions votre paiement…',
  unavailable:
    'Notre service de paiement est momentanément injoignable. Rien n’a été débité. Veuillez réessayer dans un instant.',
  checkFailed:
    'Nous ne pouvons pas vérifier votre paiement pour le moment. Réessayez dans un instant, avant de payer à nouveau.',
  retry: 'Réessayer',
  leaving: 'Redirection vers la page de paiement sécurisée…',
  refusedFallback: 'Le paiement n’a pas abouti. Rien n’a été débité.',
  secure:
    'Vous saisissez votre carte sur la page sécurisée de notre prestataire de paiement. Nous ne voyons ni n’enregistrons jamais votre numéro de carte.',
  contact: 'Une question sur un paiement ? Contactez-nous :',
  link: {
    openTitle: 'Votre paiement',
    what: 'Objet du paiement',
    booking: 'Numéro de réservation',
    car: 'Véhicule',
    pickup: 'Prise en charge',
    return: 'Restitution',
    place: '{{branch}}, {{date}}',
    amount: 'Montant',
    expires: 'Merci de payer avant le {{date}}.',
    pay: 'Payer {{amount}}',
    paidTitle: 'Payé, merci',
    paidText:
      'Nous avons bien reçu votre paiement de {{amount}}. Vous n’avez plus rien à faire : vous pouvez fermer cette page.',
    paidTextNoAmount:
      'Nous avons bien reçu votre paiement. Vous n’avez plus rien à faire : vous pouvez fermer cette page.',
    expiredTitle: 'Ce lien de paiement a expiré',
    expiredText:
      'Rien n’a été débité. Si vous devez encore payer, contactez-nous pour obtenir un nouveau lien.',
    cancelledTitle: 'Ce lien de paiement a été annulé',
    cancelledText: 'Plus rien n’est dû sur ce lien et rien n’a été débité.',
    notFoundTitle: 'Nous ne trouvons pas ce lien de paiement',
    notFoundText:
      'Ouvrez à nouveau le lien complet figurant dans votre e-mail. Si cela ne fonctionne toujours pas, contactez-nous.',
    refusedTitle: 'Votre paiement n’a pas abouti',
    pendingTitle: 'Votre paiement est en cours de traitement',
    pendingText: 'Cela ne prend généralement qu’un instant. Vérifiez à nouveau dans quelques secondes.',
    checkAgain: 'Vérifier à nouveau',
  },
  renewal: {
    signInTitle: 'Veuillez vous connecter',
    signInText: 'Connectez-vous pour voir vos paiements en attente et les régler avec une nouvelle carte.',
    signIn: 'Se connecter',
    none: 'Rien à renouveler : tous vos paiements sont à jour.',
    amount: 'Montant',
    reason: 'Pourquoi le dernier prélèvement a échoué',
    attempts: 'Tentatives jusqu’ici : {{attempts}}',
    renew: 'Renouveler la carte et payer {{amount}}',
    paidOn: 'Payé le {{date}}',
    openTitle: 'Paiements en attente',
    paidListTitle: 'Payés récemment',
    paidTitle: 'Payé, merci',
    paidText: 'Votre nouvelle carte est enregistrée et servira pour vos prochains paiements.',
    refusedTitle: 'Votre paiement n’a pas abouti',
  },
};

export default strings;
