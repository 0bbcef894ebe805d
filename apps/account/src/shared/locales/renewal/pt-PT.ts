// The account's renewal-notice strings in pt-PT (loaded with the notice's chunk).
import type { RenewalStrings } from './en-US.ts';

const strings: RenewalStrings = {
  renewal: {
    notice: 'Não foi possível cobrar {{what}} no seu cartão: renove-o para pagar o montante em dívida.',
    link: 'Renovar o cartão',
  },
};

export default strings;
