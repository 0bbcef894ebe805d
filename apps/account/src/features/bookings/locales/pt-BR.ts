import type { RentalStrings } from './en-US.ts';

const strings: RentalStrings = {
  rental: {
    checkIn: 'Fazer o check-in on-line',
    checkedIn: 'Check-in feito · mostrar o código de retirada',
    returnWithApp: 'Devolver pelo aplicativo',
    damagesTitle: 'Danos',
    damageTitle: '{{area}}: {{kind}}',
    state: 'Situação',
    reportedOn: 'Informado em',
    cost: 'Custo',
    explanation: 'Explicação',
    states: {
      reported: 'Informado',
      assessed: 'Avaliado',
      settled: 'Encerrado',
    },
    areas: {
      front: 'Frente',
      'front-left': 'Dianteira esquerda',
      left: 'Lado esquerdo',
      'rear-left': 'Traseira esquerda',
      rear: 'Traseira',
      'rear-right': 'Traseira direita',
      right: 'Lado direito',
      'front-right': 'Dianteira direita',
      roof: 'Teto',
      windscreen: 'Para-brisa',
      wheels: 'Rodas e pneus',
      interior: 'Interior',
    },
    kinds: {
      scratch: 'Arranhão',
      dent: 'Amassado',
      crack: 'Trinca',
      chip: 'Batida de pedra',
      tyre: 'Dano no pneu',
      interior: 'Dano no interior',
      other: 'Outro dano',
    },
  },
};

export default strings;
