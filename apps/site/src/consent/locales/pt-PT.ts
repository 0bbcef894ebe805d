// The consent banner's strings in pt-PT.
import type { ConsentStrings } from './en-US.ts';

const ptPT: ConsentStrings = {
  title: 'Cookies e privacidade',
  intro:
    'Utilizamos cookies essenciais para que este site funcione. Com o seu consentimento, utilizamos também cookies de desempenho e rastreamento para medir e melhorar o nosso serviço. Pode alterar a sua escolha a qualquer momento em «Gerir cookies», no fundo da página.',
  acceptAll: 'Aceitar todos',
  limitedUse: 'Utilização limitada',
  settings: 'Definições',
  privacy: 'Política de privacidade',
  imprint: 'Informação legal',
  settingsTitle: 'Definições de cookies',
  settingsIntro: 'Escolha as categorias que podemos utilizar. Os cookies essenciais estão sempre ativos.',
  categories: 'Categorias',
  essential: 'Essenciais',
  essentialText:
    'Necessários para o funcionamento do site: idioma, segurança e a sua reserva. Sempre ativos.',
  alwaysOn: 'Sempre ativos',
  performance: 'Desempenho',
  performanceText:
    'Estatísticas e rastreamento que nos ajudam a perceber como o site é utilizado e a melhorá-lo.',
  save: 'Guardar definições',
  back: 'Voltar',
};
export default ptPT;
