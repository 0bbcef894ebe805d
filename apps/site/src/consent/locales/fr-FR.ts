// The consent banner's strings in fr-FR.
import type { ConsentStrings } from './en-US.ts';

const frFR: ConsentStrings = {
  title: 'Cookies et confidentialité',
  intro:
    'Nous utilisons des cookies essentiels au fonctionnement de ce site. Avec votre accord, nous utilisons aussi des cookies de performance et de suivi pour mesurer et améliorer notre service. Vous pouvez modifier votre choix à tout moment via « Gérer les cookies » en bas de page.',
  acceptAll: 'Tout accepter',
  limitedUse: 'Utilisation limitée',
  settings: 'Paramètres',
  privacy: 'Politique de confidentialité',
  imprint: 'Mentions légales',
  settingsTitle: 'Paramètres des cookies',
  settingsIntro:
    'Choisissez les catégories que nous pouvons utiliser. Les cookies essentiels sont toujours actifs.',
  categories: 'Catégories',
  essential: 'Essentiels',
  essentialText:
    'Nécessaires au fonctionnement du site : langue, sécurité et votre réservation. Toujours actifs.',
  alwaysOn: 'Toujours actifs',
  performance: 'Performance',
  performanceText:
    "Statistiques et suivi qui nous aident à comprendre l'utilisation du site et à l'améliorer.",
  save: 'Enregistrer les paramètres',
  back: 'Retour',
};
export default frFR;
