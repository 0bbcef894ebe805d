// The account's renewal-notice strings in pt-BR (loaded with the notice's chunk).
import type { RenewalStrings } from './en-US.ts';

const strings: RenewalStrings = {
  renewal: {
    notice: 'Não conseguimos cobrar {{what}} no seu cartão: renove-o para pagar o valor em aberto.',
    link: 'Renovar cartão',
  },
};

export default strings;
