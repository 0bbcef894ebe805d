// The consent banner's strings in es-ES.
import type { ConsentStrings } from './en-US.ts';

const esES: ConsentStrings = {
  title: 'Cookies y privacidad',
  intro:
    'Usamos cookies esenciales para que este sitio funcione. Con tu consentimiento también usamos cookies de rendimiento y seguimiento para medir y mejorar nuestro servicio. Puedes cambiar tu elección en cualquier momento en «Gestionar cookies», al final de la página.',
  acceptAll: 'Aceptar todas',
  limitedUse: 'Uso limitado',
  settings: 'Configuración',
  privacy: 'Política de privacidad',
  imprint: 'Aviso legal',
  settingsTitle: 'Configuración de cookies',
  settingsIntro: 'Elige qué categorías podemos usar. Las cookies esenciales están siempre activas.',
  categories: 'Categorías',
  essential: 'Esenciales',
  essentialText: 'Necesarias para que el sitio funcione: idioma, seguridad y tu reserva. Siempre activas.',
  alwaysOn: 'Siempre activas',
  performance: 'Rendimiento',
  performanceText: 'Estadísticas y seguimiento que nos ayudan a entender cómo se usa el sitio y a mejorarlo.',
  save: 'Guardar configuración',
  back: 'Volver',
};
export default esES;
