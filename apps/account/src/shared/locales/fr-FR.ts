// The account namespace in fr-FR.
import type { AccountStrings } from './en-US.ts';

const strings: AccountStrings = {
  nav: {
    label: 'Votre compte',
    bookings: 'Mes réservations',
    'manage-my-booking-info': 'Gérer ma réservation',
    profiles: 'Profils',
    subscriptions: 'Abonnements',
    account: 'Paramètres du compte',
  },
  loading: 'Chargement…',
  retry: 'Réessayer',
  rules: {
    required: 'Ce champ ne peut pas rester vide.',
    email: 'Veuillez saisir une adresse e-mail valide.',
    firstNameMax: 'Le prénom ne peut pas dépasser 50 caractères.',
    lastNameMax: 'Le nom ne peut pas dépasser 50 caractères.',
    passwordRequired: 'Veuillez saisir un mot de passe.',
    passwordMin: 'Votre mot de passe doit comporter au moins 8 caractères.',
    passwordMax: 'Votre mot de passe ne peut pas dépasser 50 caractères.',
    passwordWhitespace: 'Votre mot de passe ne peut pas commencer ni finir par une espace.',
  },
  summary_one: 'Veuillez corriger {{count}} champ :',
  summary_other: 'Veuillez corriger {{count}} champs :',
  fields: {
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    newPassword: 'Nouveau mot de passe',
    passwordHint: 'De 8 à 50 caractères, sans espace au début ni à la fin.',
  },
  errors: {
    unavailable: 'Notre service est momentanément indisponible. Veuillez réessayer dans un instant.',
    tooMany: 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.',
    passwordRefused:
      'Ce mot de passe est trop facile à deviner ou contient votre nom ou votre adresse e-mail. Veuillez en choisir un autre.',
  },
  signIn: {
    title: 'Se connecter',
    intro: 'Connectez-vous pour voir cette page.',
    submit: 'Se connecter',
    failed: "L'adresse e-mail ou le mot de passe est incorrect.",
    forgot: 'Mot de passe oublié ?',
    noAccount: 'Nouveau client ?',
    toSignUp: 'Créer un compte',
  },
  signUp: {
    title: 'Créer un compte',
    submit: 'Créer le compte',
    exists:
      "Un compte existe déjà avec cette adresse e-mail. Veuillez vous connecter ou compléter votre profil dans l'application.",
    haveAccount: 'Vous avez déjà un compte ?',
    toSignIn: 'Se connecter',
  },
  reset: {
    title: 'Réinitialiser le mot de passe',
    intro:
      "Saisissez l'adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.",
    submit: 'Envoyer le lien',
    sent: 'Si un compte existe pour cette adresse e-mail, nous avons envoyé un lien pour réinitialiser le mot de passe. Le lien est valable une heure.',
    newTitle: 'Choisir un nouveau mot de passe',
    newIntro: "Saisissez l'adresse e-mail de votre compte et votre nouveau mot de passe.",
    newSubmit: 'Enregistrer et se connecter',
    invalid: "Ce lien n'est pas valide ou a expiré. Veuillez en demander un nouveau.",
    requestAgain: 'Demander un nouveau lien',
    back: 'Retour à la connexion',
  },
  signOut: 'Se déconnecter',
  signedInAs: 'Connecté en tant que {{name}} ({{email}})',
  manage: {
    title: 'Gérer ma réservation',
    intro: 'Saisissez votre numéro de réservation et le nom du conducteur.',
    number: 'Numéro de réservation',
    numberHint: '10 chiffres, dans votre e-mail de confirmation.',
    numberInvalid: 'Un numéro de réservation comporte 10 chiffres.',
    lastName: 'Nom du conducteur',
    submit: 'Trouver la réservation',
    notFound: 'Nous ne trouvons aucune réservation avec ce numéro et ce nom.',
    detailTitle: 'Réservation {{number}}',
    status: 'Statut',
    statuses: { confirmed: 'Confirmée', cancelled: 'Annulée', pending: 'En attente' },
    history: 'Historique',
    cancel: 'Annuler la réservation',
    confirmTitle: 'Annuler cette réservation ?',
    confirmText: 'La réservation {{number}} sera annulée. Cette action est définitive.',
    confirmYes: "Oui, l'annuler",
    confirmNo: 'Garder la réservation',
    cancelled: 'Votre réservation a été annulée.',
    alreadyCancelled: 'Cette réservation est déjà annulée.',
    other: 'Chercher une autre réservation',
  },
  bookings: {
    title: 'Mes réservations',
    unavailable:
      "La liste de vos réservations n'est pas encore disponible. Vous pouvez ouvrir chaque réservation avec son numéro et votre nom.",
    toManage: 'Gérer une réservation',
  },
  subscriptions: {
    title: 'Abonnements',
    empty: "Vous n'avez aucun abonnement.",
  },
  profiles: {
    title: 'Profils',
    private: 'Profil privé',
    name: 'Nom',
    email: 'Adresse e-mail',
    unavailable:
      'Le permis de conduire, l’adresse et le moyen de paiement préféré ne peuvent pas encore être enregistrés.',
    business: 'Profils professionnels',
    businessLater: 'Les profils professionnels ne sont pas encore disponibles.',
  },
  settings: {
    title: 'Paramètres du compte',
    signOutHint: 'La déconnexion met fin à votre session sur cet appareil.',
  },
};

export default strings;
