import type { RentalStrings } from './en-US.ts';

const strings: RentalStrings = {
  rental: {
    checkIn: 'Hacer el check-in online',
    checkedIn: 'Check-in hecho · ver el código de recogida',
    returnWithApp: 'Devolver con la aplicación',
    damagesTitle: 'Daños',
    damageTitle: '{{area}}: {{kind}}',
    state: 'Estado',
    reportedOn: 'Comunicado el',
    cost: 'Coste',
    explanation: 'Explicación',
    states: {
      reported: 'Comunicado',
      assessed: 'Evaluado',
      settled: 'Cerrado',
    },
    areas: {
      front: 'Delantera',
      'front-left': 'Delantera izquierda',
      left: 'Lado izquierdo',
      'rear-left': 'Trasera izquierda',
      rear: 'Trasera',
      'rear-right': 'Trasera derecha',
      right: 'Lado derecho',
      'front-right': 'Delantera derecha',
      roof: 'Techo',
      windscreen: 'Parabrisas',
      wheels: 'Ruedas y neumáticos',
      interior: 'Interior',
    },
    kinds: {
      scratch: 'Arañazo',
      dent: 'Abolladura',
      crack: 'Grieta',
      chip: 'Impacto de piedra',
      tyre: 'Daño en un neumático',
      interior: 'Daño en el interior',
      other: 'Otro daño',
    },
  },
};

export default strings;
