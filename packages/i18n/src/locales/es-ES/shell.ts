// The shell namespace in es-ES: Spanish for Spain and the default for other Spanish-speaking locales.
import type { ShellStrings } from '../en-US/shell.ts';

const shell: ShellStrings = {
  notFound: {
    title: 'Página no encontrada',
    body: 'La página que buscas no existe o se ha eliminado.',
    linksHeading: 'Estas páginas pueden ayudarte',
    branches: 'Buscar una oficina',
    fleet: 'Nuestra flota',
    home: 'Volver a la página de inicio',
  },
  error: {
    title: 'Algo ha salido mal',
    body: 'Estamos teniendo problemas técnicos. Vuelve a intentarlo más tarde.',
    retry: 'Volver a intentarlo',
    home: 'Volver a la página de inicio',
  },
  offline: {
    title: 'Estás sin conexión',
    body: 'Comprueba tu conexión a Internet y vuelve a intentarlo.',
  },
  languageSwitcher: {
    label: 'Idioma',
    current: 'Idioma actual: {{language}}',
    external: 'abre el sitio web regional',
  },
  common: {
    skipToContent: 'Ir al contenido principal',
    menu: 'Menú',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    close: 'Cerrar',
    loading: 'Cargando…',
    signIn: 'Iniciar sesión',
    myAccount: 'Mi cuenta',
    home: 'Inicio',
    footer: 'Pie de página',
    mainNavigation: 'Navegación principal',
    opensInNewWindow: 'se abre en una ventana nueva',
    sites: 'Todos los sitios',
    pageTitleSuffix: '{{brand}}',
    /** Shown in a container whose app could not be loaded or mounted (the host's fallback). */
    appFailed: 'No se ha podido cargar esta parte de la página. Vuelve a cargar la página.',
    appUnavailable: 'No se ha podido cargar esta parte de la página. Vuelve a intentarlo más tarde.',
    newsBanner: 'Novedades',
  },
};

export default shell;
