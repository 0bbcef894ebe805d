// The shell namespace in pt-BR: Brazilian Portuguese, a complete translation of its own (not a variant of pt-PT).
import type { ShellStrings } from '../en-US/shell.ts';

const shell: ShellStrings = {
  notFound: {
    title: 'Página não encontrada',
    body: 'A página que você está procurando não existe ou foi removida.',
    linksHeading: 'Estas páginas podem ajudar',
    branches: 'Encontrar uma loja',
    fleet: 'Nossa frota',
    home: 'Voltar para a página inicial',
  },
  error: {
    title: 'Algo deu errado',
    body: 'Estamos com problemas técnicos no momento. Tente de novo mais tarde.',
    retry: 'Tentar de novo',
    home: 'Voltar para a página inicial',
  },
  offline: {
    title: 'Você está sem internet',
    body: 'Verifique sua conexão com a internet e tente de novo.',
  },
  languageSwitcher: {
    label: 'Idioma',
    current: 'Idioma atual: {{language}}',
    external: 'abre o site regional',
  },
  common: {
    skipToContent: 'Pular para o conteúdo principal',
    menu: 'Menu',
    openMenu: 'Abrir menu',
    closeMenu: 'Fechar menu',
    close: 'Fechar',
    loading: 'Carregando…',
    signIn: 'Entrar',
    myAccount: 'Minha conta',
    home: 'Página inicial',
    footer: 'Rodapé',
    mainNavigation: 'Navegação principal',
    opensInNewWindow: 'abre em uma nova janela',
    sites: 'Todos os sites',
    pageTitleSuffix: '{{brand}}',
    /** Shown in a container whose app could not be loaded or mounted (the host's fallback). */
    appFailed: 'Não foi possível carregar esta parte da página. Recarregue a página.',
    appUnavailable: 'Não foi possível carregar esta parte da página. Tente de novo mais tarde.',
    newsBanner: 'Novidades',
  },
};

export default shell;
