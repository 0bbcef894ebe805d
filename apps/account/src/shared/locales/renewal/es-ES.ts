// The account's renewal-notice strings in es-ES (loaded with the notice's chunk).
import type { RenewalStrings } from './en-US.ts';

const strings: RenewalStrings = {
  renewal: {
    notice: 'No hemos podido cobrar {{what}} en tu tarjeta: renuévala para pagar el importe pendiente.',
    link: 'Renovar la tarjeta',
  },
};

export default strings;
