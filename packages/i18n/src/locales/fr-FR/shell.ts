// The shell namespace in fr-FR: French for France and the default for other French-speaking locales.
import type { ShellStrings } from '../en-US/shell.ts';

const shell: ShellStrings = {
  notFound: {
    title: 'Page introuvable',
    body: 'La page que vous recherchez n’existe pas ou a été supprimée.',
    linksHeading: 'Ces pages peuvent vous aider',
    branches: 'Trouver une agence',
    fleet: 'Notre flotte',
    home: 'Retour à la page d’accueil',
  },
  error: {
    title: 'Une erreur est survenue',
    body: 'Nous rencontrons actuellement des problèmes techniques. Veuillez réessayer plus tard.',
    retry: 'Réessayer',
    home: 'Retour à la page d’accueil',
  },
  offline: {
    title: 'Vous êtes hors ligne',
    body: 'Vérifiez votre connexion Internet, puis réessayez.',
  },
  languageSwitcher: {
    label: 'Langue',
    current: 'Langue actuelle\u00a0: {{language}}',
    external: 'ouvre le site régional',
  },
  common: {
    skipToContent: 'Aller au contenu principal',
    menu: 'Menu',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    close: 'Fermer',
    loading: 'Chargement…',
    signIn: 'Se connecter',
    myAccount: 'Mon compte',
    home: 'Accueil',
    footer: 'Pied de page',
    mainNavigation: 'Navigation principale',
    opensInNewWindow: 's’ouvre dans une nouvelle fenêtre',
    sites: 'Tous les sites',
    pageTitleSuffix: '{{brand}}',
    /** Shown in a container whose app could not be loaded or mounted (the host's fallback). */
    appFailed: "Cette partie de la page n'a pas pu être chargée. Veuillez recharger la page.",
    appUnavailable: 'Cette partie de la page n’a pas pu être chargée. Veuillez réessayer plus tard.',
    newsBanner: 'Actualités',
  },
};

export default shell;
