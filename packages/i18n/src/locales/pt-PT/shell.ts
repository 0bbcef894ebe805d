// The shell namespace in pt-PT: European Portuguese for Portugal and the default for other Portuguese-speaking locales except Brazil (see fallbackChain).
import type { ShellStrings } from '../en-US/shell.ts';

const shell: ShellStrings = {
  notFound: {
    title: 'Página não encontrada',
    body: 'A página que procura não existe ou foi removida.',
    linksHeading: 'Estas páginas podem ajudar',
    branches: 'Encontrar uma loja',
    fleet: 'A nossa frota',
    home: 'Voltar à página inicial',
  },
  error: {
    title: 'Ocorreu um erro',
    body: 'Estamos com problemas técnicos neste momento. Tente novamente mais tarde.',
    retry: 'Tentar novamente',
    home: 'Voltar à página inicial',
  },
  offline: {
    title: 'Está sem ligação à internet',
    body: 'Verifique a sua ligação à internet e tente novamente.',
  },
  languageSwitcher: {
    label: 'Idioma',
    current: 'Idioma atual: {{language}}',
    external: 'abre o site regional',
  },
  common: {
    skipToContent: 'Saltar para o conteúdo principal',
    menu: 'Menu',
    openMenu: 'Abrir menu',
    closeMenu: 'Fechar menu',
    close: 'Fechar',
    loading: 'A carregar…',
    signIn: 'Iniciar sessão',
    myAccount: 'A minha conta',
    home: 'Página inicial',
    footer: 'Rodapé',
    mainNavigation: 'Navegação principal',
    opensInNewWindow: 'abre numa nova janela',
    sites: 'Todos os sites',
    pageTitleSuffix: '{{brand}}',
    /** Shown in a container whose app could not be loaded or mounted (the host's fallback). */
    appFailed: 'Não foi possível carregar esta parte da página. Recarregue a página.',
    appUnavailable: 'Não foi possível carregar esta parte da página. Tente novamente mais tarde.',
    newsBanner: 'Novidades',
  },
};

export default shell;
