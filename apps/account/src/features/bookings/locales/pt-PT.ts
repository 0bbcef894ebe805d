import type { RentalStrings } from './en-US.ts';

const strings: RentalStrings = {
  rental: {
    checkIn: 'Fazer o check-in online',
    checkedIn: 'Check-in feito · mostrar o código de levantamento',
    returnWithApp: 'Devolver com a aplicação',
    damagesTitle: 'Danos',
    damageTitle: '{{area}}: {{kind}}',
    state: 'Estado',
    reportedOn: 'Comunicado em',
    cost: 'Custo',
    explanation: 'Explicação',
    states: {
      reported: 'Comunicado',
      assessed: 'Avaliado',
      settled: 'Encerrado',
    },
    areas: {
      front: 'Frente',
      'front-left': 'Frente esquerda',
      left: 'Lado esquerdo',
      'rear-left': 'Traseira esquerda',
      rear: 'Traseira',
      'rear-right': 'Traseira direita',
      right: 'Lado direito',
      'front-right': 'Frente direita',
      roof: 'Tejadilho',
      windscreen: 'Para-brisas',
      wheels: 'Rodas e pneus',
      interior: 'Interior',
    },
    kinds: {
      scratch: 'Risco',
      dent: 'Amolgadela',
      crack: 'Fissura',
      chip: 'Impacto de pedra',
      tyre: 'Dano no pneu',
      interior: 'Dano no interior',
      other: 'Outro dano',
    },
  },
};

export default strings;
