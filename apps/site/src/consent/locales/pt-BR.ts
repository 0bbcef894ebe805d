// The consent banner's strings in pt-BR.
import type { ConsentStrings } from './en-US.ts';

const ptBR: ConsentStrings = {
  title: 'Cookies e privacidade',
  intro:
    'Usamos cookies essenciais para que este site funcione. Com o seu consentimento, também usamos cookies de desempenho e rastreamento para medir e melhorar nosso serviço. Você pode mudar sua escolha a qualquer momento em “Gerenciar cookies”, no fim da página.',
  acceptAll: 'Aceitar todos',
  limitedUse: 'Uso limitado',
  settings: 'Configurações',
  privacy: 'Política de privacidade',
  imprint: 'Informação legal',
  settingsTitle: 'Configurações de cookies',
  settingsIntro: 'Escolha quais categorias podemos usar. Os cookies essenciais estão sempre ativados.',
  categories: 'Categorias',
  essential: 'Essenciais',
  essentialText:
    'Necessários para o funcionamento do site: idioma, segurança e sua reserva. Sempre ativados.',
  alwaysOn: 'Sempre ativados',
  performance: 'Desempenho',
  performanceText:
    'Estatísticas e rastreamento que nos ajudam a entender como o site é usado e a melhorá-lo.',
  save: 'Salvar configurações',
  back: 'Voltar',
};
export default ptBR;
